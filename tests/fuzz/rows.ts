import { rateLimitTable, type SqlParams } from '@agency/kit';

/**
 * Tables that exist to record refused requests, so a 4xx is expected to change them: the rate-limit
 * counters count failed sign-ins (and their 401) on purpose.
 */
const refusalRecords = new Set([rateLimitTable]);

type Sql = <Row extends object = Record<string, unknown>>(query: string, params?: SqlParams) => Promise<Row[]>;

/** Each table of a service's database as its row count and a checksum of its rows. */
export type RowSnapshot = Record<string, string>;

/**
 * Snapshots of every table of a service's database: two that are equal mean no row was added,
 * removed or changed in between.
 */
export function rowSnapshots(sql: Sql, eventsPending: () => Promise<number>) {
  let query: string | undefined;

  async function read(): Promise<{ snapshot: RowSnapshot; unpublished: number }> {
    if (!query) {
      const tables = await sql<{ name: string }>(
        "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
      );
      query = [
        "SELECT '' AS name, count(*)::text AS state FROM outbox_events WHERE published_at IS NULL",
        ...tables
          .filter(({ name }) => !refusalRecords.has(name))
          .map(
            ({ name }) =>
              `SELECT '${name}', count(*) || ':' || coalesce(md5(string_agg(t::text, ',' ORDER BY t::text)), '') FROM "${name}" t`,
          ),
      ].join(' UNION ALL ');
    }
    const rows = await sql<{ name: string; state: string }>(query);
    const [outbox, ...tables] = rows;
    return { snapshot: Object.fromEntries(tables.map((row) => [row.name, row.state])), unpublished: Number(outbox?.state) };
  }

  /**
   * A snapshot taken once the work a request set off in the background is done (the outbox relay
   * publishing its events, and the service's own consumers handling them), so that it does not show
   * up as a change made by the next request.
   */
  async function settled(timeoutMs = 10_000): Promise<RowSnapshot> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { snapshot, unpublished } = await read();
      if (unpublished === 0 && (await eventsPending()) === 0) {
        // A consumer acks after its transaction commits, so a snapshot read now sees all it wrote.
        const { snapshot: after } = await read();
        if (changedTables(snapshot, after).length === 0) return after;
      }
      if (Date.now() > deadline) throw new Error('the outbox or a consumer did not drain: is NATS up?');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  return { settled, now: async () => (await read()).snapshot };
}

/** The tables whose rows differ between two snapshots. */
export const changedTables = (before: RowSnapshot, after: RowSnapshot) =>
  Object.keys({ ...before, ...after }).filter((table) => after[table] !== before[table]);
