import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Migration } from '@mikro-orm/migrations';
import { openDatabase, queryRow, queryRows, type Orm } from '@agency/kit';
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

beforeAll(async () => {
  orm = await openDatabase({
    databaseUrl: databaseUrlFor(namespace, 'kitquery'),
    entities: [],
    migrations: [{ name: '0001-parcels', class: CreateParcels }],
  });
});

afterAll(async () => {
  await orm?.close();
  await dropTestResources(namespace);
});

describe('queryRows', () => {
  it('answers rows with camelCase keys and the driver’s types, binding ? parameters', async () => {
    const rows = await queryRows<{ id: number; sentTo: string; createdAt: string }>(
      orm,
      'SELECT id, sent_to, created_at FROM parcels WHERE state = ? ORDER BY id',
      ['in-transit'],
    );
    expect(rows).toEqual([{ id: 2, sentTo: 'Grace', createdAt: expect.any(String) }]);
    expect(Date.now() - new Date(rows[0]!.createdAt).getTime()).toBeLessThan(60_000);
  });

  it('reads through an entity manager too, and answers undefined for no row', async () => {
    const em = orm.em.fork();
    expect(await queryRow<{ total: number }>(em, 'SELECT count(*)::int AS total FROM parcels')).toEqual({ total: 2 });
    expect(await queryRow(em, 'SELECT id FROM parcels WHERE id = ?', [99])).toBeUndefined();
  });

  it('runs inside the transaction of the entity manager it is given', async () => {
    const rolledBack = orm.em.fork().transactional(async (em) => {
      await queryRows(em, "INSERT INTO parcels (id, sent_to, state) VALUES (3, 'Hedy', 'packed')");
      expect(await queryRow(em, 'SELECT sent_to FROM parcels WHERE id = ?', [3])).toEqual({ sentTo: 'Hedy' });
      throw new Error('roll back');
    });
    await expect(rolledBack).rejects.toThrow('roll back');
    // Written in the transaction, the row went with its rollback.
    expect(await queryRow(orm, 'SELECT sent_to FROM parcels WHERE id = ?', [3])).toBeUndefined();
  });
});

describe('checkedValues', () => {
  it('reads back the values a CHECK … IN constraint allows', async () => {
    expect(await checkedValues(orm, 'parcels', 'state')).toEqual(['packed', 'in-transit', "it's here"]);
    expect(await checkedValues(orm, 'parcels', 'sent_to')).toEqual([]);
  });
});
