import { randomUUID } from 'node:crypto';
import { afterAll, expect, it } from 'vitest';
import { execute, openDatabase, queryRows, type Orm } from '@agency/kit';
import { databaseUrlFor, dropTestResources, testNamespace } from '@agency/kit/testing';
import { migrations } from '../src/migrations/0001-onboarding-clients.js';
import { migrations as contractMigrations } from '../src/migrations/0002-contracts-and-payments.js';
import { migrations as unreadMigrations } from '../src/migrations/0003-unread-messages.js';
import { migrations as phoneMigrations } from '../src/migrations/0004-phone-numbers-e164.js';
import { migrations as teamMigrations } from '../src/migrations/0005-client-team.js';
import { migrations as recordMigrations } from '../src/migrations/0006-client-records.js';
import { migrations as planMigrations } from '../src/migrations/0007-project-plans.js';
import { migrations as waitingMigrations } from '../src/migrations/0008-waiting-steps-and-reminders.js';
import { migrations as billingMigrations } from '../src/migrations/0009-client-billing.js';
import { migrations as factMigrations } from '../src/migrations/0010-client-facts.js';
import { migrations as priceMigrations } from '../src/migrations/0011-monthly-price.js';
import { AccessCode } from '../src/modules/access-codes/access-code.entity.js';
import { OnboardingClient } from '../src/modules/clients/onboarding-client.entity.js';
import { Contract } from '../src/modules/contracts/contract.entity.js';

const namespace = testNamespace();
const before = [
  ...migrations,
  ...contractMigrations,
  ...unreadMigrations,
  ...phoneMigrations,
  ...teamMigrations,
  ...recordMigrations,
  ...planMigrations,
  ...waitingMigrations,
  ...billingMigrations,
];
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

it('keeps every client’s monthly price and billing state, and drops only the copies nothing read', async () => {
  const older = await open(before);
  const id = randomUUID();
  const codeId = randomUUID();
  await older.em.fork().transactional(async (em) => {
    await execute(
      em,
      `INSERT INTO access_codes (id, client_id, code, client_email, expires_at)
       VALUES (:codeId, :id, 'MB-FACTS2', 'paid@facts.example', now() + interval '30 days')`,
      { codeId, id },
    );
    await execute(
      em,
      `INSERT INTO onboarding_clients (id, access_code_id, business_name, email, project_type, payment_completed,
         payment_completed_at, step_completed, amount_paid, stripe_checkout_session_id, stripe_customer_id,
         stripe_subscription_id, stripe_payment_intent_id, contract_sent_at, docusign_envelope_id, billing_status,
         billing_subscription_id, billing_updated_at)
       VALUES (:id, :codeId, 'Paid Shop', 'paid@facts.example', 'Growth Package ($39)', true, now(), 2, 3900,
         'cs_test_facts', 'cus_Facts', 'sub_Facts', 'sub_Facts', now(), 'envelope_1', 'trialing', 'sub_Facts', now())`,
      { id, codeId },
    );
  });
  await older.close();

  orm = await open([...before, ...factMigrations, ...priceMigrations]);
  expect(
    await queryRows(
      orm,
      `SELECT monthly_price_cents, stripe_checkout_session_id, stripe_payment_intent_id, billing_status
       FROM onboarding_clients WHERE id = :id`,
      { id },
    ),
  ).toEqual([
    {
      monthlyPriceCents: 3900,
      stripeCheckoutSessionId: 'cs_test_facts',
      stripePaymentIntentId: 'sub_Facts',
      billingStatus: 'trialing',
    },
  ]);
  const columns = await queryRows<{ columnName: string }>(
    orm,
    `SELECT column_name FROM information_schema.columns WHERE table_name = 'onboarding_clients'
     AND column_name IN ('amount_paid', 'docusign_envelope_id', 'stripe_customer_id', 'stripe_subscription_id', 'billing_subscription_id')`,
  );
  expect(columns).toEqual([]);
  // The billing state is still whole: a status needs the time of the report it follows.
  await expect(execute(orm, 'UPDATE onboarding_clients SET billing_updated_at = NULL WHERE id = :id', { id })).rejects.toThrow(
    /onboarding_clients_billing_whole/,
  );
});
