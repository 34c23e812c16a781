import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { t } from '../../../shared/i18n/messages';
import button from '../../../shared/ui/button.module.css';
import { RecordList } from '../../../shared/ui/records/RecordList';
import { useRecordListState } from '../../../shared/ui/records/useRecords';
import styles from '../manage/Manage.module.css';
import { featureKind } from './featureKind';
import services from './Services.module.css';
import { useAllFeatures, useReorderFeatures, type AdminServiceFeature } from './useServiceParts';

type MoveControl = 'up' | 'down';

/** `ids` with the one at `from` moved to `to` (0-based places). */
export function moved(ids: readonly string[], from: number, to: number): string[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id!);
  return next;
}

/**
 * The service's features in their display order. Admins move a feature by dragging its row, with its Move up and
 * Move down buttons, or with Alt+Up and Alt+Down on the focused row; a live region says where it went, and the
 * focus stays on the moved row's Move button. Moving needs the whole list, so it is offered while no search narrows it.
 */
export function FeaturesSection({ slug, canManage }: { slug: string; canManage: boolean }) {
  const list = useRecordListState();
  const all = useAllFeatures(slug);
  const reorder = useReorderFeatures(slug);
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<string | null>(null);
  // The moved row's Move button that keeps the focus once the new order is shown (the other one at an end).
  const refocus = useRef<{ id: string; to: number; control: MoveControl } | null>(null);
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());

  const ids = all.data?.items.map((feature) => feature.id) ?? [];
  // While a move is saved the buttons stay enabled (aria-disabled), so the focus is not dropped from them.
  const movable = canManage && list.search.trim() === '' && all.data !== undefined;
  const canMove = movable && !reorder.isPending;
  const shownOrder = ids.join(' ');

  useEffect(() => {
    const moved = refocus.current;
    if (!moved || shownOrder.split(' ').indexOf(moved.id) !== moved.to) return;
    const wanted = moveButtons.current.get(`${moved.id}:${moved.control}`);
    const other = moveButtons.current.get(`${moved.id}:${moved.control === 'up' ? 'down' : 'up'}`);
    (wanted && !wanted.disabled ? wanted : other)?.focus();
    refocus.current = null;
  }, [shownOrder]);

  const move = (feature: AdminServiceFeature, to: number, control: MoveControl) => {
    const from = ids.indexOf(feature.id);
    if (!canMove || from < 0 || to < 0 || to >= ids.length || to === from) return;
    setAnnouncement('');
    reorder.mutate(moved(ids, from, to), {
      onSuccess: () => {
        setAnnouncement(t('features.moved', { name: feature.title, position: to + 1, count: ids.length }));
        refocus.current = { id: feature.id, to, control };
      },
    });
  };

  const onRowKeyDown = (event: KeyboardEvent, feature: AdminServiceFeature) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const up = event.key === 'ArrowUp';
    move(feature, ids.indexOf(feature.id) + (up ? -1 : 1), up ? 'up' : 'down');
  };

  const moveButton = (feature: AdminServiceFeature, control: MoveControl) => (element: HTMLButtonElement | null) => {
    const key = `${feature.id}:${control}`;
    if (element) moveButtons.current.set(key, element);
    else moveButtons.current.delete(key);
  };

  const onDrop = (event: DragEvent, target: AdminServiceFeature) => {
    event.preventDefault();
    const feature = all.data?.items.find((candidate) => candidate.id === dragged);
    setDragged(null);
    if (feature) move(feature, ids.indexOf(target.id), 'up');
  };

  return (
    <>
      <div>
        <RecordList
          kind={featureKind(slug, ids.length)}
          canManage={canManage}
          list={list}
          hint={canManage && <p className={styles.readOnly}>{t('features.reorderHint')}</p>}
          rowProps={(feature) => ({
            className: dragged === feature.id ? services.dragging : undefined,
            draggable: canMove,
            onDragStart: (event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', feature.id);
              setDragged(feature.id);
            },
            onDragOver: (event) => canMove && dragged && event.preventDefault(),
            onDrop: (event) => onDrop(event, feature),
            onDragEnd: () => setDragged(null),
            onKeyDown: (event) => onRowKeyDown(event, feature),
          })}
          actions={(feature) => {
            const place = ids.indexOf(feature.id);
            return (
              <>
                <button
                  ref={moveButton(feature, 'up')}
                  type="button"
                  className={button.outline}
                  aria-label={t('features.moveUpOf', { name: feature.title })}
                  disabled={!movable || place <= 0}
                  aria-disabled={reorder.isPending || undefined}
                  onClick={() => move(feature, place - 1, 'up')}
                >
                  {t('features.moveUp')}
                </button>
                <button
                  ref={moveButton(feature, 'down')}
                  type="button"
                  className={button.outline}
                  aria-label={t('features.moveDownOf', { name: feature.title })}
                  disabled={!movable || place < 0 || place >= ids.length - 1}
                  aria-disabled={reorder.isPending || undefined}
                  onClick={() => move(feature, place + 1, 'down')}
                >
                  {t('features.moveDown')}
                </button>
              </>
            );
          }}
        />
      </div>
      <p className={services.liveRegion} role="status" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
