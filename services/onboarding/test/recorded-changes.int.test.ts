import { describe, expect, it } from 'vitest';
import { onboardingTestService } from './support.js';

const t = await onboardingTestService({ DEMO_MODE: 'true' });

/** The client's outbox events of one type, oldest first. */
const recorded = async (clientId: string, type: string) =>
  (await t.eventsFor(clientId)).filter((row) => row.type === type).map(({ envelope }) => envelope);

describe('a new access code', () => {
  it('is recorded readably, without the code, naming the codes it revoked and who issued it', async () => {
    const { client, accessCode: first } = await t.addClient({ businessName: 'Birch Barber' });
    expect(await recorded(client.id, 'onboarding.access-code.issued.v1')).toEqual([]);

    const issued = await t.post(`/admin/clients/${client.id}/access-codes`, undefined);
    expect(issued.statusCode).toBe(201);
    const code = issued.json<{ id: string; code: string; expiresAt: string }>();

    const [event, ...more] = await recorded(client.id, 'onboarding.access-code.issued.v1');
    expect(more).toEqual([]);
    expect(event?.data).toEqual({
      clientId: client.id,
      label: 'Birch Barber',
      accessCodeId: code.id,
      expiresAt: code.expiresAt,
      revokedAccessCodeIds: [first.id],
      issuedAt: expect.any(String),
    });
    expect(JSON.stringify(event?.data)).not.toContain(code.code);
    expect(event?.actor).toMatchObject({ kind: 'team', id: t.principals.admin.sub });
  });

  it('is not recorded when refused', async () => {
    const { client } = await t.addClient();
    expect((await t.post(`/admin/clients/${client.id}/access-codes`, undefined, t.bearer.client)).statusCode).toBe(403);
    expect(await recorded(client.id, 'onboarding.access-code.issued.v1')).toEqual([]);
  });
});

describe('a signed contract', () => {
  const paidAndSent = async (fields: Record<string, unknown> = {}) => {
    const { client } = await t.addClient(fields);
    const as = t.clientBearer(client.id);
    expect((await t.post('/client/demo-payment', { package: 'growth' }, as)).statusCode).toBe(200);
    expect((await t.post('/client/contract/sending', undefined, as)).statusCode).toBe(200);
    return { client, as };
  };

  it('is recorded once with who signed, the business as label, and the client as actor', async () => {
    const { client, as } = await paidAndSent({ businessName: 'Cedar Books' });
    const signed = await t.post('/client/contract/signature', { fullName: 'Mary Jackson', consent: true }, as);
    expect(signed.statusCode).toBe(200);
    expect((await t.post('/client/contract/signature', { fullName: 'Mary Jackson', consent: true }, as)).statusCode).toBe(409);

    const [event, ...more] = await recorded(client.id, 'onboarding.contract.signed.v1');
    expect(more).toEqual([]);
    const [contract] = await t.sql<{ id: string; signedAt: Date }>('SELECT id, signed_at FROM contracts WHERE client_id = :id', {
      id: client.id,
    });
    expect(event?.data).toEqual({
      clientId: client.id,
      label: 'Cedar Books',
      contractId: contract!.id,
      signedBy: 'Mary Jackson',
      signedAt: new Date(contract!.signedAt).toISOString(),
      demo: false,
    });
    expect(event?.actor).toMatchObject({ kind: 'client', id: client.id });
  });

  it('says so when it was marked signed in demo mode', async () => {
    const { client, as } = await paidAndSent({ businessName: 'Dogwood Dental', contactName: 'Grace Hopper' });
    expect((await t.post('/client/contract/demo-signature', undefined, as)).statusCode).toBe(200);
    const [event] = await recorded(client.id, 'onboarding.contract.signed.v1');
    expect(event?.data).toMatchObject({ label: 'Dogwood Dental', signedBy: 'Grace Hopper', demo: true });
  });
});
