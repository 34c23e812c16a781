import type { EntitySchema, MigrationObject } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { eventTableMigrations, inboxEntity, outboxEntity } from '../events/tables.js';

export type Orm = MikroORM;

/** Creates the service's own database when it does not exist yet (first start on a new server). */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Database name ${name} must be lower-case letters, digits and _`);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) {
      await client.query(`CREATE DATABASE ${name}`).catch((error: { code?: string }) => {
        // Another replica created it first: before this one looked (42P04), or at the same moment, when PostgreSQL
        // reports the clash on its catalogue's unique index (23505).
        if (error.code !== '42P04' && error.code !== '23505') throw error;
      });
    }
  } finally {
    await client.end();
  }
}

export interface OrmOptions {
  databaseUrl: string;
  entities: EntitySchema<any, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
  migrations: MigrationObject[];
  logger?: FastifyBaseLogger;
  poolMax?: number;
}

/**
 * Opens the service's database and brings its schema up to date. The kit's event tables (outbox,
 * inbox, dead letters) come first, for every service. An advisory lock keeps two replicas from
 * migrating at once.
 */
export async function openDatabase(options: OrmOptions): Promise<Orm> {
  await ensureDatabase(options.databaseUrl);
  const orm = await MikroORM.init({
    clientUrl: options.databaseUrl,
    entities: [outboxEntity, inboxEntity, ...options.entities],
    extensions: [Migrator],
    migrations: {
      migrationsList: [...eventTableMigrations, ...options.migrations],
      transactional: true,
      allOrNothing: true,
      snapshot: false,
    },
    pool: { min: 0, max: options.poolMax ?? 10 },
    discovery: { warnWhenNoEntities: false },
    allowGlobalContext: false,
    ...(options.logger && { logger: (message: string) => options.logger?.debug(message) }),
  });
  // A session's advisory lock belongs to its connection, so one connection holds it from lock to unlock.
  const { client } = orm.em.getConnection().getKnex();
  const session = (await client.acquireConnection()) as pg.Client;
  try {
    await session.query("SELECT pg_advisory_lock(hashtext('agency-migrations'))");
    try {
      await orm.getMigrator().up();
    } finally {
      await session.query("SELECT pg_advisory_unlock(hashtext('agency-migrations'))");
    }
  } finally {
    await client.releaseConnection(session);
  }
  return orm;
}
