import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Orm } from '@agency/kit';
import { checkedValues } from '@agency/kit/db/constraints';
import { databaseUrlFor, dropTestResources, testNamespace } from '@agency/kit/testing';
import * as leadsSchemas from '@agency/contracts/openapi/leads.schemas';
import { migrations } from '../src/migrations/0001-solution-inquiries.js';
import { SolutionInquiry } from '../src/modules/inquiries/inquiry.entity.js';

const namespace = testNamespace();
let orm: Orm;

beforeAll(async () => {
  orm = await openDatabase({ databaseUrl: databaseUrlFor(namespace, 'leads'), entities: [SolutionInquiry], migrations });
});

afterAll(async () => {
  await orm?.close();
  await dropTestResources(namespace);
});

describe('the leads database, migrated, against the contract', () => {
  it('allows exactly the inquiry statuses of the contract', async () => {
    expect((await checkedValues(orm, 'solution_inquiries', 'status')).sort()).toEqual(
      [...leadsSchemas.InquiryStatus.enum].sort(),
    );
  });
});
