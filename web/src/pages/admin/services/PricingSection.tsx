import { useState } from 'react';
import { t } from '../../../i18n/messages';
import { formatPrice } from '../../../lib/format';
import adminTable from '../adminTable.module.css';
import styles from '../manage/Manage.module.css';
import { TableFrame } from '../TableFrame';
import { PartList, RowActions, useListState } from './PartList';
import { PricingTierDialog } from './PricingTierDialog';
import { useServiceParts, type AdminPricingTier, type DoomedPart } from './useServiceParts';

const priceText = ({ priceCents, interval }: AdminPricingTier) =>
  t(interval === 'month' ? 'services.price.month' : 'services.price.project', { price: formatPrice(priceCents) });

/** The service's pricing tiers, cheapest first: name, price, what it includes and whether it is marked most popular. */
export function PricingSection({ slug, canManage }: { slug: string; canManage: boolean }) {
  const list = useListState();
  const result = useServiceParts('pricing-tiers', slug, list.q, list.page, 'pricing.loadFailed');
  const [editing, setEditing] = useState<AdminPricingTier | 'new' | null>(null);
  const [deleting, setDeleting] = useState<DoomedPart | null>(null);
  return (
    <>
      <PartList
        slug={slug}
        list={list}
        result={result}
        canManage={canManage}
        addLabel="pricing.add"
        loading="pricing.loading"
        loadFailed="pricing.loadFailed"
        empty="pricing.empty"
        onAdd={() => setEditing('new')}
        deleting={deleting}
        deleteQuestion={t('pricing.delete.question', { name: deleting?.name ?? '' })}
        deleteDetail={t('pricing.delete.detail')}
        onDeleteSettled={() => setDeleting(null)}
      >
        <TableFrame label={t('pricing.table')}>
          <table className={adminTable.table}>
            <thead>
              <tr>
                <th scope="col">{t('services.column.name')}</th>
                <th scope="col">{t('services.column.price')}</th>
                <th scope="col">{t('services.column.features')}</th>
                <th scope="col">{t('services.column.highlighted')}</th>
                {canManage && <th scope="col">{t('manage.column.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {result.data?.items.map((tier) => (
                <tr key={tier.id}>
                  <td className={styles.name}>{tier.name}</td>
                  <td>{priceText(tier)}</td>
                  <td>{tier.features.join(', ')}</td>
                  <td>{tier.highlighted ? t('services.yes') : t('services.no')}</td>
                  {canManage && (
                    <td>
                      <RowActions
                        name={tier.name}
                        onEdit={() => setEditing(tier)}
                        onDelete={() => setDeleting({ kind: 'pricing-tiers', id: tier.id, name: tier.name })}
                      />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      </PartList>
      <PricingTierDialog slug={slug} editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
