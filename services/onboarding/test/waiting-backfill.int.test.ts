import { randomUUID } from 'node:crypto';
import { afterAll, expect, it } from 'vitest';
import { execute, openDatabase, queryRows, type Orm } from '@agency/kit';
import { databaseUrlFor, dropTestResources, testNamespace } from '@agency/kit/testing';
import { migrations } from '../src/migrations/0001-onboarding-clients.js';
import { migrations as contractMigrations } from '../src/migrations/0002-contracts-and-payments.js';
import { migrations as unreadMigrations } from '../src/migrations/0003-unread-messages.js';
import { migrations as phoneMigrations } from '../src/migrations/0004-phone-numbers-e164.js';
import { migrations as teamMigrations } from '../src/migrations/0005-client-team.js';
import { migrations as waitingMigrations } from '../src/migrations/0008-waiting-steps-and-reminders.js';
import { AccessCode } from '../src/modules/access-codes/access-code.entity.js';
import { OnboardingClient } from '../src/modules/clients/onboarding-client.entity.js';
import { Contract } from '../src/modules/contracts/contract.entity.js';

const namespace = testNamespace();
const before = [...migrations, ...contractMigrations, ...unreadMigrations, ...phoneMigrations, ...teamMigrations];
const open = (list: typeof before) =>
  openDatabase({
    databaseUrl: databaseUrlFor(namespace, 'onboarding'),
    entities: [OnboardingClient, AccessCode, Contract],
    migrations: list,
  });

let orm: Orm | undefined;
afterAll(async () => {
  await orm?.close();
  await dropTestResources(namespace);
});

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 12)).toISOString();

it('fills since when each client waits at its step from the times already held', async () => {
  const older = await open(before);
  const clients: Record<string, { id: string; columns: Record<string, unknown>; redeemedAt?: string }> = {
    invited: { id: randomUUID(), columns: {} },
    registered: { id: randomUUID(), columns: {}, redeemedAt: at(3) },
    paid: { id: randomUUID(), columns: { payment_completed: true, payment_completed_at: at(4) }, redeemedAt: at(3) },
    signed: {
      id: randomUUID(),
      columns: { payment_completed: true, payment_completed_at: at(4), contract_signed: true, contract_signed_at: at(6) },
    },
    watched: {
      id: randomUUID(),
      columns: {
        payment_completed: true,
        payment_completed_at: at(4),
        contract_signed: true,
        contract_signed_at: at(6),
        video_watched: true,
        video_watched_at: at(9),
      },
    },
  };
  await older.em.fork().transactional(async (em) => {
    for (const [name, { id, columns, redeemedAt }] of Object.entries(clients)) {
      const codeId = randomUUID();
      const email = `${name}@backfill.example`;
      await execute(
        em,
        `INSERT INTO access_codes (id, client_id, code, client_email, expires_at, redeemed_at)
         VALUES (:codeId, :id, :code, :email, now() + interval '30 days', :redeemedAt)`,
        {
          codeId,
          id,
          code: `MB-${randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase()}`,
          email,
          redeemedAt: redeemedAt ?? null,
        },
      );
      await execute(
        em,
        `INSERT INTO onboarding_clients (id, access_code_id, business_name, email, project_type, created_at)
         VALUES (:id, :codeId, :name, :email, 'Growth Package ($39)', :createdAt)`,
        { id, codeId, name, email, createdAt: at(1) },
      );
      if (Object.keys(columns).length > 0) {
        await execute(
          em,
          `UPDATE onboarding_clients SET ${Object.keys(columns)
            .map((column) => `${column} = :${column}`)
            .join(', ')} WHERE id = :id`,
          { ...columns, id },
        );
      }
    }
  });
  await older.close();

  orm = await open([...before, ...waitingMigrations]);
  const rows = await queryRows<{ businessName: string; stepReachedAt: string }>(
    orm,
    'SELECT business_name, step_reached_at FROM onboarding_clients ORDER BY business_name',
  );
  expect(Object.fromEntries(rows.map((row) => [row.businessName, new Date(row.stepReachedAt).toISOString()]))).toEqual({
    invited: at(1),
    registered: at(3),
    paid: at(4),
    signed: at(6),
    watched: at(9),
  });
  const [column] = await queryRows<{ isNullable: string }>(
    orm,
    "SELECT is_nullable FROM information_schema.columns WHERE table_name = 'onboarding_clients' AND column_name = 'step_reached_at'",
  );
  expect(column).toEqual({ isNullable: 'NO' });
});
