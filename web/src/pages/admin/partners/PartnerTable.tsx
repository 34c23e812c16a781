import { t } from '../../../i18n/messages';
import button from '../../../ui/button.module.css';
import adminTable from '../adminTable.module.css';
import { ActiveToggle } from '../manage/ActiveToggle';
import styles from '../manage/Manage.module.css';
import { TableFrame } from '../TableFrame';
import type { AdminPartner, PartnerAction } from './usePartners';

interface PartnerTableProps {
  partners: readonly AdminPartner[];
  /** Admins get the Active switch, Edit and Delete; members see the list. */
  canManage: boolean;
  busy: boolean;
  onEdit: (partner: AdminPartner) => void;
  onAction: (action: PartnerAction) => void;
}

/** The partners: Logo, Name, Active (switched in place) and, for admins, Edit and Delete. */
export function PartnerTable({ partners, canManage, busy, onEdit, onAction }: PartnerTableProps) {
  return (
    <TableFrame label={t('partners.table')}>
      <table className={adminTable.table}>
        <thead>
          <tr>
            <th scope="col">{t('partners.column.logo')}</th>
            <th scope="col">{t('manage.column.name')}</th>
            <th scope="col">{t('manage.column.active')}</th>
            {canManage && <th scope="col">{t('manage.column.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {partners.map((partner) => (
            <tr key={partner.id}>
              <td>
                <img
                  className={styles.thumb}
                  src={partner.logo.url}
                  alt={t('partners.logoOf', { name: partner.name })}
                  width={partner.logo.width ?? undefined}
                  height={partner.logo.height ?? undefined}
                  loading="lazy"
                />
              </td>
              <td className={styles.name}>{partner.name}</td>
              <td>
                <ActiveToggle
                  name={partner.name}
                  active={partner.active}
                  canChange={canManage}
                  busy={busy}
                  onChange={(active) => onAction({ kind: 'active', partner, active })}
                />
              </td>
              {canManage && (
                <td>
                  <div className={styles.actions}>
                    <button
                      type="button"
                      className={button.outline}
                      aria-haspopup="dialog"
                      aria-label={t('manage.editOf', { name: partner.name })}
                      disabled={busy}
                      onClick={() => onEdit(partner)}
                    >
                      {t('manage.edit')}
                    </button>
                    <button
                      type="button"
                      className={button.danger}
                      aria-label={t('manage.deleteOf', { name: partner.name })}
                      disabled={busy}
                      onClick={() => onAction({ kind: 'delete', partner })}
                    >
                      {t('manage.delete')}
                    </button>
                  </div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
