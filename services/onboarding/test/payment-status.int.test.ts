import { describe, expect, it } from 'vitest';
import { onboardingTestService } from './support.js';

const t = await onboardingTestService({ DEMO_MODE: 'true' });

describe('the payment diagnostic', () => {
  it('lists the clients of the last 24 hours, newest first, with their current code and payment', async () => {
    const old = await t.addClient({ businessName: 'Yesterday Shop' });
    await t.sql("UPDATE onboarding_clients SET created_at = now() - interval '25 hours' WHERE id = :id", { id: old.client.id });
    const first = await t.addClient({ businessName: 'First Shop', email: 'first@shop.example' });
    const second = await t.addClient({ businessName: 'Second Shop', email: 'second@shop.example' });
    await t.sql("UPDATE onboarding_clients SET created_at = now() - interval '1 hour' WHERE id = :id", { id: first.client.id });
    await t.setSteps(first.client.id, {
      payment_completed: true,
      payment_completed_at: '2026-11-22T09:00:00Z',
      monthly_price_cents: 3900,
      step_completed: 1,
      stripe_checkout_session_id: 'cs_test_123',
      stripe_payment_intent_id: 'sub_123',
    });

    const before = Date.now();
    const response = await t.get('/admin/payment-status');
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(Math.abs(Date.parse(report.since) - (before - 24 * 3600 * 1000))).toBeLessThan(5000);
    expect(report.clients.map((client: { businessName: string }) => client.businessName)).toEqual(['Second Shop', 'First Shop']);
    expect(report.clients[0]).toEqual({
      id: second.client.id,
      businessName: 'Second Shop',
      contactName: 'Ada Lovelace',
      email: 'second@shop.example',
      projectType: 'Growth Package ($39)',
      stepCompleted: 0,
      paymentCompleted: false,
      monthlyPriceCents: null,
      stripeCheckoutSessionId: null,
      stripePaymentIntentId: null,
      paymentCompletedAt: null,
      createdAt: expect.any(String),
      accessCode: { code: second.accessCode.code, clientEmail: 'second@shop.example' },
    });
    expect(report.clients[1]).toMatchObject({
      paymentCompleted: true,
      monthlyPriceCents: 3900,
      stripeCheckoutSessionId: 'cs_test_123',
      stripePaymentIntentId: 'sub_123',
      paymentCompletedAt: '2026-11-22T09:00:00.000Z',
    });

    // A new code becomes the current one the diagnostic shows.
    const reissued = (await t.post(`/admin/clients/${second.client.id}/access-codes`, undefined)).json();
    expect((await t.get('/admin/payment-status')).json().clients[0].accessCode.code).toBe(reissued.code);
  });

  it('shows at most the 100 newest', async () => {
    const newest = await t.addClient({ businessName: 'Newest Shop' });
    // Bulk n was added n minutes ago: the oldest five, Bulk 101 to 105, fall outside the 100 shown.
    await t.sql(`
      INSERT INTO onboarding_clients (id, access_code_id, business_name, email, project_type, created_at)
      SELECT gen_random_uuid(), (SELECT id FROM access_codes LIMIT 1), 'Bulk ' || n, 'bulk' || n || '@shop.example',
             'Growth Package ($39)', now() - make_interval(mins => n)
      FROM generate_series(1, 105) AS n`);
    const report = (await t.get('/admin/payment-status')).json();
    expect(report.clients.map((client: { businessName: string }) => client.businessName)).toEqual([
      'Newest Shop',
      ...Array.from({ length: 99 }, (_, index) => `Bulk ${index + 1}`),
    ]);
    expect(report.clients[0].id).toBe(newest.client.id);
  });

  it('answers an empty list when nobody was added in the last 24 hours', async () => {
    expect((await t.get('/admin/payment-status')).json().clients).toEqual([]);
  });
});
