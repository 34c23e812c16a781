import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { onboardingEvents } from '@agency/contracts';
import { multipartFile, publishTestEvent, signTestToken, testService } from '@agency/kit/testing';
import { buildMessagingService } from '../src/app.js';
import { loadMessagingConfig } from '../src/config.js';
import { signFileLink } from '../src/modules/files/files.service.js';
import { openLive, type LiveSocket } from './support.js';

/** The clock download links are signed and checked by: fixed, moved by the tests. */
let now = new Date('2026-03-02T15:00:00.000Z');
const quotaBytes = 64 * 1024;
const storageDir = await mkdtemp(path.join(tmpdir(), 'messaging-files-'));
afterAll(() => rm(storageDir, { recursive: true, force: true }));

const t = await testService(
  {
    name: 'messaging',
    build: (config: ReturnType<typeof loadMessagingConfig>) => buildMessagingService(config, { clock: () => now }),
    loadConfig: loadMessagingConfig,
  },
  { afterAll, env: { UNREAD_NUDGE_SCAN_MS: '3600000', FILES_QUOTA_BYTES: String(quotaBytes), STORAGE_DIR: storageDir } },
);
const httpUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
const storageFolder = path.join(storageDir, 'files');
const secret = t.service.context.config.FILE_LINK_SECRET;

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(600, 7)]);
const pdf = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

type Caller = 'anonymous' | 'clientA' | 'clientB' | 'accessCodeA' | 'member' | 'admin';
const callers: Caller[] = ['anonymous', 'clientA', 'clientB', 'accessCodeA', 'member', 'admin'];

let clientA: string;
let clientB: string;
beforeEach(async () => {
  now = new Date('2026-03-02T15:00:00.000Z');
  await t.sql('TRUNCATE clients, messages, meetings, nudges, files, outbox_events, inbox_events');
  await rm(storageFolder, { recursive: true, force: true });
  [clientA, clientB] = [randomUUID(), randomUUID()];
  for (const [id, name] of [
    [clientA, 'Client A'],
    [clientB, 'Client B'],
  ] as const) {
    await t.sql(
      `INSERT INTO clients (id, email, business_name, contact_name, onboarding_complete, updated_at)
       VALUES (:id, :email, 'Prairie Bakery', :name, true, now())`,
      { id, email: `c.${id.slice(0, 8)}@shop.example`, name },
    );
  }
});

const accounts = { clientA: randomUUID(), clientB: randomUUID() };
function tokenOf(caller: Caller): string | undefined {
  switch (caller) {
    case 'anonymous':
      return undefined;
    case 'clientA':
    case 'accessCodeA':
      return signTestToken(t.keys, {
        sub: accounts.clientA,
        email: 'a@shop.example',
        role: 'client',
        clientId: clientA,
        ...(caller === 'accessCodeA' && { scope: 'onboarding' as const }),
      });
    case 'clientB':
      return signTestToken(t.keys, { sub: accounts.clientB, email: 'b@shop.example', role: 'client', clientId: clientB });
    case 'member':
      return signTestToken(t.keys, t.principals.member);
    case 'admin':
      return signTestToken(t.keys, t.principals.admin);
  }
}
const auth = (caller: Caller) => {
  const token = tokenOf(caller);
  return token ? { authorization: `Bearer ${token}` } : {};
};

const uploadUrl = (caller: Caller) => (caller.startsWith('client') ? '/client/files' : `/admin/clients/${clientA}/files`);

function upload(url: string, caller: Caller, name: string, bytes: Buffer, type = 'application/octet-stream') {
  const body = multipartFile('file', name, type, bytes);
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...auth(caller) } });
}
const call = (method: 'GET' | 'DELETE', url: string, caller: Caller) => t.app.inject({ method, url, headers: auth(caller) });

/** The objects the disk keeps, whole or being written. */
async function storedObjects(): Promise<string[]> {
  const walk = async (folder: string): Promise<string[]> => {
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    const found = await Promise.all(
      entries.map((entry) =>
        entry.isDirectory() ? walk(path.join(folder, entry.name)) : Promise.resolve([path.join(folder, entry.name)]),
      ),
    );
    return found.flat();
  };
  return [...(await walk(path.join(storageFolder, 'objects'))), ...(await walk(path.join(storageFolder, '.partial')))];
}
const filesOfClient = async (clientId: string) => {
  const [row] = await t.sql<{ n: string }>('SELECT count(*) AS n FROM files WHERE client_id = :clientId', { clientId });
  return Number(row!.n);
};
const eventsOf = (type: string) =>
  t.sql<{ envelope: { data: Record<string, unknown>; actor?: Record<string, unknown> } }>(
    'SELECT envelope FROM outbox_events WHERE type = :type ORDER BY occurred_at, id',
    { type },
  );

describe('who may use the files routes', () => {
  it('lets a client reach only its own files and the team any client’s; the anonymous 401, the others 403', async () => {
    const shared = await upload(`/admin/clients/${clientA}/files`, 'admin', 'brief.pdf', pdf);
    expect(shared.statusCode).toBe(201);
    const fileId = shared.json<{ id: string }>().id;
    const routes: Array<{ method: 'GET' | 'POST'; url: string; allowed: Caller[] }> = [
      { method: 'GET', url: '/client/files', allowed: ['clientA', 'clientB'] },
      { method: 'POST', url: '/client/files', allowed: ['clientA', 'clientB'] },
      { method: 'GET', url: `/client/files/${fileId}/link`, allowed: ['clientA'] },
      { method: 'GET', url: `/admin/clients/${clientA}/files`, allowed: ['member', 'admin'] },
      { method: 'POST', url: `/admin/clients/${clientA}/files`, allowed: ['member', 'admin'] },
      { method: 'GET', url: `/admin/clients/${clientA}/files/${fileId}/link`, allowed: ['member', 'admin'] },
    ];
    const unexpected: string[] = [];
    for (const route of routes) {
      for (const caller of callers) {
        const answer =
          route.method === 'POST'
            ? await upload(route.url, caller, 'note.txt', Buffer.from('hello'))
            : await call('GET', route.url, caller);
        const expected = route.allowed.includes(caller)
          ? [200, 201]
          : caller === 'anonymous'
            ? [401]
            : // Client B asking for a link to A's file: it is not B's, so there is none.
              caller === 'clientB' && route.url.startsWith('/client/')
              ? [404]
              : [403];
        if (!expected.includes(answer.statusCode))
          unexpected.push(`${caller} ${route.method} ${route.url} → ${answer.statusCode}`);
      }
    }
    expect(unexpected).toEqual([]);
    // Each client's list holds its own files only.
    const listB = (await call('GET', '/client/files', 'clientB')).json<{
      clientId: string;
      files: Array<{ clientId: string }>;
    }>();
    expect(listB.clientId).toBe(clientB);
    expect(listB.files.every((file) => file.clientId === clientB)).toBe(true);
    expect((await call('DELETE', `/client/files/${fileId}`, 'clientB')).statusCode).toBe(404);
    expect((await call('DELETE', `/client/files/${fileId}`, 'anonymous')).statusCode).toBe(401);
    expect((await call('DELETE', `/client/files/${fileId}`, 'accessCodeA')).statusCode).toBe(403);
    expect((await call('DELETE', `/admin/clients/${clientA}/files/${fileId}`, 'clientA')).statusCode).toBe(403);
  });
});

describe('sharing a file', () => {
  it('stores the team’s PDF with who sent it, lists it newest first with the space used, and records the event', async () => {
    const first = await upload(uploadUrl('member'), 'member', 'notes.csv', Buffer.from('a,b\n1,2\n'));
    now = new Date(now.getTime() + 1000);
    const answer = await upload(uploadUrl('admin'), 'admin', '../../etc/Brand guide\u202e.pdf', pdf, 'text/html');
    expect(answer.statusCode).toBe(201);
    const file = answer.json<{ id: string; name: string; contentType: string; size: number; uploadedBy: object }>();
    expect(file).toMatchObject({
      clientId: clientA,
      name: 'Brand guide.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
      uploadedBy: { side: 'team', name: 'Morgan Mentor', accountId: t.principals.admin.sub },
      messageId: null,
    });
    const list = (await call('GET', '/client/files', 'clientA')).json<{
      files: Array<{ id: string }>;
      usedBytes: number;
      quotaBytes: number;
    }>();
    expect(list.files.map((f) => f.id)).toEqual([file.id, first.json<{ id: string }>().id]);
    expect(list).toMatchObject({ usedBytes: pdf.length + 8, quotaBytes });
    const [event] = (await eventsOf('messaging.file.shared.v1')).slice(-1);
    expect(event!.envelope.data).toMatchObject({ fileId: file.id, clientId: clientA, name: 'Brand guide.pdf', size: pdf.length });
    expect(event!.envelope.actor).toMatchObject({ kind: 'team', id: t.principals.admin.sub });
  });

  it('takes the client’s logo into its own files, whatever client id it might name', async () => {
    const answer = await upload('/client/files', 'clientA', 'logo.png', png, 'image/png');
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({
      clientId: clientA,
      contentType: 'image/png',
      uploadedBy: { side: 'client', name: 'Client A', accountId: accounts.clientA },
    });
    expect(await filesOfClient(clientB)).toBe(0);
  });

  it.each([
    ['a .pdf that is HTML', 'invoice.pdf', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['HTML named as text', 'page.txt', Buffer.from('  <html><body>hi</body></html>')],
    ['an SVG', 'logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a PNG named .pdf', 'scan.pdf', png],
    ['text with a NUL late in it', 'notes.txt', Buffer.concat([Buffer.alloc(2000, 0x61), Buffer.from([0])])],
    ['bytes that are not UTF-8', 'data.csv', Buffer.concat([Buffer.alloc(900, 0x61), Buffer.from([0xc3, 0x28])])],
    ['an executable', 'setup.exe', Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03])],
  ])('refuses %s with 415, keeping nothing', async (_label, name, bytes) => {
    const answer = await upload(uploadUrl('admin'), 'admin', name, bytes, 'application/pdf');
    expect([answer.statusCode, answer.json<{ code: string }>().code]).toEqual([415, 'MESSAGING_FILE_TYPE_REFUSED']);
    expect(answer.json()).toMatchObject({ statusCode: 415, error: expect.any(String), requestId: expect.any(String) });
    expect(await filesOfClient(clientA)).toBe(0);
    expect(await storedObjects()).toEqual([]);
    expect(await eventsOf('messaging.file.shared.v1')).toEqual([]);
  });

  it('refuses an empty file (400) and one over 25 MiB (413) while it streams, keeping nothing', async () => {
    const empty = await upload('/client/files', 'clientA', 'empty.txt', Buffer.alloc(0));
    expect([empty.statusCode, empty.json<{ code: string }>().code]).toEqual([400, 'MESSAGING_FILE_EMPTY']);
    const large = Buffer.concat([pdf, Buffer.alloc(25 * 1024 * 1024 + 1 - pdf.length, 0x20)]);
    const oversize = await upload(uploadUrl('admin'), 'admin', 'big.pdf', large);
    expect([oversize.statusCode, oversize.json<{ code: string }>().code]).toEqual([413, 'UPLOAD_TOO_LARGE']);
    expect(await filesOfClient(clientA)).toBe(0);
    expect(await storedObjects()).toEqual([]);
  });

  it('refuses a file that would take the client over its quota with 409, and the next one once it is full', async () => {
    const half = Buffer.concat([pdf, Buffer.alloc(quotaBytes / 2 - pdf.length, 0x20)]);
    expect((await upload(uploadUrl('admin'), 'admin', 'one.pdf', half)).statusCode).toBe(201);
    const over = await upload('/client/files', 'clientA', 'two.pdf', Buffer.concat([half, Buffer.from('x')]));
    expect([over.statusCode, over.json<{ code: string }>().code]).toEqual([409, 'MESSAGING_FILE_QUOTA_FULL']);
    expect((await upload('/client/files', 'clientA', 'two.pdf', half)).statusCode).toBe(201);
    const full = await upload('/client/files', 'clientA', 'three.txt', Buffer.from('x'));
    expect([full.statusCode, full.json<{ code: string }>().code]).toEqual([409, 'MESSAGING_FILE_QUOTA_FULL']);
    expect(await filesOfClient(clientA)).toBe(2);
    expect(await storedObjects()).toHaveLength(2);
    // Client B's space is its own.
    expect((await upload('/client/files', 'clientB', 'b.txt', Buffer.from('b'))).statusCode).toBe(201);
  });

  it('keeps nothing of an upload whose connection drops half way', async () => {
    const boundary = '----cut-short';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    const request = httpRequest(`${httpUrl}/admin/clients/${clientA}/files`, {
      method: 'POST',
      headers: { ...auth('admin'), 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': 60_000 },
    });
    request.on('error', () => undefined);
    request.write(head);
    request.write(Buffer.concat([pdf, Buffer.alloc(40_000, 0x20)]));
    // Bytes are on their way to storage before the connection drops.
    await vi.waitFor(async () => expect((await storedObjects()).length).toBeGreaterThan(0), { timeout: 5000, interval: 20 });
    request.destroy();
    await vi.waitFor(async () => expect(await storedObjects()).toEqual([]), { timeout: 5000, interval: 20 });
    expect(await filesOfClient(clientA)).toBe(0);
    expect(await eventsOf('messaging.file.shared.v1')).toEqual([]);
  });
});

describe('a broken upload', () => {
  it('answers 400 to multipart that never closes or has no boundary, keeping nothing', async () => {
    const boundary = '----never-closed';
    const part = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello`;
    const race = async (answer: Promise<Awaited<ReturnType<typeof t.app.inject>>>, label: string) =>
      Promise.race([answer, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${label} hangs`)), 3000))]);
    const answers = [
      await race(
        t.app.inject({
          method: 'POST',
          url: '/client/files',
          payload: part,
          headers: { ...auth('clientA'), 'content-type': `multipart/form-data; boundary=${boundary}` },
        }),
        'never closed',
      ),
      await race(
        t.app.inject({
          method: 'POST',
          url: '/client/files',
          payload: `${part}\r\n--${boundary}--\r\n`,
          headers: { ...auth('clientA'), 'content-type': 'multipart/form-data' },
        }),
        'no boundary',
      ),
      await race(
        t.app.inject({
          method: 'POST',
          url: '/client/files',
          payload: `--${boundary}\r\nContent-Disposition: form-data; name="other"\r\n\r\nx\r\n--${boundary}--\r\n`,
          headers: { ...auth('clientA'), 'content-type': `multipart/form-data; boundary=${boundary}` },
        }),
        'no file',
      ),
    ];
    expect(answers.map((answer) => [answer.statusCode, answer.json<{ code: string }>().code])).toEqual([
      [400, 'UPLOAD_INTERRUPTED'],
      [400, 'UPLOAD_MALFORMED'],
      [400, 'UPLOAD_FILE_MISSING'],
    ]);
    expect(await filesOfClient(clientA)).toBe(0);
    expect(await storedObjects()).toEqual([]);
  });
});

describe('a form with two files', () => {
  it('is refused with 400 whichever field the second is in, keeping neither', async () => {
    const boundary = '----two-files';
    const part = (field: string, name: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n${name}\r\n`;
    for (const second of ['file', 'other']) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/client/files',
        payload: `${part('file', 'one.txt')}${part(second, 'two.txt')}--${boundary}--\r\n`,
        headers: { ...auth('clientA'), 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      expect([answer.statusCode, answer.json<{ code: string }>().code], second).toEqual([400, 'UPLOAD_TOO_MANY_FILES']);
    }
    expect(await filesOfClient(clientA)).toBe(0);
    expect(await storedObjects()).toEqual([]);
    expect(await eventsOf('messaging.file.shared.v1')).toEqual([]);
  });
});

describe('deleting a file', () => {
  it('lets an account delete its own upload and the team the team’s, and no one the other side’s', async () => {
    const fromClient = (await upload('/client/files', 'clientA', 'logo.png', png)).json<{ id: string }>().id;
    const fromTeam = (await upload(uploadUrl('admin'), 'admin', 'brief.pdf', pdf)).json<{ id: string }>().id;
    const notYours = await call('DELETE', `/client/files/${fromTeam}`, 'clientA');
    expect([notYours.statusCode, notYours.json<{ code: string }>().code]).toEqual([403, 'MESSAGING_FILE_NOT_YOURS']);
    expect((await call('DELETE', `/admin/clients/${clientA}/files/${fromClient}`, 'member')).statusCode).toBe(403);
    expect((await call('DELETE', `/admin/clients/${clientB}/files/${fromTeam}`, 'admin')).statusCode).toBe(404);
    // Any of the team deletes the team's files: the member deletes what the admin shared.
    expect((await call('DELETE', `/admin/clients/${clientA}/files/${fromTeam}`, 'member')).statusCode).toBe(204);
    expect((await call('DELETE', `/client/files/${fromClient}`, 'clientA')).statusCode).toBe(204);
    expect(await filesOfClient(clientA)).toBe(0);
    expect(await storedObjects()).toEqual([]);
    const deleted = await eventsOf('messaging.file.deleted.v1');
    expect(deleted.map((e) => [e.envelope.data.fileId, e.envelope.data.deletedBy, e.envelope.actor?.kind])).toEqual([
      [fromTeam, 'team', 'team'],
      [fromClient, 'client', 'client'],
    ]);
    expect((await call('DELETE', `/client/files/${fromClient}`, 'clientA')).statusCode).toBe(404);
  });
});

describe('download links', () => {
  it('downloads through a signed link as an attachment, and refuses it changed, expired, or for another file', async () => {
    const file = (await upload(uploadUrl('admin'), 'admin', 'Résumé (final) 100%.pdf', pdf)).json<{ id: string }>();
    const other = (await upload('/client/files', 'clientB', 'b.txt', Buffer.from('for B'))).json<{ id: string }>();
    const link = (await call('GET', `/client/files/${file.id}/link`, 'clientA')).json<{ url: string; expiresAt: string }>();
    expect(link.expiresAt).toBe('2026-03-02T15:05:00.000Z');
    const local = (url: string) => url.replace('/api/messaging', '');
    const got = await t.app.inject({ method: 'GET', url: local(link.url) });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(pdf)).toBe(true);
    expect(got.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="R_sum_ (final) 100_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%28final%29%20100%25.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    const team = (await call('GET', `/admin/clients/${clientA}/files/${file.id}/link`, 'member')).json<{ url: string }>();
    expect((await t.app.inject({ method: 'GET', url: local(team.url) })).statusCode).toBe(200);

    const url = new URL(link.url, 'http://x');
    const expires = Number(url.searchParams.get('expires'));
    const signature = url.searchParams.get('signature')!;
    const codeOf = async (path: string) => {
      const answer = await t.app.inject({ method: 'GET', url: path });
      return [answer.statusCode, answer.json<{ code: string }>().code];
    };
    const invalid = [403, 'MESSAGING_FILE_LINK_INVALID'];
    // Changed: a later expiry, another signature, another file (client B's) with A's signature.
    expect(await codeOf(`/files/${file.id}/download?expires=${expires + 60}&signature=${signature}`)).toEqual(invalid);
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    expect(await codeOf(`/files/${file.id}/download?expires=${expires}&signature=${flipped}`)).toEqual(invalid);
    expect(await codeOf(`/files/${other.id}/download?expires=${expires}&signature=${signature}`)).toEqual(invalid);
    // Signed for A's file as if it were client B's: the file is A's, so the signature is not its.
    const asB = signFileLink(secret, file.id, clientB, expires);
    expect(await codeOf(`/files/${file.id}/download?expires=${expires}&signature=${asB}`)).toEqual(invalid);
    expect(await codeOf(`/files/${randomUUID()}/download?expires=${expires}&signature=${signature}`)).toEqual(invalid);
    expect((await t.app.inject({ method: 'GET', url: `/files/${file.id}/download?expires=${expires}` })).statusCode).toBe(400);
    // Five minutes later, the same link has expired.
    now = new Date('2026-03-02T15:05:00.000Z');
    expect(await codeOf(local(link.url))).toEqual([403, 'MESSAGING_FILE_LINK_EXPIRED']);
    now = new Date('2026-03-02T15:04:59.000Z');
    expect((await t.app.inject({ method: 'GET', url: local(link.url) })).statusCode).toBe(200);
    // Deleted, its link works no more.
    await call('DELETE', `/admin/clients/${clientA}/files/${file.id}`, 'admin');
    expect(await codeOf(local(link.url))).toEqual(invalid);
  });

  it('serves text as text/plain with its charset, never as what its name says', async () => {
    const file = (await upload('/client/files', 'clientA', 'notes.md', Buffer.from('# hello'), 'text/html')).json<{
      id: string;
    }>();
    const link = (await call('GET', `/client/files/${file.id}/link`, 'clientA')).json<{ url: string }>();
    const got = await t.app.inject({ method: 'GET', url: link.url.replace('/api/messaging', '') });
    expect(got.headers['content-type']).toBe('text/plain; charset=utf-8');
  });
});

describe('the other side sees a new file live', () => {
  const sockets: LiveSocket[] = [];
  afterAll(() => sockets.forEach((socket) => socket.close()));

  it('sends a file frame to the thread’s sockets when a file is shared or deleted, and none to another client’s', async () => {
    const wsUrl = httpUrl.replace('http', 'ws');
    const team = await openLive(wsUrl, { token: tokenOf('admin'), subscribe: { type: 'subscribe', clientId: clientA } });
    const other = await openLive(wsUrl, { token: tokenOf('clientB'), subscribe: { type: 'subscribe' } });
    sockets.push(team, other);
    const file = (await upload('/client/files', 'clientA', 'logo.png', png)).json<{ id: string }>();
    await vi.waitFor(() =>
      expect(team.frames.filter((frame) => frame.type === 'file')).toEqual([
        { type: 'file', change: 'shared', clientId: clientA, fileId: file.id },
      ]),
    );
    await call('DELETE', `/client/files/${file.id}`, 'clientA');
    await vi.waitFor(() => expect(team.frames.filter((frame) => frame.type === 'file')).toHaveLength(2));
    expect(other.frames.filter((frame) => frame.type === 'file')).toEqual([]);
  });
});

describe('files sent in the thread', () => {
  const sendAs = (caller: Caller, message: string, fileIds: string[]) =>
    t.app.inject({
      method: 'POST',
      url: caller.startsWith('client') ? '/client/messages' : `/admin/clients/${clientA}/messages`,
      payload: { message, fileIds },
      headers: { ...auth(caller), 'content-type': 'application/json' },
    });

  it('posts a message carrying the files its sender just shared, which stay in Files, and refuses any other', async () => {
    const logo = (await upload('/client/files', 'clientA', 'logo.png', png)).json<{ id: string }>();
    const notes = (await upload('/client/files', 'clientA', 'notes.txt', Buffer.from('notes'))).json<{ id: string }>();
    const fromTeam = (await upload(uploadUrl('admin'), 'admin', 'brief.pdf', pdf)).json<{ id: string }>();
    const fromB = (await upload('/client/files', 'clientB', 'b.txt', Buffer.from('b'))).json<{ id: string }>();
    const refused = [
      await sendAs('clientA', 'not mine', [fromTeam.id]),
      await sendAs('clientA', 'not this client', [fromB.id]),
      await sendAs('clientA', 'unknown', [randomUUID()]),
    ];
    expect(refused.map((answer) => [answer.statusCode, answer.json<{ code: string }>().code])).toEqual(
      Array(3).fill([400, 'MESSAGING_ATTACHMENT_INVALID']),
    );
    const sent = await sendAs('clientA', 'Our logo and notes', [logo.id, notes.id]);
    expect(sent.statusCode).toBe(201);
    const attachments = [
      { fileId: logo.id, name: 'logo.png', size: png.length, contentType: 'image/png' },
      { fileId: notes.id, name: 'notes.txt', size: 5, contentType: 'text/plain' },
    ];
    expect(sent.json()).toMatchObject({ message: 'Our logo and notes', attachments });
    // Carried once: a file already sent is not sent again.
    expect((await sendAs('clientA', 'again', [logo.id])).statusCode).toBe(400);
    const thread = (await call('GET', `/admin/clients/${clientA}/messages`, 'admin')).json<{
      messages: Array<Record<string, unknown>>;
    }>();
    expect(thread.messages).toHaveLength(1);
    expect(thread.messages[0]).toMatchObject({ attachments });
    const files = (await call('GET', '/client/files', 'clientA')).json<{
      files: Array<{ id: string; messageId: string | null }>;
    }>();
    expect(files.files.find((file) => file.id === logo.id)?.messageId).toBe(sent.json<{ id: string }>().id);
    const [event] = await eventsOf('messaging.message.sent.v1');
    expect(event!.envelope.data).toMatchObject({ attachments });
    // A message without files carries no list.
    const plain = await sendAs('admin', 'Thanks!', []);
    expect(plain.json()).not.toHaveProperty('attachments');
  });
});

describe('the client’s signed contract', () => {
  // Over the quota: the agency's record of the contract is filed all the same.
  const contractPdf = Buffer.concat([pdf, Buffer.alloc(quotaBytes, 0x20)]);
  const signedCopy = (clientId: string, contractId = randomUUID()) => ({
    clientId,
    contractId,
    envelopeId: 'envelope_1795284000000',
    fileName: 'contract-envelope_1795284000000.pdf',
    email: 'ada@prairie.example',
    contactName: 'Ada Lovelace',
    businessName: 'Prairie Bakery',
    signedAt: '2026-03-02T14:50:00.000Z',
    sha256: createHash('sha256').update(contractPdf).digest('hex'),
    pdfBase64: contractPdf.toString('base64'),
  });

  it('is filed once with the client’s files, by the agency, from onboarding’s event, and only the team may remove it', async () => {
    const data = signedCopy(clientA);
    await publishTestEvent(t.namespace, onboardingEvents.signedContractIssued, data);
    await publishTestEvent(t.namespace, onboardingEvents.signedContractIssued, data);
    const listed = async () => (await call('GET', '/client/files', 'clientA')).json<{ files: { id: string }[] }>().files;
    await vi.waitFor(async () => expect(await listed()).toHaveLength(1), { timeout: 10_000, interval: 50 });
    const [file] = (await call('GET', `/admin/clients/${clientA}/files`, 'member')).json<{ files: object[] }>().files;
    expect(file).toMatchObject({
      id: data.contractId,
      clientId: clientA,
      name: 'contract-envelope_1795284000000.pdf',
      size: pdf.length + quotaBytes,
      contentType: 'application/pdf',
      uploadedBy: { side: 'team', name: 'Maple Builders' },
      createdAt: '2026-03-02T14:50:00.000Z',
    });
    const link = (await call('GET', `/client/files/${data.contractId}/link`, 'clientA')).json<{ url: string }>();
    const got = await t.app.inject({ method: 'GET', url: link.url.replace('/api/messaging', '') });
    expect(got.rawPayload.equals(Buffer.from(data.pdfBase64, 'base64'))).toBe(true);
    const shared = await t.sql<{ n: string }>(
      "SELECT count(*) AS n FROM outbox_events WHERE type = 'messaging.file.shared.v1' AND envelope->'data'->>'fileId' = :id",
      { id: data.contractId },
    );
    expect(Number(shared[0]?.n)).toBe(1);
    expect((await call('GET', '/client/files', 'clientB')).json<{ files: object[] }>().files).toEqual([]);
    expect((await call('DELETE', `/client/files/${data.contractId}`, 'clientA')).statusCode).toBe(403);
    expect((await call('DELETE', `/admin/clients/${clientA}/files/${data.contractId}`, 'admin')).statusCode).toBe(204);
  });
});
