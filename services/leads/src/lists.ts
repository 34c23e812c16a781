// What the admin lists and their exports share.
import { queryPage, type ListSpec, type Orm } from '@agency/kit';

/** The most rows one CSV export carries, as the contract says. */
export const exportLimit = 10_000;

export interface LeadFilter<Status extends string> {
  status?: Status;
  q?: string;
}

export interface LeadQuery<Status extends string> extends LeadFilter<Status> {
  limit: number;
  offset: number;
}

/** A list of leads, newest first, filtered by status and searched by part of the `search` columns. */
export const leadList = <Row extends object, Item>(
  table: string,
  columns: string,
  search: string[],
  toItem: (row: Row) => Item,
): ListSpec<Row, Item, 'status'> => ({
  columns,
  from: table,
  filters: { status: 'status = :status' },
  search,
  orderBy: 'created_at DESC, id DESC',
  toItem,
});

/** One page of the list: the admin's screen. */
export const leadPage = <Row extends object, Item, Status extends string>(
  orm: Orm,
  list: ListSpec<Row, Item, 'status'>,
  query: LeadQuery<Status>,
) => queryPage(orm, list, { filter: { status: query.status }, q: query.q, limit: query.limit, offset: query.offset });

/** What the list shows for the same filter, every page of it (up to the export's limit). */
export const leadExport = async <Row extends object, Item, Status extends string>(
  orm: Orm,
  list: ListSpec<Row, Item, 'status'>,
  filter: LeadFilter<Status>,
): Promise<Item[]> => (await leadPage(orm, list, { ...filter, limit: exportLimit, offset: 0 })).items;
