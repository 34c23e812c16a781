import { describe, expect, it } from 'vitest';
import { execute, type SqlParams } from '@agency/kit';
import { sha256Of } from '../src/modules/contracts/contract-text.js';
import { onboardingTestService } from './support.js';

const t = await onboardingTestService({ DEMO_MODE: 'true' });

interface Envelope {
  type: string;
  envelope: { data: Record<string, unknown> };
}

const eventsOf = (clientId: string, type: string) =>
  t.sql<Envelope>(
    `SELECT type, envelope FROM outbox_events WHERE type = :type AND envelope->'data'->>'clientId' = :clientId ORDER BY occurred_at, id`,
    { type, clientId },
  );
const stepsRecorded = async (clientId: string) =>
  (await eventsOf(clientId, 'onboarding.step.completed.v1')).map((event) => [
    event.envelope.data.step,
    event.envelope.data.stepCompleted,
  ]);

const rowOf = async (clientId: string) =>
  (
    await t.sql<Record<string, unknown>>(
      `SELECT step_completed, payment_completed, package, project_type, monthly_price_cents, contract_sent_at,
              contract_signed, contract_signed_at, video_watched, onboarding_complete, onboarding_completed_at
       FROM onboarding_clients WHERE id = :clientId`,
      { clientId },
    )
  )[0]!;

const signature = { fullName: 'Ada Lovelace', consent: true };

/** Moves a contract's sending `minutes` into the past, as if the client had waited that long. */
const sentMinutesAgo = (clientId: string, minutes: number) =>
  t.sql(
    `UPDATE contracts SET sent_at = sent_at - make_interval(mins => :minutes), last_sent_at = last_sent_at - make_interval(mins => :minutes)
     WHERE client_id = :clientId`,
    { minutes, clientId },
  );

/** The requests of this database waiting for a row lock. */
const waitingForLock = "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'";

/** Changes the stored text of a client's contract behind the service's back, as a bad write would. */
const tamperWith = (clientId: string) =>
  t.sql("UPDATE contracts SET text = replace(text, 'CAD $39.00', 'CAD $9.00') WHERE client_id = :clientId", { clientId });

/** A client added by the team, and its account session. */
async function clientWithSession(fields: Record<string, unknown> = {}) {
  const { client, accessCode } = await t.addClient(fields);
  return { client, accessCode, as: t.clientBearer(client.id) };
}

const call = {
  demoPay: (as: string, pkg = 'growth') => t.post('/client/demo-payment', { package: pkg }, as),
  contract: (as: string) => t.get('/client/contract', as),
  send: (as: string) => t.post('/client/contract/sending', undefined, as),
  sign: (as: string, body: unknown = signature) => t.post('/client/contract/signature', body, as),
  demoSign: (as: string) => t.post('/client/contract/demo-signature', undefined, as),
  document: (as: string) => t.get('/client/contract/document', as),
  video: (as: string) => t.post('/client/video-watched', undefined, as),
};

describe('the order of the steps, held by the server', () => {
  it('refuses every later step before payment with 409 ONBOARDING_PAYMENT_REQUIRED, and changes nothing', async () => {
    const { client, as } = await clientWithSession();
    const before = await rowOf(client.id);
    const answers = await Promise.all([call.contract(as), call.send(as), call.sign(as), call.demoSign(as), call.video(as)]);
    expect(answers.map((answer) => [answer.statusCode, answer.json().code])).toEqual(
      Array(5).fill([409, 'ONBOARDING_PAYMENT_REQUIRED']),
    );
    expect(answers[0]!.json()).toMatchObject({
      statusCode: 409,
      error: 'Conflict',
      message: 'Choose your package and complete the payment first.',
    });
    const pdf = await call.document(as);
    expect([pdf.statusCode, pdf.json().code]).toEqual([409, 'ONBOARDING_CONTRACT_NOT_SIGNED']);
    expect(await rowOf(client.id)).toEqual(before);
    expect(await t.count('contracts')).toBe(0);
    expect(await stepsRecorded(client.id)).toEqual([]);
  });

  it('refuses signing before sending, and the video before signing, whatever the body says', async () => {
    const { client, as } = await clientWithSession();
    await call.demoPay(as);
    const sign = await call.sign(as, { fullName: 'Ada Lovelace', consent: true });
    expect([sign.statusCode, sign.json().code]).toEqual([409, 'ONBOARDING_CONTRACT_NOT_SENT']);
    expect((await call.demoSign(as)).json().code).toBe('ONBOARDING_CONTRACT_NOT_SENT');
    const video = await call.video(as);
    expect([video.statusCode, video.json().code]).toEqual([409, 'ONBOARDING_CONTRACT_NOT_SIGNED']);
    // A body claiming otherwise is no claim at all: the step takes none and reads the record.
    const claimed = await t.post('/client/video-watched', { contractSigned: true, stepCompleted: 3 }, as);
    expect([claimed.statusCode, claimed.json().code]).toEqual([409, 'ONBOARDING_CONTRACT_NOT_SIGNED']);

    expect((await call.send(as)).statusCode).toBe(200);
    expect((await call.video(as)).json().code).toBe('ONBOARDING_CONTRACT_NOT_SIGNED');
    expect((await call.document(as)).json().code).toBe('ONBOARDING_CONTRACT_NOT_SIGNED');
    expect(await rowOf(client.id)).toMatchObject({ stepCompleted: 2, contractSigned: false, videoWatched: false });
  });

  it('refuses to send or sign again once signed, with 409 ONBOARDING_CONTRACT_ALREADY_SIGNED', async () => {
    const { client, as } = await clientWithSession();
    await call.demoPay(as);
    await call.send(as);
    expect((await call.sign(as)).statusCode).toBe(200);
    const signedRow = await rowOf(client.id);
    for (const answer of [
      await call.send(as),
      await call.sign(as, { fullName: 'Someone Else', consent: true }),
      await call.demoSign(as),
    ]) {
      expect([answer.statusCode, answer.json().code]).toEqual([409, 'ONBOARDING_CONTRACT_ALREADY_SIGNED']);
    }
    expect(await rowOf(client.id)).toEqual(signedRow);
    const [contract] = await t.sql<{ signerName: string }>('SELECT signer_name FROM contracts WHERE client_id = :clientId', {
      clientId: client.id,
    });
    expect(contract!.signerName).toBe('Ada Lovelace');
  });

  it('never lowers a step number', async () => {
    const { client, as } = await clientWithSession();
    await t.setSteps(client.id, { payment_completed: true, step_completed: 3 });
    expect((await call.send(as)).statusCode).toBe(200);
    expect((await rowOf(client.id)).stepCompleted).toBe(3);
    expect(await stepsRecorded(client.id)).toEqual([['contract-sent', 3]]);
  });
});

describe('a client going through its steps', () => {
  it('pays (demo), is sent the contract, signs it and watches the video, each step recorded once', async () => {
    const { client, as } = await clientWithSession({ businessName: 'Prairie Bakery', contactName: 'Ada Lovelace' });

    const paid = await call.demoPay(as, 'professional');
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      id: client.id,
      paymentCompleted: true,
      package: 'professional',
      projectType: 'Professional Package ($79)',
      monthlyPriceCents: null,
      stepCompleted: 1,
    });
    // Paid already: the same answer, nothing changes, nothing more is recorded.
    expect((await call.demoPay(as, 'starter')).json()).toMatchObject({ package: 'professional', stepCompleted: 1 });

    const draft = (await call.contract(as)).json();
    expect(draft).toMatchObject({
      status: 'not-sent',
      version: '2026-11',
      envelopeId: null,
      sentAt: null,
      signature: null,
      summary: {
        businessName: 'Prairie Bakery',
        contactName: 'Ada Lovelace',
        email: client.email,
        packageLabel: 'Professional Package ($79)',
      },
    });
    expect(draft.sha256).toBe(sha256Of(draft.text));
    for (const part of [
      'Prairie Bakery',
      'Professional Package ($79)',
      'CAD $79.00 per month',
      'unlimited number of pages',
      '6 months',
    ]) {
      expect(draft.text).toContain(part);
    }

    const before = Date.now();
    const sent = await call.send(as);
    expect(sent.statusCode).toBe(200);
    const contract = sent.json();
    expect(contract).toMatchObject({ status: 'sent', text: draft.text, sha256: draft.sha256, signature: null });
    expect(contract.envelopeId).toMatch(/^envelope_\d+$/);
    expect(Number(contract.envelopeId.slice('envelope_'.length))).toBeGreaterThanOrEqual(before);
    expect(await rowOf(client.id)).toMatchObject({ stepCompleted: 2 });
    expect(await t.sql('SELECT envelope_id FROM contracts WHERE client_id = :clientId', { clientId: client.id })).toEqual([
      { envelopeId: contract.envelopeId },
    ]);
    expect((await rowOf(client.id)).contractSentAt).not.toBeNull();

    // Sent again before signing, a minute later: the same text and envelope, e-mailed again.
    await sentMinutesAgo(client.id, 2);
    const again = (await call.send(as)).json();
    expect(again).toMatchObject({ envelopeId: contract.envelopeId, sha256: contract.sha256, text: draft.text });
    const sentEvents = await eventsOf(client.id, 'onboarding.contract.sent.v1');
    expect(sentEvents).toHaveLength(2);
    const [stored] = await t.sql<{ id: string }>('SELECT id FROM contracts WHERE client_id = :clientId', { clientId: client.id });
    for (const event of sentEvents) {
      expect(event.envelope.data).toMatchObject({
        clientId: client.id,
        contractId: stored!.id,
        envelopeId: contract.envelopeId,
        version: '2026-11',
        email: client.email,
        businessName: 'Prairie Bakery',
        contactName: 'Ada Lovelace',
        packageLabel: 'Professional Package ($79)',
        text: draft.text,
        sha256: draft.sha256,
      });
    }

    const signed = await t.app.inject({
      method: 'POST',
      url: '/client/contract/signature',
      payload: { fullName: '  Ada King Lovelace ', consent: true },
      headers: { authorization: as, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Test', 'x-forwarded-for': '203.0.113.7' },
      remoteAddress: '198.51.100.4',
    });
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({
      status: 'signed',
      signature: { fullName: 'Ada King Lovelace', sha256: draft.sha256 },
    });
    const [record] = await t.sql<Record<string, string>>(
      'SELECT signer_name, signer_ip, signer_user_agent, signed_sha256, signed_at FROM contracts WHERE client_id = :clientId',
      { clientId: client.id },
    );
    expect(record).toMatchObject({
      signerName: 'Ada King Lovelace',
      signerUserAgent: 'Mozilla/5.0 (X11; Linux x86_64) Test',
      signedSha256: draft.sha256,
    });
    // The address the gateway forwarded, not the gateway's own.
    expect(record!.signerIp).toBe('203.0.113.7');
    expect(await rowOf(client.id)).toMatchObject({ stepCompleted: 3, contractSigned: true });

    const watched = await call.video(as);
    expect(watched.statusCode).toBe(200);
    expect(watched.json()).toMatchObject({ videoWatched: true, onboardingComplete: true, stepCompleted: 4 });
    const done = await rowOf(client.id);
    expect(done.onboardingCompletedAt).not.toBeNull();
    expect((await call.video(as)).json()).toMatchObject({ stepCompleted: 4 });
    expect(await rowOf(client.id)).toEqual(done);

    expect(await stepsRecorded(client.id)).toEqual([
      ['payment', 1],
      ['contract-sent', 2],
      ['contract-signed', 3],
      ['video-watched', 4],
    ]);
    const [last] = (await eventsOf(client.id, 'onboarding.step.completed.v1')).slice(-1);
    expect(last!.envelope.data).toMatchObject({ onboardingComplete: true, email: client.email, businessName: 'Prairie Bakery' });
    expect((await t.get(`/admin/clients/${client.id}`)).json().status).toBe('active');
  });

  it('signs with an access-code session too, recording its address and browser', async () => {
    const { client, accessCode } = await t.addClient({ contactName: 'Mary Jackson' });
    const as = t.accessCodeBearer(client.id, accessCode.id);
    await call.demoPay(as);
    const sent = (await call.send(as)).json();
    const signed = await t.app.inject({
      method: 'POST',
      url: '/client/contract/signature',
      payload: { fullName: 'Mary Jackson', consent: true },
      headers: { authorization: as, 'user-agent': 'Mozilla/5.0 (Macintosh) Code Session', 'x-forwarded-for': '198.51.100.23' },
    });
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({ status: 'signed', signature: { fullName: 'Mary Jackson', sha256: sent.sha256 } });
    const [record] = await t.sql<Record<string, string>>(
      'SELECT signer_name, signer_ip, signer_user_agent, signed_sha256 FROM contracts WHERE client_id = :clientId',
      { clientId: client.id },
    );
    expect(record).toEqual({
      signerName: 'Mary Jackson',
      signerIp: '198.51.100.23',
      signerUserAgent: 'Mozilla/5.0 (Macintosh) Code Session',
      signedSha256: sent.sha256,
    });
    expect(await rowOf(client.id)).toMatchObject({ stepCompleted: 3, contractSigned: true });
  });

  it('signs in demo mode in the contact’s name, or the business’s when there is none', async () => {
    const named = await clientWithSession({ contactName: 'Grace Hopper' });
    const unnamed = await clientWithSession({ contactName: '', businessName: 'Harbour Books' });
    for (const { as } of [named, unnamed]) {
      await call.demoPay(as);
      await call.send(as);
    }
    expect((await call.demoSign(named.as)).json().signature.fullName).toBe('Grace Hopper');
    expect((await call.demoSign(unnamed.as)).json().signature.fullName).toBe('Harbour Books');
    expect(await rowOf(unnamed.client.id)).toMatchObject({ stepCompleted: 3, contractSigned: true });
  });

  it('signs in demo mode with a name on one line, no longer than a typed signature may be', async () => {
    const long = await clientWithSession({ contactName: '', businessName: `${'Long Name Bakery '.repeat(9)}Ltd` });
    const multiline = await clientWithSession();
    await t.sql("UPDATE onboarding_clients SET contact_name = E'Grace\\n\\u202EHopper\\u0007' WHERE id = :id", {
      id: multiline.client.id,
    });
    for (const { as } of [long, multiline]) {
      await call.demoPay(as);
      expect((await call.send(as)).statusCode).toBe(200);
    }
    const longName = (await call.demoSign(long.as)).json().signature.fullName;
    expect([...longName]).toHaveLength(120);
    expect(`${'Long Name Bakery '.repeat(9)}Ltd`.startsWith(longName)).toBe(true);
    expect((await call.demoSign(multiline.as)).json().signature.fullName).toBe('Grace Hopper');
    const names = await t.sql<{ signerName: string }>('SELECT signer_name FROM contracts WHERE client_id IN (:id, :id2)', {
      id: long.client.id,
      id2: multiline.client.id,
    });
    expect(names.map((row) => row.signerName).sort()).toEqual(['Grace Hopper', longName].sort());
  });

  it('refuses a signature without consent or a name, as bad input that changes nothing', async () => {
    const { client, as } = await clientWithSession();
    await call.demoPay(as);
    await call.send(as);
    for (const body of [
      { fullName: 'Ada Lovelace', consent: false },
      { fullName: 'Ada Lovelace' },
      { fullName: '   ', consent: true },
      { fullName: 'A', consent: true },
      { fullName: 'Ada\nLovelace', consent: true },
      { fullName: 'x'.repeat(121), consent: true },
      { fullName: 'Ada Lovelace', consent: true, signedAt: '2020-01-01T00:00:00Z' },
    ]) {
      const answer = await call.sign(as, body);
      expect([answer.statusCode, answer.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    expect((await rowOf(client.id)).contractSigned).toBe(false);
    expect(await t.sql('SELECT 1 FROM contracts WHERE signed_at IS NOT NULL')).toEqual([]);
  });

  it('fixes one contract when a client sends it from two tabs at once', async () => {
    const { client, as } = await clientWithSession();
    await call.demoPay(as);
    const answers = await Promise.all([call.send(as), call.send(as), call.send(as)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json().envelopeId)).size).toBe(1);
    expect(await t.count('contracts')).toBe(1);
    expect(await stepsRecorded(client.id)).toEqual([
      ['payment', 1],
      ['contract-sent', 2],
    ]);
  });

  it('rejects a package it does not sell', async () => {
    const { client, as } = await clientWithSession();
    expect((await call.demoPay(as, 'enterprise')).statusCode).toBe(400);
    expect((await t.post('/client/demo-payment', {}, as)).statusCode).toBe(400);
    expect((await rowOf(client.id)).paymentCompleted).toBe(false);
  });
});

describe('sending the contract again', () => {
  it('within a minute of the last sending answers the contract and e-mails nothing', async () => {
    const { client, as } = await clientWithSession();
    await call.demoPay(as);
    const first = (await call.send(as)).json();
    const [before] = await t.sql<{ lastSentAt: Date }>('SELECT last_sent_at FROM contracts WHERE client_id = :clientId', {
      clientId: client.id,
    });
    const again = await call.send(as);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    expect(await eventsOf(client.id, 'onboarding.contract.sent.v1')).toHaveLength(1);
    const [after] = await t.sql<{ lastSentAt: Date }>('SELECT last_sent_at FROM contracts WHERE client_id = :clientId', {
      clientId: client.id,
    });
    expect(after!.lastSentAt).toEqual(before!.lastSentAt);

    // A minute later it is e-mailed again, and the next minute starts from there.
    await sentMinutesAgo(client.id, 1);
    expect((await call.send(as)).statusCode).toBe(200);
    expect((await call.send(as)).statusCode).toBe(200);
    expect(await eventsOf(client.id, 'onboarding.contract.sent.v1')).toHaveLength(2);
  });
});

describe('a contract whose stored text changed after it was sent', () => {
  it('is refused for signing, typed or in demo mode, with 409 ONBOARDING_CONTRACT_CHANGED, and nothing changes', async () => {
    const { client, as } = await clientWithSession();
    await call.demoPay(as);
    await call.send(as);
    await tamperWith(client.id);
    const before = await rowOf(client.id);
    for (const answer of [await call.sign(as), await call.demoSign(as)]) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({
        code: 'ONBOARDING_CONTRACT_CHANGED',
        message: 'Your contract is no longer the text we sent you, so it cannot be signed or sent again. Please contact us.',
      });
    }
    expect(await rowOf(client.id)).toEqual(before);
    expect(
      await t.sql('SELECT 1 FROM contracts WHERE client_id = :clientId AND signed_at IS NOT NULL', { clientId: client.id }),
    ).toEqual([]);
    expect(await stepsRecorded(client.id)).toEqual([
      ['payment', 1],
      ['contract-sent', 2],
    ]);
  });

  it('is not e-mailed again under the digest of the text that was sent', async () => {
    const { client, as } = await clientWithSession();
    await call.demoPay(as);
    await call.send(as);
    await tamperWith(client.id);
    await sentMinutesAgo(client.id, 2);
    const answer = await call.send(as);
    expect([answer.statusCode, answer.json().code]).toEqual([409, 'ONBOARDING_CONTRACT_CHANGED']);
    expect(await eventsOf(client.id, 'onboarding.contract.sent.v1')).toHaveLength(1);
  });
});

describe('an access-code session during a step', () => {
  it('is checked once the client’s row is locked, so a code revoked meanwhile ends it before the step', async () => {
    const { client, accessCode } = await t.addClient();
    const as = t.accessCodeBearer(client.id, accessCode.id);
    await call.demoPay(as);
    const pending = await t.service.context.orm.em.fork().transactional(async (em) => {
      const run = (query: string, params: SqlParams) => execute(em, query, params);
      // The team's re-issue holds the row, as it does while it revokes the client's codes.
      await run('SELECT id FROM onboarding_clients WHERE id = :id FOR UPDATE', { id: client.id });
      const sending = call.send(as);
      await expect.poll(async () => (await t.sql(waitingForLock)).length, { timeout: 5000 }).toBe(1);
      await run('UPDATE access_codes SET revoked_at = now() WHERE id = :id', { id: accessCode.id });
      // Handed out unawaited: the request can only finish once this transaction lets the row go.
      return { sending };
    });
    const answer = await pending.sending;
    expect([answer.statusCode, answer.json().code]).toEqual([401, 'ONBOARDING_ACCESS_CODE_INACTIVE']);
    expect(await t.count('contracts')).toBe(0);
  });
});

describe('demo mode switched off', () => {
  it('answers the demo routes exactly as a path that does not exist, for every caller and body, and changes nothing', async () => {
    const off = await t.another({ DEMO_MODE: 'false' });
    try {
      const { client, accessCode, as } = await clientWithSession();
      await t.setSteps(client.id, { payment_completed: true, step_completed: 1 });
      await call.send(as);
      const before = await rowOf(client.id);
      const send = (url: string, authorization: string | undefined, payload?: string) =>
        off.app.inject({
          method: 'POST',
          url,
          ...(payload !== undefined && { payload }),
          headers: {
            ...(authorization && { authorization }),
            ...(payload !== undefined && { 'content-type': 'application/json' }),
          },
        });
      const callers = {
        anonymous: undefined,
        client: as,
        'access-code session': t.accessCodeBearer(client.id, accessCode.id),
        admin: t.bearer.admin,
        'forged token': 'Bearer not-a-token',
      };
      // Bodies the routes would take, bodies their validation would refuse, and one that is not JSON at all
      // (an unknown path reads a body too: that one is its 400 there as well).
      const bodies = [undefined, '{"package":"growth"}', '{"package":"enterprise","extra":1}', '{"fullName":""}', '{not json'];
      const withoutIds = (body: Record<string, unknown>) => ({ ...body, requestId: undefined, message: undefined });
      const answered: string[] = [];
      const expected: string[] = [];
      for (const [caller, authorization] of Object.entries(callers)) {
        for (const payload of bodies) {
          const unknown = await send('/client/no-such-route', authorization, payload);
          expect(unknown.statusCode).toBe(payload === '{not json' ? 400 : 404);
          for (const url of ['/client/demo-payment', '/client/contract/demo-signature']) {
            const answer = await send(url, authorization, payload);
            const seen = `${caller}, body ${payload ?? 'none'}: POST ${url}`;
            answered.push(`${seen} ${answer.statusCode} ${answer.json().code}`);
            expected.push(`${seen} ${unknown.statusCode} ${unknown.json().code}`);
            expect(withoutIds(answer.json())).toEqual(withoutIds(unknown.json()));
            expect(answer.headers['content-type']).toBe(unknown.headers['content-type']);
            if (unknown.statusCode === 404) {
              expect(answer.json()).toEqual({
                statusCode: 404,
                error: 'Not Found',
                code: 'ROUTE_NOT_FOUND',
                message: `No route POST ${url}`,
                requestId: answer.headers['x-request-id'],
              });
            }
          }
        }
      }
      expect(answered).toEqual(expected);
      expect((await off.app.inject({ method: 'GET', url: '/portal-settings' })).json().demoMode).toBe(false);
      expect(await rowOf(client.id)).toEqual(before);
      expect(
        await t.sql('SELECT 1 FROM contracts WHERE client_id = :clientId AND signed_at IS NOT NULL', { clientId: client.id }),
      ).toEqual([]);
    } finally {
      await off.app.close();
    }
  });
});
