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
  /** The outbox as its counts of unpublished and of all rows, e.g. `0:12`. */
  const outboxState = "count(*) FILTER (WHERE published_at IS NULL) || ':' || count(*)";

  async function read(): Promise<{ snapshot: RowSnapshot; outbox: string }> {
    if (!query) {
      const tables = await sql<{ name: string }>(
        "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
      );
      query = [
        `SELECT '' AS name, ${outboxState} AS state FROM outbox_events`,
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
    return { snapshot: Object.fromEntries(tables.map((row) => [row.name, row.state])), outbox: outbox!.state };
  }

  /**
   * A snapshot taken once the work a request set off in the background is done (the outbox relay
   * publishing its events, and the service's own consumers handling them), so that it does not show
   * up as a change made by the next request.
   */
  async function settled(timeoutMs = 10_000): Promise<RowSnapshot> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const [outbox] = await sql<{ state: string }>(`SELECT ${outboxState} AS state FROM outbox_events`);
      if (outbox!.state.startsWith('0:') && (await eventsPending()) === 0) {
        // Every event published by then has been handled, and a consumer acks after its transaction
        // commits, so the snapshot read next sees all they wrote; an outbox with no row added since
        // means no event was still on its way (a consumer's own events would have added rows).
        const { snapshot, outbox: after } = await read();
        if (after === outbox!.state) return snapshot;
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
