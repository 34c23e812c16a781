// `npm test` runs on a PostgreSQL server of its own (scripts/lib/infra.mjs), so that two runs side by side share
// neither database names nor the shared server's connection limit: it answers on a port of its own, with room for
// a whole run's connections, and once stopped nothing of it is left, neither the process nor its files.
import { existsSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startTestPostgres } from '../../scripts/lib/infra.mjs';

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

describe("the test run's own PostgreSQL", () => {
  it('answers on its own port with room for a run, and leaves nothing behind once stopped', async () => {
    const server = await startTestPostgres(() => undefined);
    try {
      expect(new URL(server.url).port).not.toBe('5432');
      expect(existsSync(server.directory)).toBe(true);
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      const { rows } = await client.query<{ connections: string; fsync: string }>(
        "SELECT current_setting('max_connections') AS connections, current_setting('fsync') AS fsync",
      );
      await client.end();
      expect(Number(rows[0]!.connections)).toBeGreaterThanOrEqual(300);
      expect(rows[0]!.fsync).toBe('off');
    } finally {
      await server.stop();
    }
    expect(await answers(server.url)).toBe(false);
    expect(existsSync(server.directory)).toBe(false);
  });
});
