import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Orm } from '@agency/kit';
import { checkedValues } from '@agency/kit/db/constraints';
import { databaseUrlFor, dropTestResources, testNamespace } from '@agency/kit/testing';
import * as leadsSchemas from '@agency/contracts/openapi/leads.schemas';
import { migrations } from '../src/migrations/0001-solution-inquiries.js';
import { migrations as applicationMigrations } from '../src/migrations/0002-volunteer-applications.js';
import { VolunteerApplication } from '../src/modules/applications/application.entity.js';
import { SolutionInquiry } from '../src/modules/inquiries/inquiry.entity.js';

const namespace = testNamespace();
let orm: Orm;

beforeAll(async () => {
  orm = await openDatabase({
    databaseUrl: databaseUrlFor(namespace, 'leads'),
    entities: [SolutionInquiry, VolunteerApplication],
    migrations: [...migrations, ...applicationMigrations],
  });
});

afterAll(async () => {
  await orm?.close();
  await dropTestResources(namespace);
});

const sorted = (values: readonly string[]) => [...values].sort();

describe('the leads database, migrated, against the contract', () => {
  it('allows exactly the inquiry statuses of the contract', async () => {
    expect(sorted(await checkedValues(orm, 'solution_inquiries', 'status'))).toEqual(sorted(leadsSchemas.InquiryStatus.enum));
  });

  it.each([
    ['status', leadsSchemas.ApplicationStatus.enum],
    ['year', leadsSchemas.StudyYear.enum],
    ['availability', leadsSchemas.Availability.enum],
    ['interests', leadsSchemas.Interest.enum],
  ])('allows exactly the application %s values of the contract', async (column, values) => {
    expect(sorted(await checkedValues(orm, 'volunteer_applications', column))).toEqual(sorted(values));
  });

  it('has the indexes the lists and the lead inbox read by', async () => {
    const indexes = await queryRows<{ indexname: string; indexdef: string }>(
      orm,
      "SELECT indexname, indexdef FROM pg_indexes WHERE tablename IN ('solution_inquiries', 'volunteer_applications')",
    );
    const definitions = indexes.map((index) => index.indexdef.replace(/^.* USING btree /, ''));
    expect(definitions).toEqual(
      expect.arrayContaining([
        '(created_at DESC, id DESC)',
        '(status, created_at DESC, id DESC)',
        '(lower(email), created_at DESC)',
      ]),
    );
    expect(
      indexes
        .filter((index) => index.indexdef.includes('lower(email)'))
        .map((index) => index.indexname)
        .sort(),
    ).toEqual(['solution_inquiries_email', 'volunteer_applications_email']);
  });

  it('reads the lead inbox by its e-mail index', async () => {
    // In one transaction, so that the setting holds for the EXPLAIN (a pool hands out any connection).
    await orm.em.fork().transactional(async (em) => {
      await queryRows(em, 'SET LOCAL enable_seqscan = off');
      for (const table of ['solution_inquiries', 'volunteer_applications']) {
        const plan = await queryRows<Record<string, string>>(
          em,
          `EXPLAIN SELECT id FROM ${table} WHERE lower(email) = lower('a@b.co') ORDER BY created_at DESC LIMIT 200`,
        );
        expect(plan.map((line) => Object.values(line)[0]).join('\n')).toContain(`${table}_email`);
      }
    });
  });
});
