import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execute, openDatabase, queryRows, type Orm, type SqlParams } from '@agency/kit';
import { checkedValues } from '@agency/kit/db/constraints';
import { databaseUrlFor, dropTestResources, testNamespace } from '@agency/kit/testing';
import * as onboardingSchemas from '@agency/contracts/openapi/onboarding.schemas';
import { migrations } from '../src/migrations/0001-onboarding-clients.js';
import { migrations as contractMigrations } from '../src/migrations/0002-contracts-and-payments.js';
import { migrations as unreadMigrations } from '../src/migrations/0003-unread-messages.js';
import { migrations as phoneMigrations } from '../src/migrations/0004-phone-numbers-e164.js';
import { migrations as teamMigrations } from '../src/migrations/0005-client-team.js';
import { AccessCode } from '../src/modules/access-codes/access-code.entity.js';
import { OnboardingClient } from '../src/modules/clients/onboarding-client.entity.js';
import { Contract } from '../src/modules/contracts/contract.entity.js';

const namespace = testNamespace();
let orm: Orm;

beforeAll(async () => {
  orm = await openDatabase({
    databaseUrl: databaseUrlFor(namespace, 'onboarding'),
    entities: [OnboardingClient, AccessCode, Contract],
    migrations: [...migrations, ...contractMigrations, ...unreadMigrations, ...phoneMigrations, ...teamMigrations],
  });
});

afterAll(async () => {
  await orm?.close();
  await dropTestResources(namespace);
});

/** The text of the table's CHECK constraint of that name, as PostgreSQL writes it back; it must exist. */
async function checkNamed(table: string, name: string): Promise<string> {
  const rows = await queryRows<{ definition: string }>(
    orm,
    `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
     WHERE conrelid = :table::regclass AND contype = 'c' AND conname = :name`,
    { table, name },
  );
  if (rows.length !== 1) throw new Error(`${table} has no CHECK named ${name}`);
  return rows[0]!.definition;
}

describe('the onboarding database, migrated, against the contract', () => {
  it('allows exactly the packages of the contract', async () => {
    expect((await checkedValues(orm, 'onboarding_clients', 'package')).sort()).toEqual(
      [...onboardingSchemas.Package.enum].sort(),
    );
  });

  it('holds access codes to the contract’s pattern', async () => {
    expect(await checkNamed('access_codes', 'access_codes_code_check')).toContain(`'${onboardingSchemas.Code.pattern}'`);
  });

  it('keeps step numbers within the contract’s bounds', async () => {
    const definition = await checkNamed('onboarding_clients', 'onboarding_clients_step_completed_check');
    expect(definition).toContain(`>= ${onboardingSchemas.StepCompleted.minimum}`);
    expect(definition).toContain(`<= ${onboardingSchemas.StepCompleted.maximum}`);
  });

  it('holds contract digests to the contract’s SHA-256 pattern', async () => {
    expect(await checkNamed('contracts', 'contracts_sha256_check')).toContain(`'${onboardingSchemas.Sha256.pattern}'`);
    expect(await checkNamed('contracts', 'contracts_signed_sha256_check')).toContain(`'${onboardingSchemas.Sha256.pattern}'`);
  });

  it('keeps a contract’s signature whole or absent: name, time, address, browser and digest together', async () => {
    const clientId = randomUUID();
    const codeId = randomUUID();
    await orm.em.fork().transactional(async (em) => {
      const run = (sql: string, params: SqlParams) => execute(em, sql, params);
      await run(
        `INSERT INTO access_codes (id, client_id, code, client_email, expires_at) VALUES (:codeId, :clientId, 'MB-SCHEMA', 's@shop.example', now() + interval '1 day')`,
        { codeId, clientId },
      );
      await run(
        `INSERT INTO onboarding_clients (id, access_code_id, business_name, email, project_type)
         VALUES (:clientId, :codeId, 'Schema Shop', 's@shop.example', 'Growth Package ($39)')`,
        { clientId, codeId },
      );
      await run(
        `INSERT INTO contracts (id, client_id, version, text, sha256, envelope_id, sent_at, last_sent_at)
         VALUES (:id, :clientId, '2026-11', 'text', :sha256, 'envelope_1', now(), now())`,
        { id: randomUUID(), clientId, sha256: 'a'.repeat(64) },
      );
    });
    const sign = (columns: Record<string, unknown>) =>
      execute(
        orm,
        `UPDATE contracts SET ${Object.keys(columns)
          .map((column) => `${column} = :${column}`)
          .join(', ')} WHERE client_id = :clientId`,
        { ...columns, clientId },
      );
    const whole = {
      signer_name: 'Ada Lovelace',
      signed_at: new Date(),
      signer_ip: '203.0.113.7',
      signer_user_agent: 'Mozilla/5.0',
      signed_sha256: 'a'.repeat(64),
    };
    for (const missing of Object.keys(whole)) {
      await expect(sign({ ...whole, [missing]: null })).rejects.toThrow(/contracts_signature_whole/);
    }
    await expect(sign({ ...whole, signer_name: '   ' })).rejects.toThrow(/contracts_signature_whole/);
    await expect(sign({ signed_at: new Date() })).rejects.toThrow(/contracts_signature_whole/);
    await sign(whole);
    const [row] = await queryRows(orm, 'SELECT signer_name FROM contracts WHERE client_id = :clientId', { clientId });
    expect(row).toEqual({ signerName: 'Ada Lovelace' });
  });

  it('allows exactly the team roles and statuses identity reports', async () => {
    expect((await checkedValues(orm, 'teammates', 'role')).sort()).toEqual([...onboardingSchemas.TeamRole.enum].sort());
    expect((await checkedValues(orm, 'teammates', 'status')).sort()).toEqual(['active', 'deactivated']);
  });

  it('keeps each place on a client’s team whole or empty: the teammate’s id with their name', async () => {
    const clientId = randomUUID();
    const codeId = randomUUID();
    await orm.em.fork().transactional(async (em) => {
      await execute(
        em,
        `INSERT INTO access_codes (id, client_id, code, client_email, expires_at) VALUES (:codeId, :clientId, 'MB-TEAM01', 't@shop.example', now() + interval '1 day')`,
        { codeId, clientId },
      );
      await execute(
        em,
        `INSERT INTO onboarding_clients (id, access_code_id, business_name, email, project_type)
         VALUES (:clientId, :codeId, 'Team Shop', 't@shop.example', 'Growth Package ($39)')`,
        { clientId, codeId },
      );
    });
    const assign = (columns: Record<string, unknown>) =>
      execute(
        orm,
        `UPDATE onboarding_clients SET ${Object.keys(columns)
          .map((column) => `${column} = :${column}`)
          .join(', ')} WHERE id = :clientId`,
        { ...columns, clientId },
      );
    await expect(assign({ project_manager_id: randomUUID() })).rejects.toThrow(/onboarding_clients_project_manager_whole/);
    await expect(assign({ lead_developer_name: 'Sam' })).rejects.toThrow(/onboarding_clients_lead_developer_whole/);
    await assign({ project_manager_id: randomUUID(), project_manager_name: 'Morgan Mentor' });
  });
});
