import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Migration } from '@mikro-orm/migrations';
import { defineEntity, p } from '@mikro-orm/core';
import { defineEvent, type Envelope } from '@agency/contracts';
import { z } from 'zod';
import {
  eventEnvelope,
  execute,
  openDatabase,
  outboxRowInsert,
  queryPage,
  queryRow,
  queryRows,
  SqlParameterError,
  type Orm,
} from '@agency/kit';
import { checkedValues } from '@agency/kit/db/constraints';
import { databaseUrlFor, dropTestResources, testNamespace } from '@agency/kit/testing';

const namespace = testNamespace();
let orm: Orm;

class CreateParcels extends Migration {
  override up(): void {
    this.addSql(`CREATE TABLE parcels (
      id int PRIMARY KEY,
      sent_to text NOT NULL,
      state text NOT NULL CHECK (state IN ('packed', 'in-transit', 'it''s here')),
      created_at timestamptz NOT NULL DEFAULT now())`);
    this.addSql(`INSERT INTO parcels (id, sent_to, state) VALUES (1, 'Ada', 'packed'), (2, 'Grace', 'in-transit')`);
  }
}

const Parcel = defineEntity({
  name: 'Parcel',
  tableName: 'parcels',
  properties: {
    id: p.integer().primary().autoincrement(false),
    sentTo: p.string(),
    state: p.string(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()').nullable(),
  },
});

beforeAll(async () => {
  orm = await openDatabase({
    databaseUrl: databaseUrlFor(namespace, 'kitquery'),
    entities: [Parcel],
    migrations: [{ name: '0001-parcels', class: CreateParcels }],
  });
});

afterAll(async () => {
  await orm?.close();
  await dropTestResources(namespace);
});

describe('queryRows', () => {
  it('answers rows with camelCase keys and the driver’s types, binding :name parameters', async () => {
    const rows = await queryRows<{ id: number; sentTo: string; createdAt: string }>(
      orm,
      'SELECT id, sent_to, created_at FROM parcels WHERE state = :state ORDER BY id',
      { state: 'in-transit' },
    );
    expect(rows).toEqual([{ id: 2, sentTo: 'Grace', createdAt: expect.any(String) }]);
    expect(Date.now() - new Date(rows[0]!.createdAt).getTime()).toBeLessThan(60_000);
  });

  it('reads through an entity manager too, and answers undefined for no row', async () => {
    const em = orm.em.fork();
    expect(await queryRow<{ total: number }>(em, 'SELECT count(*)::int AS total FROM parcels')).toEqual({ total: 2 });
    expect(await queryRow(em, 'SELECT id FROM parcels WHERE id = :id', { id: 99 })).toBeUndefined();
  });

  it('binds an array as one PostgreSQL array, and leaves casts and literals in the text alone', async () => {
    const rows = await queryRows<{ sentTo: string }>(
      orm,
      "SELECT sent_to FROM parcels WHERE id = ANY(:ids::int[]) AND state <> ':state' AND sent_to::text = ANY(:names) ORDER BY id",
      { ids: [1, 2, 3], names: ['Ada', 'Grace'] },
    );
    expect(rows).toEqual([{ sentTo: 'Ada' }, { sentTo: 'Grace' }]);
  });

  it('sends values as bind parameters, so no value can change the statement', async () => {
    const hostile = "Ada' OR '1' = '1";
    expect(await queryRows(orm, 'SELECT id FROM parcels WHERE sent_to = :name', { name: hostile })).toEqual([]);
    expect(await queryRow(orm, 'SELECT :text::text AS text', { text: 'it’s ? and $1 and :x' })).toEqual({
      text: 'it’s ? and $1 and :x',
    });
  });

  it('refuses a placeholder without a value before anything reaches the database', async () => {
    await expect(queryRows(orm, 'SELECT id FROM parcels WHERE id = :id', {})).rejects.toThrow(SqlParameterError);
  });
});

describe('execute', () => {
  it('tells how many rows a write touched, and gives its RETURNING rows', async () => {
    const added = await execute<{ id: number; sentTo: string }>(
      orm,
      "INSERT INTO parcels (id, sent_to, state) VALUES (:id, :sentTo, 'packed') RETURNING id, sent_to",
      { id: 10, sentTo: 'Katherine' },
    );
    expect(added).toEqual({ rowCount: 1, rows: [{ id: 10, sentTo: 'Katherine' }] });
    expect(await execute(orm, 'DELETE FROM parcels WHERE id = ANY(:ids)', { ids: [10, 11] })).toEqual({ rowCount: 1, rows: [] });
  });

  it('runs inside the transaction of the entity manager it is given: it sees its writes and goes with its rollback', async () => {
    const rolledBack = orm.em.fork().transactional(async (em) => {
      em.create(Parcel, { id: 3, sentTo: 'Hedy', state: 'packed' });
      await em.flush();
      // The entity's uncommitted row is there for the statement, and the statement's write for the next read.
      expect(await execute(em, "UPDATE parcels SET state = 'in-transit' WHERE id = :id", { id: 3 })).toEqual({
        rowCount: 1,
        rows: [],
      });
      await execute(em, "INSERT INTO parcels (id, sent_to, state) VALUES (4, 'Radia', 'packed')");
      expect(await queryRows(em, 'SELECT id, state FROM parcels WHERE id IN (3, 4) ORDER BY id')).toEqual([
        { id: 3, state: 'in-transit' },
        { id: 4, state: 'packed' },
      ]);
      // The ORM takes a pooled connection of its own, which does not see them yet.
      expect(await queryRows(orm, 'SELECT id FROM parcels WHERE id IN (3, 4)')).toEqual([]);
      throw new Error('roll back');
    });
    await expect(rolledBack).rejects.toThrow('roll back');
    expect(await queryRows(orm, 'SELECT id FROM parcels WHERE id IN (3, 4)')).toEqual([]);
  });

  it('holds the transaction’s locks until it ends', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holding = orm.em.fork().transactional(async (em) => {
      await execute(em, 'SELECT id FROM parcels WHERE id = 1 FOR UPDATE');
      locked();
      await released;
    });
    await lockTaken;
    // Another connection cannot take the row while the transaction holds it.
    const skipped = await queryRows(orm, 'SELECT id FROM parcels WHERE id = 1 FOR UPDATE SKIP LOCKED');
    release();
    await holding;
    expect(skipped).toEqual([]);
    expect(await queryRows(orm, 'SELECT id FROM parcels WHERE id = 1 FOR UPDATE SKIP LOCKED')).toEqual([{ id: 1 }]);
  });
});

describe('outboxRowInsert', () => {
  const parcelSent = defineEvent('kittest.parcel.sent.v1', z.object({ parcelId: z.number(), seq: z.number() }));
  const outboxRow = (id: string) =>
    queryRow<{ type: string; envelope: Envelope<{ parcelId: number; seq: number }>; occurredAt: string; publishedAt: null }>(
      orm,
      'SELECT type, envelope, occurred_at, published_at FROM outbox_events WHERE id = :id',
      { id },
    );

  it('writes an event’s outbox row as part of a statement, waiting for the relay', async () => {
    const envelope = eventEnvelope('kittest', parcelSent, { parcelId: 1, seq: 0 });
    const outbox = outboxRowInsert(envelope);
    await execute(orm, outbox.sql, outbox.params);
    const row = await outboxRow(envelope.id);
    expect(row).toMatchObject({ type: 'kittest.parcel.sent.v1', envelope, publishedAt: null });
    expect(new Date(row!.occurredAt).toISOString()).toBe(envelope.occurredAt);
  });

  it('completes the envelope from the statement’s own rows, in the statement that makes the change', async () => {
    const envelope = eventEnvelope('kittest', parcelSent, { parcelId: 20, seq: 0 });
    const outbox = outboxRowInsert(envelope, {
      from: 'added',
      envelope: (stored) => `jsonb_set(${stored}, '{data,seq}', to_jsonb(added.id * 2))`,
    });
    const added = await queryRow<{ id: number }>(
      orm,
      `WITH added AS (INSERT INTO parcels (id, sent_to, state) VALUES (:id, 'Lise', 'packed') RETURNING id),
       published AS (${outbox.sql})
       SELECT id FROM added`,
      { id: 20, ...outbox.params },
    );
    expect(added).toEqual({ id: 20 });
    expect((await outboxRow(envelope.id))?.envelope).toEqual({ ...envelope, data: { parcelId: 20, seq: 40 } });
  });
});

describe('checkedValues', () => {
  it('reads back the values a CHECK … IN constraint allows', async () => {
    expect(await checkedValues(orm, 'parcels', 'state')).toEqual(['packed', 'in-transit', "it's here"]);
    expect(await checkedValues(orm, 'parcels', 'sent_to')).toEqual([]);
  });
});

describe('queryPage', () => {
  const books = {
    columns: 'b.id, b.title',
    from: 'books b',
    where: ['b.shelf = :shelf'],
    filters: { lent: 'b.lent = :lent' },
    search: ['b.title', 'b.author'],
    orderBy: 'b.id',
    toItem: (row: { id: number; title: string }) => row.title,
  };

  beforeAll(async () => {
    await execute(orm, 'CREATE TABLE books (id int PRIMARY KEY, shelf int, title text, author text, lent boolean)');
    await execute(
      orm,
      `INSERT INTO books VALUES (1, 1, 'Emma', 'Austen', false), (2, 1, 'Persuasion', 'Austen', true),
       (3, 1, '100% Dune', 'Herbert', false), (4, 1, 'Middlemarch', 'Eliot', false), (5, 2, 'Ulysses', 'Joyce', false)`,
    );
  });

  it('answers one page of the rows that meet the conditions, filters and search, with how many match', async () => {
    const page = (query: object) => queryPage(orm, books, { params: { shelf: 1 }, limit: 2, offset: 0, ...query });
    expect(await page({})).toEqual({ items: ['Emma', 'Persuasion'], total: 4 });
    expect(await page({ offset: 2 })).toEqual({ items: ['100% Dune', 'Middlemarch'], total: 4 });
    expect(await page({ filter: { lent: false } })).toEqual({ items: ['Emma', '100% Dune'], total: 3 });
    expect(await page({ filter: { lent: undefined }, q: ' austen ' })).toEqual({ items: ['Emma', 'Persuasion'], total: 2 });
    expect(await page({ q: '0%' })).toEqual({ items: ['100% Dune'], total: 1 });
    expect(await page({ q: '   ' })).toEqual({ items: ['Emma', 'Persuasion'], total: 4 });
  });

  it('still counts the matches on a page past the last', async () => {
    expect(await queryPage(orm, books, { params: { shelf: 1 }, q: 'a', limit: 2, offset: 10 })).toEqual({ items: [], total: 3 });
    expect(await queryPage(orm, books, { params: { shelf: 3 }, limit: 2, offset: 0 })).toEqual({ items: [], total: 0 });
  });

  it('picks and counts the page on its key, then reads the page’s rows through pageRows', async () => {
    const list = {
      ...books,
      columns: 'b.id',
      pageRows: { columns: 'b.id, upper(b.title) AS title', from: 'page JOIN books b ON b.id = page.id' },
    };
    expect(await queryPage(orm, list, { params: { shelf: 1 }, limit: 2, offset: 1 })).toEqual({
      items: ['PERSUASION', '100% DUNE'],
      total: 4,
    });
  });
});
