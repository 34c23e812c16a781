import { useState, type DragEvent, type KeyboardEvent } from 'react';
import { t } from '../../../i18n/messages';
import button from '../../../ui/button.module.css';
import adminTable from '../adminTable.module.css';
import styles from '../manage/Manage.module.css';
import { TableFrame } from '../TableFrame';
import { FeatureDialog } from './FeatureDialog';
import { PartList, RowActions, useListState } from './PartList';
import services from './Services.module.css';
import {
  useAllFeatures,
  useReorderFeatures,
  useServiceParts,
  type AdminServiceFeature,
  type DoomedPart,
} from './useServiceParts';

/** `ids` with the one at `from` moved to `to` (0-based places). */
export function moved(ids: readonly string[], from: number, to: number): string[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id!);
  return next;
}

/**
 * The service's features in their display order. Admins move a feature by dragging its row, with its Move up and
 * Move down buttons, or with Alt+Up and Alt+Down on the focused row; a live region says where it went. Moving
 * needs the whole list, so it is offered while no search narrows it.
 */
export function FeaturesSection({ slug, canManage }: { slug: string; canManage: boolean }) {
  const list = useListState();
  const result = useServiceParts('features', slug, list.q, list.page, 'features.loadFailed');
  const all = useAllFeatures(slug);
  const reorder = useReorderFeatures(slug);
  const [editing, setEditing] = useState<AdminServiceFeature | 'new' | null>(null);
  const [deleting, setDeleting] = useState<DoomedPart | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<string | null>(null);

  const ids = all.data?.items.map((feature) => feature.id) ?? [];
  const canMove = canManage && list.search.trim() === '' && all.data !== undefined && !reorder.isPending;

  const move = (feature: AdminServiceFeature, to: number) => {
    const from = ids.indexOf(feature.id);
    if (!canMove || from < 0 || to < 0 || to >= ids.length || to === from) return;
    setAnnouncement('');
    reorder.mutate(moved(ids, from, to), {
      onSuccess: () => setAnnouncement(t('features.moved', { name: feature.title, position: to + 1, count: ids.length })),
    });
  };

  const onRowKeyDown = (event: KeyboardEvent, feature: AdminServiceFeature) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(feature, ids.indexOf(feature.id) + (event.key === 'ArrowUp' ? -1 : 1));
  };

  const onDrop = (event: DragEvent, target: AdminServiceFeature) => {
    event.preventDefault();
    const feature = all.data?.items.find((candidate) => candidate.id === dragged);
    setDragged(null);
    if (feature) move(feature, ids.indexOf(target.id));
  };

  return (
    <>
      <PartList
        slug={slug}
        list={list}
        result={result}
        canManage={canManage}
        addLabel="features.add"
        loading="features.loading"
        loadFailed="features.loadFailed"
        empty="features.empty"
        onAdd={() => setEditing('new')}
        deleting={deleting}
        deleteQuestion={t('features.delete.question', { name: deleting?.name ?? '' })}
        deleteDetail={t('features.delete.detail')}
        onDeleteSettled={() => setDeleting(null)}
        hint={canManage && <p className={styles.readOnly}>{t('features.reorderHint')}</p>}
      >
        <TableFrame label={t('features.table')}>
          <table className={adminTable.table}>
            <thead>
              <tr>
                <th scope="col">{t('services.column.order')}</th>
                <th scope="col">{t('services.column.title')}</th>
                <th scope="col">{t('services.column.description')}</th>
                {canManage && <th scope="col">{t('manage.column.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {result.data?.items.map((feature) => {
                const place = ids.indexOf(feature.id);
                return (
                  <tr
                    key={feature.id}
                    className={dragged === feature.id ? services.dragging : undefined}
                    draggable={canMove}
                    onDragStart={(event) => {
                      event.dataTransfer.effectAllowed = 'move';
                      event.dataTransfer.setData('text/plain', feature.id);
                      setDragged(feature.id);
                    }}
                    onDragOver={(event) => canMove && dragged && event.preventDefault()}
                    onDrop={(event) => onDrop(event, feature)}
                    onDragEnd={() => setDragged(null)}
                    onKeyDown={(event) => onRowKeyDown(event, feature)}
                  >
                    <td>{feature.displayOrder}</td>
                    <td className={styles.name}>{feature.title}</td>
                    <td>{feature.description}</td>
                    {canManage && (
                      <td>
                        <div className={styles.actions}>
                          <button
                            type="button"
                            className={button.outline}
                            aria-label={t('features.moveUpOf', { name: feature.title })}
                            disabled={!canMove || place <= 0}
                            onClick={() => move(feature, place - 1)}
                          >
                            {t('features.moveUp')}
                          </button>
                          <button
                            type="button"
                            className={button.outline}
                            aria-label={t('features.moveDownOf', { name: feature.title })}
                            disabled={!canMove || place < 0 || place >= ids.length - 1}
                            onClick={() => move(feature, place + 1)}
                          >
                            {t('features.moveDown')}
                          </button>
                          <RowActions
                            name={feature.title}
                            onEdit={() => setEditing(feature)}
                            onDelete={() => setDeleting({ kind: 'features', id: feature.id, name: feature.title })}
                          />
                        </div>
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableFrame>
      </PartList>
      <p className={services.liveRegion} role="status" aria-live="polite">
        {announcement}
      </p>
      <FeatureDialog slug={slug} editing={editing} count={ids.length} onClose={() => setEditing(null)} />
    </>
  );
}
