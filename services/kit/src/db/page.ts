import type { SqlParams } from './named-parameters.js';
import { escapeLike, queryRows, type Queryable } from './sql.js';

/**
 * A list the back office pages through, described once: what a row is, which filters it allows and which
 * columns its search reads. `Filter` names the filters a caller may give.
 */
export interface ListSpec<Row extends object, Item, Filter extends string = never> {
  /** What `SELECT` gives for each row, on the aliases of `from`. */
  columns: string;
  /** The table and its joins (or a subquery), without WHERE. */
  from: string;
  /** Conditions every row meets, joined with AND. */
  where?: readonly string[];
  /** Each filter's condition, with its value as the named parameter of the same name (`status = :status`). */
  filters?: Readonly<Record<Filter, string>>;
  /** The columns a search matches part of, whatever its case; the text is bound as `:search`. */
  search?: readonly string[];
  orderBy: string;
  /**
   * For rows costly to read in full (joins, aggregates): `columns` and `from` only pick and count the page, and
   * the page's rows are read by joining `page` (what was picked) in `from` here, so only they are read.
   */
  pageRows?: { columns: string; from: string };
  toItem: (row: Row) => Item;
}

export interface ListQuery<Filter extends string = never> {
  /** Parameters of `from` and `where`. */
  params?: SqlParams;
  /** Values of the filters; one left undefined is not applied. */
  filter?: Partial<Record<Filter, unknown>>;
  /** The search text; blank is no search. */
  q?: string;
  limit: number;
  offset: number;
}

export interface ListPage<Item> {
  items: Item[];
  /** How many rows match, on every page. */
  total: number;
}

function conditionsOf<Filter extends string>(
  spec: Pick<ListSpec<object, unknown, Filter>, 'where' | 'filters' | 'search'>,
  query: Omit<ListQuery<Filter>, 'limit' | 'offset'>,
): { where: string; params: SqlParams } {
  const conditions = [...(spec.where ?? [])];
  const params: Record<string, unknown> = { ...query.params };
  for (const name in spec.filters) {
    const value = query.filter?.[name];
    if (value === undefined) continue;
    conditions.push(spec.filters[name]);
    params[name] = value;
  }
  const text = query.q?.trim();
  if (text && spec.search?.length) {
    conditions.push(`(${spec.search.map((column) => `${column} ILIKE :search`).join(' OR ')})`);
    params.search = `%${escapeLike(text)}%`;
  }
  return { where: conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/**
 * One page of a list and how many rows match, in one statement: the total rides on every row. A page past the
 * last has no row to carry it, so there it is counted on its own.
 */
export async function queryPage<Row extends object, Item, Filter extends string = never>(
  db: Queryable,
  spec: ListSpec<Row, Item, Filter>,
  query: ListQuery<Filter>,
): Promise<ListPage<Item>> {
  const { where, params } = conditionsOf(spec, query);
  const pick = `SELECT ${spec.columns}, count(*) OVER ()::int AS page_total FROM ${spec.from} ${where}
     ORDER BY ${spec.orderBy} LIMIT :limit OFFSET :offset`;
  const rows = await queryRows<Row & { pageTotal: number }>(
    db,
    spec.pageRows
      ? `WITH page AS (${pick})
         SELECT ${spec.pageRows.columns}, page.page_total FROM ${spec.pageRows.from} ORDER BY ${spec.orderBy}`
      : pick,
    { ...params, limit: query.limit, offset: query.offset },
  );
  const total =
    rows[0]?.pageTotal ??
    (query.offset === 0
      ? 0
      : (await queryRows<{ total: number }>(db, `SELECT count(*)::int AS total FROM ${spec.from} ${where}`, params))[0]!.total);
  return { items: rows.map(({ pageTotal: _total, ...row }) => spec.toItem(row as unknown as Row)), total };
}
