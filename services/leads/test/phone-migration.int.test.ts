import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { execute, openDatabase, queryRows, type Orm } from '@agency/kit';
import { databaseUrlFor, dropTestResources, testNamespace } from '@agency/kit/testing';
import { migrations } from '../src/migrations/0001-solution-inquiries.js';
import { migrations as applicationMigrations } from '../src/migrations/0002-volunteer-applications.js';
import { migrations as phoneMigrations } from '../src/migrations/0003-phone-numbers-e164.js';
import { VolunteerApplication } from '../src/modules/applications/application.entity.js';
import { SolutionInquiry } from '../src/modules/inquiries/inquiry.entity.js';

const namespace = testNamespace();
const databaseUrl = databaseUrlFor(namespace, 'leads');
const entities = [SolutionInquiry, VolunteerApplication];
const opened: Orm[] = [];

afterAll(async () => {
  for (const orm of opened) await orm.close();
  await dropTestResources(namespace);
});

describe('rewriting the phone numbers stored before E.164', () => {
  it('rewrites each number that reads as one, Canadian unless it says otherwise, and leaves the rest as typed', async () => {
    const before = await openDatabase({ databaseUrl, entities, migrations: [...migrations, ...applicationMigrations] });
    opened.push(before);
    const typed = ['780-555-0101', '(780) 555 0199', '+44 20 7946 0958', '555-0199', 'call after 5', ''];
    const ids = typed.map(() => randomUUID());
    for (const [index, phone] of typed.entries()) {
      await execute(
        before,
        `INSERT INTO solution_inquiries (id, situation_type, name, email, phone, preferred_time)
         VALUES (:id, 'declining-sales', 'Ada', 'ada@example.com', :phone, 'morning')`,
        { id: ids[index], phone },
      );
    }

    const after = await openDatabase({
      databaseUrl,
      entities,
      migrations: [...migrations, ...applicationMigrations, ...phoneMigrations],
    });
    opened.push(after);
    const rows = await queryRows<{ id: string; phone: string }>(
      after,
      'SELECT id, phone FROM solution_inquiries WHERE id = ANY(:ids)',
      {
        ids,
      },
    );
    const phoneOf = new Map(rows.map((row) => [row.id, row.phone]));
    expect(ids.map((id) => phoneOf.get(id))).toEqual([
      '+17805550101',
      '+17805550199',
      '+442079460958',
      '555-0199',
      'call after 5',
      '',
    ]);
  });
});
