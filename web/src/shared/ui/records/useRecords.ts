import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useFailureToast } from '../../api/useFailureToast';
import { t } from '../../i18n/messages';
import { notify } from '../../lib/notify';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { SEARCH_DEBOUNCE_MS } from '../../admin/ListFilters';
import { refusalReason } from '../../admin/refusal';
import type { RecordKind } from './RecordKind';

/** The search text, the debounced query and the page of one list; a new search starts at page 1. */
export function useRecordListState() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const searchFor = (value: string) => {
    setSearch(value);
    setPage(1);
  };
  return { search, searchFor, q, page, setPage };
}

export type RecordListState = ReturnType<typeof useRecordListState>;

type AnyKind<Row extends { id: string }, Input> = RecordKind<Row, never, unknown, Input>;

/** A page key without its search and page number: which list it is a page of. */
const listOf = (key: QueryKey) => JSON.stringify(key.slice(0, -2));

/**
 * One page of a kind's records whose name holds `q`. While another page of the same list loads, the last one
 * stays; never another kind's rows, which a list reused for another kind (a tab) would otherwise draw in its columns.
 */
export function useRecordPage<Row extends { id: string }, Input>(kind: AnyKind<Row, Input>, q: string, page: number) {
  const queryKey = kind.api.pageKey(q, page);
  const query = useQuery({
    queryKey,
    queryFn: () => kind.api.page(q || undefined, page, kind.pageSize),
    placeholderData: (previous, previousQuery) =>
      previousQuery && listOf(previousQuery.queryKey) === listOf(queryKey) ? keepPreviousData(previous) : undefined,
  });
  useFailureToast(query, t(kind.words.loadFailed));
  return query;
}

/** After a change: everything the kind says the change makes stale is read again. */
export function useReloadRecords(reloads: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return () => Promise.all(reloads.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** What an admin does to a row in place: save it changed (switched off), or delete it (asked first). */
export type RecordAction<Row, Input> = { kind: 'save'; row: Row; input: Input } | { kind: 'delete'; row: Row };

/** Runs one row action, says how it went (a refusal in the server's words), and reads the lists again. */
export function useRecordAction<Row extends { id: string }, Input>(kind: AnyKind<Row, Input>) {
  const reload = useReloadRecords(kind.api.reloads);
  return useMutation({
    mutationFn: async (action: RecordAction<Row, Input>) =>
      action.kind === 'save' ? kind.api.save(action.input, action.row.id) : kind.api.remove?.(action.row),
    onSuccess: (_result, action) =>
      notify.success(t(action.kind === 'delete' ? 'manage.deleted' : 'manage.saved', { name: kind.nameOf(action.row) })),
    onError: (error) => notify.error(refusalReason(error) ?? t('manage.actionFailed')),
    onSettled: () => reload(),
  });
}
