import { useState, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { t, type TextKey } from '../../i18n/messages';
import adminPage from '../../admin/adminPage.module.css';
import { Pagination } from '../../admin/Pagination';
import button from '../button.module.css';
import { ConfirmDialog } from '../ConfirmDialog';
import layout from '../layout.module.css';
import { RecordDialog } from './RecordDialog';
import type { RecordKind, RowExtras } from './RecordKind';
import { RecordSearch } from './RecordSearch';
import { RecordTable } from './RecordTable';
import { useRecordAction, useRecordListState, useRecordPage, type RecordListState } from './useRecords';

interface RecordListProps<Row extends { id: string }, Values extends FieldValues, Sent, Input> extends RowExtras<Row> {
  kind: RecordKind<Row, Values, Sent, Input>;
  /** Admins add, edit and delete (the services refuse anyone else); members see the list. */
  canManage: boolean;
  /** The screen's heading, beside Add; a section under a heading of its own has none. */
  title?: TextKey;
  /** A line under the heading (a member's read-only note). */
  notice?: ReactNode;
  /** A line under the search (how to reorder). */
  hint?: ReactNode;
  /** The search and page, when the screen needs them too (a reorder only while no search narrows the list). */
  list?: RecordListState;
  /** Who may add, when it is not who manages (the whole team adds categories). */
  canAdd?: boolean;
  /** Beside Add in the heading (a link to a sibling list). */
  headerExtra?: ReactNode;
  /** A kind whose Delete offers choices draws its own dialog; without this, Delete asks first. */
  onDelete?: (row: Row) => void;
}

/** A kind's records: Add, a search, the table, its pages, a delete that asks first, and the add/edit dialog. */
export function RecordList<Row extends { id: string }, Values extends FieldValues, Sent, Input>(
  props: RecordListProps<Row, Values, Sent, Input>,
) {
  const { kind, canManage, title } = props;
  const canAdd = (props.canAdd ?? canManage) && kind.words.add !== undefined;
  const { words } = kind;
  const ownList = useRecordListState();
  const list = props.list ?? ownList;
  const { data, isPending, isError } = useRecordPage(kind as never, list.q, list.page) as ReturnType<
    typeof useRecordPage<Row, Input>
  >;
  const action = useRecordAction<Row, Input>(kind as never);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const inUse = deleting && kind.inUse?.applies(deleting) ? kind.inUse : undefined;

  const confirmDelete = () => {
    if (!deleting) return;
    const next = inUse
      ? { kind: 'save' as const, row: deleting, input: inUse.instead(deleting) }
      : { kind: 'delete' as const, row: deleting };
    action.mutate(next, { onSettled: () => setDeleting(null) });
  };

  return (
    <>
      {(title || canAdd || props.headerExtra) && (
        <div className={adminPage.header}>
          {title && <h1>{t(title)}</h1>}
          {canAdd && words.add && (
            <button type="button" className={button.primary} aria-haspopup="dialog" onClick={() => setEditing('new')}>
              {t(words.add)}
            </button>
          )}
          {props.headerExtra}
        </div>
      )}
      {props.notice}
      <RecordSearch
        label={t(words.search)}
        placeholder={words.searchPlaceholder && t(words.searchPlaceholder)}
        maxLength={kind.searchMaxLength}
        value={list.search}
        onChange={list.searchFor}
      />
      {props.hint}
      {isPending && (
        <p className={layout.status} role="status">
          {t(words.loading)}
        </p>
      )}
      {!isPending && isError && !data && <p className={adminPage.empty}>{t(words.loadFailed)}</p>}
      {data && data.items.length === 0 && <p className={adminPage.empty}>{t(words.empty)}</p>}
      {data && data.items.length > 0 && (
        <RecordTable
          label={t(words.table)}
          rows={data.items}
          columns={kind.columns}
          nameOf={kind.nameOf}
          context={{ canManage, busy: action.isPending, save: (row, input) => action.mutate({ kind: 'save', row, input }) }}
          onEdit={setEditing}
          onDelete={props.onDelete ?? setDeleting}
          rowProps={props.rowProps}
          actions={props.actions}
          moreActions={props.moreActions}
          actionWords={kind.rowActions}
        />
      )}
      {data && <Pagination page={list.page} total={data.total} pageSize={kind.pageSize} onPageChange={list.setPage} />}

      <RecordDialog kind={kind} editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        question={words.deleteQuestion(deleting ? kind.nameOf(deleting) : '')}
        detail={inUse && deleting ? inUse.detail(deleting) : t(words.deleteDetail)}
        confirmLabel={t(inUse ? inUse.confirm : 'manage.delete')}
        cancelLabel={t('manage.cancel')}
        pending={action.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
