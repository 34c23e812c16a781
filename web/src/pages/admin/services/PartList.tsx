import { useId, useState, type ReactNode } from 'react';
import fields from '../../../forms/Field.module.css';
import { t, type TextKey } from '../../../i18n/messages';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import button from '../../../ui/button.module.css';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import layout from '../../../ui/layout.module.css';
import adminPage from '../adminPage.module.css';
import { SEARCH_DEBOUNCE_MS } from '../ListFilters';
import styles from '../manage/Manage.module.css';
import { Pagination } from '../Pagination';
import { SERVICE_PARTS_PAGE_SIZE, useDeletePart, type DoomedPart } from './useServiceParts';

/** The search text, the debounced query and the page of one managed list. */
export function useListState() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const searchFor = (value: string) => {
    setSearch(value);
    setPage(1);
  };
  return { search, searchFor, q, page, setPage };
}

interface PartListProps {
  slug: string;
  list: ReturnType<typeof useListState>;
  result: { data?: { items: readonly unknown[]; total: number; page: number }; isPending: boolean; isError: boolean };
  canManage: boolean;
  addLabel: TextKey;
  loading: TextKey;
  loadFailed: TextKey;
  empty: TextKey;
  onAdd: () => void;
  /** The part asked about, its question and what depends on it; null when none is. */
  deleting: DoomedPart | null;
  deleteQuestion: string;
  deleteDetail: string;
  onDeleteSettled: () => void;
  /** A line above the table (how to reorder). */
  hint?: ReactNode;
  children: ReactNode;
}

/** A managed list of a service's parts: Add, a search, the table, its pages, and a delete that asks first. */
export function PartList(props: PartListProps) {
  const { list, result, canManage } = props;
  const searchId = useId();
  const remove = useDeletePart(props.slug);
  const { data } = result;
  return (
    <div>
      {canManage && (
        <div className={adminPage.header}>
          <button type="button" className={button.primary} aria-haspopup="dialog" onClick={props.onAdd}>
            {t(props.addLabel)}
          </button>
        </div>
      )}
      <div className={`${fields.field} ${styles.toolbar}`}>
        <label htmlFor={searchId}>{t('services.search')}</label>
        <input
          id={searchId}
          type="search"
          placeholder={t('services.searchPlaceholder')}
          maxLength={200}
          value={list.search}
          onChange={(event) => list.searchFor(event.target.value)}
        />
      </div>
      {props.hint}
      {result.isPending && (
        <p className={layout.status} role="status">
          {t(props.loading)}
        </p>
      )}
      {!result.isPending && result.isError && !data && <p className={adminPage.empty}>{t(props.loadFailed)}</p>}
      {data && data.items.length === 0 && <p className={adminPage.empty}>{t(props.empty)}</p>}
      {data && data.items.length > 0 && props.children}
      {data && <Pagination page={data.page} total={data.total} pageSize={SERVICE_PARTS_PAGE_SIZE} onPageChange={list.setPage} />}
      <ConfirmDialog
        open={props.deleting !== null}
        question={props.deleteQuestion}
        detail={props.deleteDetail}
        confirmLabel={t('manage.delete')}
        cancelLabel={t('manage.cancel')}
        pending={remove.isPending}
        onConfirm={() => props.deleting && remove.mutate(props.deleting, { onSettled: props.onDeleteSettled })}
        onCancel={props.onDeleteSettled}
      />
    </div>
  );
}

/** Edit and Delete for one row, named after the part. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={button.outline}
        aria-haspopup="dialog"
        aria-label={t('manage.editOf', { name })}
        onClick={onEdit}
      >
        {t('manage.edit')}
      </button>
      <button type="button" className={button.danger} aria-label={t('manage.deleteOf', { name })} onClick={onDelete}>
        {t('manage.delete')}
      </button>
    </div>
  );
}
