import { t } from '../../../shared/i18n/messages';
import { formatDate } from '../../../shared/lib/viewerTime';
import button from '../../../shared/ui/button.module.css';
import adminTable from '../../../shared/admin/adminTable.module.css';
import styles from '../manage/Manage.module.css';
import { TableFrame } from '../../../shared/admin/TableFrame';
import { byteSize, typeLabel, type MediaItem } from './useMediaLibrary';
import media from './Media.module.css';

/** What each kind of use reads as, with the record's label. */
const useKeys = {
  post_cover: 'media.use.post_cover',
  post_body: 'media.use.post_body',
  post_author_avatar: 'media.use.post_author_avatar',
  partner_logo: 'media.use.partner_logo',
  team_member_avatar: 'media.use.team_member_avatar',
  case_study_cover: 'media.use.case_study_cover',
  case_study_gallery: 'media.use.case_study_gallery',
  testimonial_photo: 'media.use.testimonial_photo',
} as const satisfies Record<MediaItem['usedBy'][number]['kind'], string>;

interface MediaTableProps {
  items: readonly MediaItem[];
  /** Admins get Delete (for an image nothing shows); members see the list. */
  canDelete: boolean;
  busy: boolean;
  onDelete: (item: MediaItem) => void;
}

/** The stored images: preview, file and type, size, WebP copies, where each is shown, when it was added. */
export function MediaTable({ items, canDelete, busy, onDelete }: MediaTableProps) {
  return (
    <TableFrame label={t('media.table')}>
      <table className={`${adminTable.table} ${media.table}`}>
        <thead>
          <tr>
            <th scope="col">{t('media.column.preview')}</th>
            <th scope="col">{t('media.column.file')}</th>
            <th scope="col">{t('media.column.size')}</th>
            <th scope="col">{t('media.column.copies')}</th>
            <th scope="col">{t('media.column.usedBy')}</th>
            <th scope="col">{t('media.column.added')}</th>
            {canDelete && <th scope="col">{t('manage.column.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.name}>
              <td>
                <img
                  className={styles.thumb}
                  src={item.url}
                  srcSet={item.srcset ?? undefined}
                  sizes={item.srcset ? '3rem' : undefined}
                  alt={t('media.previewOf', { name: item.name })}
                  width={item.width}
                  height={item.height}
                  loading="lazy"
                />
              </td>
              <td>
                <span className={styles.name}>{item.name}</span>
                <br />
                {typeLabel(item.contentType)}
              </td>
              <td>{t('media.size', { size: byteSize(item.bytes), width: item.width, height: item.height })}</td>
              <td>
                {item.variants.length === 0 ? (
                  t('media.copies.none')
                ) : (
                  <ul className={media.plainList}>
                    {item.variants.map((variant) => (
                      <li key={variant.width}>{t('media.copy', { width: variant.width, size: byteSize(variant.bytes) })}</li>
                    ))}
                  </ul>
                )}
              </td>
              <td>
                {item.usedBy.length === 0 ? (
                  t('media.unused')
                ) : (
                  <ul className={media.plainList}>
                    {item.usedBy.map((use) => (
                      <li key={`${use.kind}-${use.id}`}>{t(useKeys[use.kind], { label: use.label })}</li>
                    ))}
                  </ul>
                )}
              </td>
              <td>{formatDate(item.createdAt, 'short')}</td>
              {canDelete && (
                <td>
                  <button
                    type="button"
                    className={button.danger}
                    aria-label={t('manage.deleteOf', { name: item.name })}
                    aria-describedby={item.usedBy.length > 0 ? `in-use-${item.name}` : undefined}
                    disabled={busy || item.usedBy.length > 0}
                    onClick={() => onDelete(item)}
                  >
                    {t('manage.delete')}
                  </button>
                  {item.usedBy.length > 0 && (
                    <span id={`in-use-${item.name}`} className={media.note}>
                      {t('media.delete.inUse', { name: item.name })}
                    </span>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
