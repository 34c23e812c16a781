import { useId, useState } from 'react';
import { useAuth } from '../../../identity/auth/useAuth';
import fields from '../../../shared/forms/Field.module.css';
import { t } from '../../../shared/i18n/messages';
import { useDebouncedValue } from '../../../shared/lib/useDebouncedValue';
import { Seo } from '../../../app/seo/Seo';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import layout from '../../../shared/ui/layout.module.css';
import adminPage from '../../../shared/admin/adminPage.module.css';
import { SEARCH_DEBOUNCE_MS } from '../../../shared/admin/ListFilters';
import styles from '../manage/Manage.module.css';
import { NameSearch } from '../manage/NameSearch';
import { Pagination } from '../../../shared/admin/Pagination';
import media from './Media.module.css';
import { MediaTable } from './MediaTable';
import {
  MEDIA_PAGE_SIZE,
  mediaTypes,
  typeLabel,
  useDeleteMedia,
  useMediaLibrary,
  type MediaItem,
  type MediaType,
} from './useMediaLibrary';

/**
 * /admin/media: every stored image, newest first, searched by file name and type, with its size, WebP copies
 * and the places that show it. Admins delete an image nothing shows (the service refuses one in use).
 */
export function AdminMediaPage() {
  const { isAdmin } = useAuth();
  const typeId = useId();
  const [search, setSearch] = useState('');
  const [type, setType] = useState<MediaType | ''>('');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isPending, isError } = useMediaLibrary(q, type, page);
  const remove = useDeleteMedia();

  return (
    <section className={`${layout.page} ${layout.container}`}>
      <Seo title={t('page.media.title')} description={t('page.media.description')} noIndex />
      <div className={adminPage.header}>
        <h1>{t('page.media.title')}</h1>
      </div>
      <p className={styles.readOnly}>{t('page.media.description')}</p>
      <div className={media.filters}>
        <NameSearch
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <div className={`${fields.field} ${styles.toolbar}`}>
          <label htmlFor={typeId}>{t('media.type')}</label>
          <select
            id={typeId}
            value={type}
            onChange={(event) => {
              setType(event.target.value as MediaType | '');
              setPage(1);
            }}
          >
            <option value="">{t('media.type.all')}</option>
            {mediaTypes.map((mediaType) => (
              <option key={mediaType} value={mediaType}>
                {typeLabel(mediaType)}
              </option>
            ))}
          </select>
        </div>
      </div>

      {isPending && (
        <p className={layout.status} role="status">
          {t('media.loadingList')}
        </p>
      )}
      {!isPending && isError && !data && <p className={adminPage.empty}>{t('media.loadFailed')}</p>}
      {data && data.items.length === 0 && <p className={adminPage.empty}>{t('media.empty')}</p>}
      {data && data.items.length > 0 && (
        <MediaTable items={data.items} canDelete={isAdmin} busy={remove.isPending} onDelete={setDeleting} />
      )}
      {data && <Pagination page={data.page} total={data.total} pageSize={MEDIA_PAGE_SIZE} onPageChange={setPage} />}

      <ConfirmDialog
        open={deleting !== null}
        question={t('media.delete.question', { name: deleting?.name ?? '' })}
        detail={t('media.delete.detail')}
        confirmLabel={t('manage.delete')}
        cancelLabel={t('manage.cancel')}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
