import { createHash, randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { sha256Of } from '../src/modules/contracts/contract-text.js';
import { onboardingTestService } from './support.js';

const t = await onboardingTestService({ DEMO_MODE: 'true' });

/** A client that paid (demo), was sent its contract and signed it, with its session. */
async function signedClient(fields: Record<string, unknown> = {}) {
  const { client } = await t.addClient({ businessName: 'Prairie Bakery', contactName: 'Ada Lovelace', ...fields });
  const as = t.clientBearer(client.id);
  await t.post('/client/demo-payment', { package: 'growth' }, as);
  const sent = (await t.post('/client/contract/sending', undefined, as)).json();
  const signed = await t.app.inject({
    method: 'POST',
    url: '/client/contract/signature',
    payload: { fullName: 'Ada Lovelace', consent: true },
    headers: { authorization: as, 'user-agent': 'Mozilla/5.0 Certificate Test' },
  });
  expect(signed.statusCode).toBe(200);
  return { client, as, sent };
}

/** The PDF's Info as a program reads it back. */
async function infoOf(pdf: Buffer) {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  return { subject: doc.getSubject(), keywords: doc.getKeywords(), title: doc.getTitle(), pages: doc.getPageCount() };
}

const download = (url: string, authorization: string) => t.app.inject({ method: 'GET', url, headers: { authorization } });

describe('the signed contract as a PDF', () => {
  it('downloads for the client and the team with its certificate: the digests and VERIFIED', async () => {
    const { client, as, sent } = await signedClient();
    for (const [url, authorization] of [
      ['/client/contract/document', as],
      [`/admin/clients/${client.id}/contract/document`, t.bearer.admin],
    ] as const) {
      const response = await download(url, authorization);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="contract-${sent.envelopeId}.pdf"`);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const info = await infoOf(response.rawPayload);
      expect(info.pages).toBeGreaterThanOrEqual(2);
      expect(info.title).toBe('Website Services Agreement - Prairie Bakery');
      expect(info.subject).toMatch(new RegExp(`^Contract [0-9a-f-]{36}, envelope ${sent.envelopeId}: VERIFIED$`));
      expect(info.keywords).toBe(
        `verdict=VERIFIED, sha256-sent=${sent.sha256}, sha256-signed=${sent.sha256}, sha256-stored=${sent.sha256}`,
      );
    }
  });

  it('says VERIFICATION FAILED, with the three digests, once a byte of the stored text changed', async () => {
    const { client, as, sent } = await signedClient();
    await t.sql("UPDATE contracts SET text = replace(text, 'CAD $39.00', 'CAD $9.00') WHERE client_id = :clientId", {
      clientId: client.id,
    });
    const [stored] = await t.sql<{ text: string }>('SELECT text FROM contracts WHERE client_id = :clientId', {
      clientId: client.id,
    });
    const tampered = sha256Of(stored!.text);
    expect(tampered).not.toBe(sent.sha256);

    const info = await infoOf((await download('/client/contract/document', as)).rawPayload);
    expect(info.subject).toMatch(/: VERIFICATION FAILED$/);
    expect(info.keywords).toBe(
      `verdict=VERIFICATION FAILED, sha256-sent=${sent.sha256}, sha256-signed=${sent.sha256}, sha256-stored=${tampered}`,
    );

    const record = (await t.get(`/admin/clients/${client.id}/contract`)).json();
    expect(record.verification).toEqual({ valid: false, computedSha256: tampered });
    expect(record.sha256).toBe(sent.sha256);
  });

  it('says VERIFICATION FAILED when only the digest recorded at signing changed', async () => {
    const { client, as, sent } = await signedClient();
    const forged = sha256Of('another text');
    await t.sql('UPDATE contracts SET signed_sha256 = :forged WHERE client_id = :clientId', { forged, clientId: client.id });

    const record = (await t.get(`/admin/clients/${client.id}/contract`)).json();
    expect(record.verification).toEqual({ valid: false, computedSha256: sent.sha256 });
    expect(record.signature.sha256).toBe(forged);
    const info = await infoOf((await download('/client/contract/document', as)).rawPayload);
    expect(info.subject).toMatch(/: VERIFICATION FAILED$/);
    expect(info.keywords).toBe(
      `verdict=VERIFICATION FAILED, sha256-sent=${sent.sha256}, sha256-signed=${forged}, sha256-stored=${sent.sha256}`,
    );
  });

  it('is refused before signing (409 ONBOARDING_CONTRACT_NOT_SIGNED) and for a client never sent one (404)', async () => {
    const { client } = await t.addClient();
    const as = t.clientBearer(client.id);
    const admin = `/admin/clients/${client.id}/contract/document`;
    expect((await download(admin, t.bearer.admin)).json().code).toBe('ONBOARDING_CONTRACT_NOT_FOUND');
    await t.post('/client/demo-payment', { package: 'starter' }, as);
    await t.post('/client/contract/sending', undefined, as);
    for (const [url, authorization] of [
      ['/client/contract/document', as],
      [admin, t.bearer.admin],
    ] as const) {
      const response = await download(url, authorization);
      expect([response.statusCode, response.json().code]).toEqual([409, 'ONBOARDING_CONTRACT_NOT_SIGNED']);
    }
    const unknown = await download(`/admin/clients/${randomUUID()}/contract/document`, t.bearer.admin);
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'ONBOARDING_CLIENT_NOT_FOUND']);
  });

  it('prints what its fonts cannot draw as ? and keeps the digests of the exact text', async () => {
    const { client, as, sent } = await signedClient({ businessName: 'Café 北京 Bakery' });
    const response = await download('/client/contract/document', as);
    expect(response.statusCode).toBe(200);
    const info = await infoOf(response.rawPayload);
    expect(info.title).toBe('Website Services Agreement - Café ?? Bakery');
    expect(info.keywords).toContain('verdict=VERIFIED');
    expect(sent.text).toContain('Café 北京 Bakery');
    expect((await t.get(`/admin/clients/${client.id}/contract`)).json().verification.valid).toBe(true);
  });
});

describe('the team’s record of a client’s contract', () => {
  it('shows the exact text, the signature with its address and browser, and that the text verifies', async () => {
    const { client, sent } = await signedClient();
    const response = await t.get(`/admin/clients/${client.id}/contract`);
    expect(response.statusCode).toBe(200);
    const record = response.json();
    expect(record).toMatchObject({
      status: 'signed',
      version: '2026-11',
      text: sent.text,
      sha256: sent.sha256,
      envelopeId: sent.envelopeId,
      sentAt: sent.sentAt,
      summary: {
        businessName: 'Prairie Bakery',
        contactName: 'Ada Lovelace',
        email: client.email,
        packageLabel: 'Growth Package ($39)',
      },
      signature: { fullName: 'Ada Lovelace', sha256: sent.sha256, userAgent: 'Mozilla/5.0 Certificate Test' },
      verification: { valid: true, computedSha256: sent.sha256 },
    });
    expect(record.signature.ipAddress).toMatch(/^[0-9a-f.:]+$/);
    expect(record.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 404 ONBOARDING_CONTRACT_NOT_FOUND before sending and ONBOARDING_CLIENT_NOT_FOUND for no client', async () => {
    const { client } = await t.addClient();
    const none = await t.get(`/admin/clients/${client.id}/contract`);
    expect([none.statusCode, none.json().code]).toEqual([404, 'ONBOARDING_CONTRACT_NOT_FOUND']);
    const unknown = await t.get(`/admin/clients/${randomUUID()}/contract`);
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'ONBOARDING_CLIENT_NOT_FOUND']);
    expect((await t.get('/admin/clients/not-a-uuid/contract')).statusCode).toBe(400);
  });

  it('shows a sent contract waiting for its signature', async () => {
    const { client } = await t.addClient();
    const as = t.clientBearer(client.id);
    await t.post('/client/demo-payment', { package: 'growth' }, as);
    const sent = (await t.post('/client/contract/sending', undefined, as)).json();
    expect((await t.get(`/admin/clients/${client.id}/contract`)).json()).toMatchObject({
      status: 'sent',
      signature: null,
      verification: { valid: true, computedSha256: sent.sha256 },
    });
  });
});

describe('the client’s signed copy', () => {
  it('is recorded with the signature, once: the PDF with its certificate, for the e-mail and the project’s files', async () => {
    const { client, as, sent } = await signedClient({ contactName: '' });
    const rows = await t.sql<{ envelope: { data: Record<string, string>; actor: { kind: string } } }>(
      `SELECT envelope FROM outbox_events WHERE type = 'onboarding.signed-contract.issued.v1' AND envelope->'data'->>'clientId' = :id`,
      { id: client.id },
    );
    expect(rows).toHaveLength(1);
    const { data, actor } = rows[0]!.envelope;
    expect(actor.kind).toBe('client');
    expect(data).toMatchObject({
      clientId: client.id,
      envelopeId: sent.envelopeId,
      fileName: `contract-${sent.envelopeId}.pdf`,
      email: client.email,
      contactName: '',
      businessName: 'Prairie Bakery',
    });
    const pdf = Buffer.from(data.pdfBase64!, 'base64');
    expect(data.sha256).toBe(createHash('sha256').update(pdf).digest('hex'));
    const info = await infoOf(pdf);
    expect(info.pages).toBeGreaterThanOrEqual(2);
    expect(info.keywords).toContain('verdict=VERIFIED');
    // The download is the same document.
    const downloaded = await download('/client/contract/document', as);
    expect((await infoOf(downloaded.rawPayload)).subject).toBe(info.subject);
  });
});
