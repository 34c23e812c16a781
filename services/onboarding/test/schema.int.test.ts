import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Orm } from '@agency/kit';
import { checkedValues } from '@agency/kit/db/constraints';
import { databaseUrlFor, dropTestResources, testNamespace } from '@agency/kit/testing';
import * as onboardingSchemas from '@agency/contracts/openapi/onboarding.schemas';
import { migrations } from '../src/migrations/0001-onboarding-clients.js';
import { migrations as contractMigrations } from '../src/migrations/0002-contracts-and-payments.js';
import { AccessCode } from '../src/modules/access-codes/access-code.entity.js';
import { OnboardingClient } from '../src/modules/clients/onboarding-client.entity.js';
import { Contract } from '../src/modules/contracts/contract.entity.js';

const namespace = testNamespace();
let orm: Orm;

beforeAll(async () => {
  orm = await openDatabase({
    databaseUrl: databaseUrlFor(namespace, 'onboarding'),
    entities: [OnboardingClient, AccessCode, Contract],
    migrations: [...migrations, ...contractMigrations],
  });
});

afterAll(async () => {
  await orm?.close();
  await dropTestResources(namespace);
});

/** The text of the table's CHECK constraint that names `column`, as PostgreSQL writes it back. */
async function checkOn(table: string, column: string): Promise<string | undefined> {
  const rows = await queryRows<{ definition: string }>(
    orm,
    `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
     WHERE conrelid = ?::regclass AND contype = 'c' AND pg_get_constraintdef(oid) LIKE ?`,
    [table, `%${column}%`],
  );
  return rows[0]?.definition;
}

describe('the onboarding database, migrated, against the contract', () => {
  it('allows exactly the packages of the contract', async () => {
    expect((await checkedValues(orm, 'onboarding_clients', 'package')).sort()).toEqual(
      [...onboardingSchemas.Package.enum].sort(),
    );
  });

  it('holds access codes to the contract’s pattern', async () => {
    expect(await checkOn('access_codes', 'code ~')).toContain(`'${onboardingSchemas.Code.pattern}'`);
  });

  it('keeps step numbers within the contract’s bounds', async () => {
    const definition = await checkOn('onboarding_clients', 'step_completed');
    expect(definition).toContain(`>= ${onboardingSchemas.StepCompleted.minimum}`);
    expect(definition).toContain(`<= ${onboardingSchemas.StepCompleted.maximum}`);
  });

  it('holds contract digests to the contract’s SHA-256 pattern', async () => {
    expect(await checkOn('contracts', 'sha256 ~')).toContain(`'${onboardingSchemas.Sha256.pattern}'`);
    expect(await checkOn('contracts', 'signed_sha256 ~')).toContain(`'${onboardingSchemas.Sha256.pattern}'`);
  });
});
