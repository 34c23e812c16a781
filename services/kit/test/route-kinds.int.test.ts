import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import {
  AppError,
  ACCESS_COOKIE,
  baseServiceEnv,
  createServiceApp,
  defineContract,
  loadContract,
  parseConfig,
  registerContractRoutes,
  routeCallers,
} from '../src/index.js';
import { generateKeys, multipartFile, signTestToken } from '../src/testing.js';
import type { operations } from './fixtures/openapi/route-kinds.js';

// One route of each kind the JSON pipeline cannot carry, on a fixture contract of their own.
const contractFile = fileURLToPath(new URL('./fixtures/route-kinds.yaml', import.meta.url));
const contract = defineContract<operations>(contractFile);
const webhookSecret = 'whsec_test';
const keys = generateKeys();
const admin = signTestToken(keys, { sub: '00000000-0000-4000-8000-000000000001', email: 'a@example.com', role: 'admin' });
const client = signTestToken(keys, { sub: '00000000-0000-4000-8000-000000000002', email: 'c@example.com', role: 'client' });

const sign = (bytes: Buffer | string) => `sha256=${createHmac('sha256', webhookSecret).update(bytes).digest('hex')}`;

function signatureMatches(bytes: Buffer, header: string): boolean {
  const expected = Buffer.from(sign(bytes));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const routes = {
  operations: contract.operations({
    healthz: { handler: () => ({ status: 200, body: { status: 'ok' } }) },
    saveNote: { roles: ['admin'], handler: () => ({ status: 204 }) },
  }),
  rawBodyRoutes: contract.rawBodyRoutes({
    receivePaymentWebhook: {
      handler: (request) => {
        if (!signatureMatches(request.body, request.headers['x-signature'])) {
          throw new AppError(400, 'WEBHOOK_SIGNATURE_INVALID', 'The signature does not match the payload.');
        }
        const event = JSON.parse(request.body.toString('utf8')) as { type: string };
        return { status: 200, body: { received: event.type } };
      },
    },
  }),
  uploadRoutes: contract.uploadRoutes({
    uploadImage: {
      roles: ['admin'],
      handler: (_request, file) => ({
        status: 201,
        body: { filename: file.filename, mediaType: file.mediaType, size: file.bytes.length },
      }),
    },
  }),
  socketRoutes: contract.socketRoutes({
    watchBoard: {
      roles: ['admin'],
      connect: (socket, request) => socket.send(JSON.stringify({ hello: request.user.email })),
    },
    joinRoom: {
      roles: ['admin', 'client'],
      firstMessageAuth: true,
      connect: (socket, request) => {
        socket.send(JSON.stringify({ room: request.params.room, as: request.user.role }));
        socket.on('message', (data) => socket.send(JSON.stringify({ echo: data.toString() })));
      },
    },
  }),
};

const config = parseConfig(baseServiceEnv, {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATABASE_URL: 'postgres://unused',
  NATS_URL: 'nats://unused',
  EVENT_NAMESPACE: 'unused',
  JWT_PUBLIC_KEY: keys.publicKey,
});

let app: FastifyInstance;
let socketUrl: string;

beforeAll(async () => {
  app = await createServiceApp('route-kinds', config);
  registerContractRoutes(app, loadContract(contractFile), routes);
  socketUrl = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
});

afterAll(async () => {
  await app?.close();
});

describe('a JSON operation its configuration switches off', () => {
  it('answers as a path that does not exist, and never runs its handler', async () => {
    let handled = 0;
    const off = await createServiceApp('route-kinds-off', config);
    try {
      registerContractRoutes(off, loadContract(contractFile), {
        ...routes,
        operations: contract.operations({
          ...routes.operations,
          healthz: { enabled: false, handler: () => ((handled += 1), { status: 200, body: { status: 'ok' } }) },
        }),
      });
      const answer = await off.inject({ method: 'GET', url: '/healthz' });
      const unknown = await off.inject({ method: 'GET', url: '/no-such-path' });
      expect([answer.statusCode, unknown.statusCode]).toEqual([404, 404]);
      expect(answer.json()).toEqual({
        ...unknown.json(),
        message: 'No route GET /healthz',
        requestId: answer.headers['x-request-id'],
      });
      expect(answer.headers['content-type']).toBe(unknown.headers['content-type']);
      expect(handled).toBe(0);
    } finally {
      await off.close();
    }
  });
});

describe('who calls, checked before what was sent', () => {
  const noteUrl = '/notes/6f1c3e2b-0a6f-4a55-9d7a-5d3c1a448f0e';
  const json = { 'content-type': 'application/json' };
  /** Requests to the team's JSON operation, each broken in its own way; an admin's valid one is a 204. */
  const broken: Array<[string, { url: string; headers?: Record<string, string>; payload?: string | Buffer }]> = [
    ['no query', { url: noteUrl, headers: json, payload: '{"text":"hi"}' }],
    [
      'a bad path parameter and query',
      { url: '/notes/not-an-id?draft=maybe&extra=%00', headers: json, payload: '{"text":"hi"}' },
    ],
    ['no body', { url: `${noteUrl}?draft=true` }],
    ['malformed JSON', { url: `${noteUrl}?draft=true`, headers: json, payload: '{"text":' }],
    [
      'JSON nested 4,000 deep',
      { url: `${noteUrl}?draft=true`, headers: json, payload: `${'['.repeat(4000)}${']'.repeat(4000)}` },
    ],
    ['a lone surrogate', { url: `${noteUrl}?draft=true`, headers: json, payload: '{"text":"\\ud800"}' }],
    ['a body of the wrong type', { url: `${noteUrl}?draft=true`, headers: json, payload: '[]' }],
    ['another media type', { url: `${noteUrl}?draft=true`, headers: { 'content-type': 'text/plain' }, payload: 'hi' }],
    ['a body over the limit', { url: `${noteUrl}?draft=true`, headers: json, payload: `"${'x'.repeat(64 * 1024)}"` }],
  ];
  const send = (request: (typeof broken)[number][1], token?: string) =>
    app.inject({
      method: 'PUT',
      url: request.url,
      headers: { ...request.headers, ...(token && { authorization: `Bearer ${token}` }) },
      ...(request.payload !== undefined && { payload: request.payload }),
    });

  it.each(broken)('answers %s with 401 to nobody and 403 to a client, and a 4xx to an admin', async (_label, request) => {
    const anonymous = await send(request);
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 'AUTH_REQUIRED']);
    const refused = await send(request, client);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'AUTH_FORBIDDEN']);
    expect(refused.json().requestId).toBe(refused.headers['x-request-id']);
    const checked = await send(request, admin);
    expect(checked.statusCode).toBeGreaterThanOrEqual(400);
    expect(checked.statusCode).toBeLessThan(500);
  });

  it('lets an admin’s valid request through', async () => {
    expect((await send({ url: `${noteUrl}?draft=true`, headers: json, payload: '{"text":"hi"}' }, admin)).statusCode).toBe(204);
  });

  it('on an upload, before the multipart body is read', async () => {
    const junk = { 'content-type': 'multipart/form-data' };
    const anonymous = await app.inject({ method: 'POST', url: '/images', headers: junk, payload: 'not multipart' });
    expect(anonymous.statusCode).toBe(401);
    const refused = await app.inject({
      method: 'POST',
      url: '/images',
      headers: { ...junk, authorization: `Bearer ${client}` },
      payload: 'not multipart',
    });
    expect(refused.statusCode).toBe(403);
  });

  it('on a WebSocket upgrade, before its path parameters', async () => {
    expect(await connect('/live/NOT-A-ROOM', { cookie: `${ACCESS_COOKIE}=${admin}x` })).toMatchObject({ refused: 401 });
  });

  it('lists the roles of every guarded operation', () => {
    expect(Object.fromEntries(routeCallers(app))).toEqual({
      saveNote: ['admin'],
      uploadImage: ['admin'],
      watchBoard: ['admin'],
      joinRoom: ['admin', 'client'],
    });
  });

  it('leaves a switched-off operation answering 404 to everyone, signed in or not', async () => {
    const off = await createServiceApp('route-kinds-off', config);
    try {
      registerContractRoutes(off, loadContract(contractFile), {
        ...routes,
        operations: contract.operations({ ...routes.operations, saveNote: { ...routes.operations.saveNote, enabled: false } }),
      });
      for (const token of [undefined, client, admin]) {
        const answer = await off.inject({
          method: 'PUT',
          url: noteUrl,
          headers: { ...(token && { authorization: `Bearer ${token}` }) },
        });
        expect(answer.statusCode).toBe(404);
      }
      expect(routeCallers(off).has('saveNote')).toBe(false);
    } finally {
      await off.close();
    }
  });
});

describe('a raw-body route', () => {
  const payload = Buffer.from('{"type":"checkout.session.completed","amount":4900}');

  it('hands the handler the exact bytes, so a valid signature verifies', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/webhooks/payments',
      headers: { 'content-type': 'application/json', 'x-signature': sign(payload) },
      payload,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: 'checkout.session.completed' });
  });

  it('rejects the payload when one byte has changed', async () => {
    const changed = Buffer.from(payload);
    changed[changed.length - 2] = '8'.charCodeAt(0);
    const response = await app.inject({
      method: 'POST',
      url: '/webhooks/payments',
      headers: { 'content-type': 'application/json', 'x-signature': sign(payload) },
      payload: changed,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID', requestId: expect.any(String) });
  });

  it('keeps whitespace the JSON pipeline would have dropped, and refuses a missing signature or another media type', async () => {
    const spaced = Buffer.from('{ "type" : "x" }\n');
    const verified = await app.inject({
      method: 'POST',
      url: '/webhooks/payments',
      headers: { 'content-type': 'application/json', 'x-signature': sign(spaced) },
      payload: spaced,
    });
    expect(verified.statusCode).toBe(200);
    const unsigned = await app.inject({
      method: 'POST',
      url: '/webhooks/payments',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const text = await app.inject({
      method: 'POST',
      url: '/webhooks/payments',
      headers: { 'content-type': 'text/plain', 'x-signature': sign(payload) },
      payload,
    });
    expect(text.statusCode).toBe(415);
  });
});

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100)]);

const multipart = multipartFile;

describe('an upload route', () => {
  const upload = (form: ReturnType<typeof multipart>, token: string | null = admin) =>
    app.inject({
      method: 'POST',
      url: '/images',
      headers: { ...form.headers, ...(token !== null && { authorization: `Bearer ${token}` }) },
      payload: form.payload,
    });

  it('accepts a file within the contract’s size and types', async () => {
    const response = await upload(multipart('image', 'logo.png', 'image/png', png));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ filename: 'logo.png', mediaType: 'image/png', size: png.length });
  });

  it('refuses a file over x-max-bytes with 413', async () => {
    const response = await upload(multipart('image', 'big.png', 'image/png', Buffer.concat([png, Buffer.alloc(1024)])));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', requestId: expect.any(String) });
  });

  it('refuses a type the contract does not allow, and bytes that are not what they claim, with 415', async () => {
    const gif = await upload(multipart('image', 'a.gif', 'image/gif', Buffer.from('GIF89a')));
    expect(gif.statusCode).toBe(415);
    expect(gif.json()).toMatchObject({ code: 'UPLOAD_TYPE_NOT_ALLOWED' });
    const disguised = await upload(multipart('image', 'a.png', 'image/png', Buffer.from('<script>alert(1)</script>')));
    expect(disguised.statusCode).toBe(415);
  });

  it('refuses a multipart body without a boundary, or one that is never closed, with 400 and at once', async () => {
    const part = multipart('image', 'logo.png', 'image/png', png).payload;
    const unclosed = part.subarray(0, part.length - '\r\n--agency-test-boundary--\r\n'.length);
    const cutInTheHeaders = part.subarray(0, 40);
    const boundary = 'multipart/form-data; boundary=----agency-test-boundary';
    for (const [contentType, payload, code] of [
      ['multipart/form-data', part, 'UPLOAD_MALFORMED'],
      ['multipart/form-data; boundary=', part, 'UPLOAD_MALFORMED'],
      [`multipart/form-data; boundary=${'b'.repeat(71)}`, part, 'UPLOAD_MALFORMED'],
      [boundary, unclosed, 'UPLOAD_MALFORMED'],
      // Cut before the file part began: there is no file.
      [boundary, cutInTheHeaders, 'UPLOAD_FILE_MISSING'],
    ] as const) {
      const response = await upload({ headers: { 'content-type': contentType }, payload });
      expect(response.statusCode, `${contentType}, ${payload.length} bytes`).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, code, requestId: expect.any(String) });
    }
    // The same over a socket: the body ends without its closing boundary, and the answer comes at once.
    const answer = await fetch(`${socketUrl.replace('ws', 'http')}/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': boundary },
      body: unclosed,
      signal: AbortSignal.timeout(5000),
    });
    expect(answer.status).toBe(400);
  });

  it('refuses a form with a second file, in the same field or another, with 400', async () => {
    const first = multipart('image', 'logo.png', 'image/png', png);
    const second = multipart('avatar', 'other.png', 'image/png', png).payload;
    const firstPart = first.payload.subarray(0, first.payload.length - '--\r\n'.length);
    for (const secondPart of [first.payload, second]) {
      // The first part, then the second after the same boundary line.
      const payload = Buffer.concat([
        firstPart,
        Buffer.from('\r\n'),
        secondPart.subarray(secondPart.indexOf('Content-Disposition')),
      ]);
      const response = await upload({ headers: first.headers, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, code: 'UPLOAD_TOO_MANY_FILES', requestId: expect.any(String) });
    }
    // A form field beside the one file is no second file.
    const field = '------agency-test-boundary\r\nContent-Disposition: form-data; name="alt"\r\n\r\nA logo\r\n';
    const withField = await upload({ headers: first.headers, payload: Buffer.concat([Buffer.from(field), first.payload]) });
    expect(withField.statusCode).toBe(201);
  });

  it('refuses a file in another field, a JSON body, and an anonymous caller', async () => {
    expect((await upload(multipart('avatar', 'logo.png', 'image/png', png))).json()).toMatchObject({
      statusCode: 400,
      code: 'UPLOAD_FILE_MISSING',
    });
    const json = await app.inject({
      method: 'POST',
      url: '/images',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(json.statusCode).toBe(415);
    expect((await upload(multipart('image', 'logo.png', 'image/png', png), null)).statusCode).toBe(401);
  });
});

/** Opens a socket; resolves with its first message, or with the HTTP status that refused the upgrade. */
function connect(path: string, headers: Record<string, string> = {}, firstMessage?: string) {
  const socket = new WebSocket(`${socketUrl}${path}`, { headers });
  return new Promise<{ socket: WebSocket; message?: unknown; refused?: number; closed?: number }>((resolve) => {
    socket.once('unexpected-response', (_request, response) => resolve({ socket, refused: response.statusCode }));
    socket.once('open', () => firstMessage !== undefined && socket.send(firstMessage));
    socket.once('message', (data) => resolve({ socket, message: JSON.parse(data.toString()) }));
    socket.once('close', (code) => resolve({ socket, closed: code }));
  });
}

describe('a WebSocket route', () => {
  it('refuses an anonymous upgrade with 401, and opens no socket', async () => {
    expect(await connect('/live')).toMatchObject({ refused: 401 });
  });

  it('accepts the access token in the cookie, or in the Authorization header', async () => {
    const byCookie = await connect('/live', { cookie: `${ACCESS_COOKIE}=${admin}` });
    expect(byCookie.message).toEqual({ hello: 'a@example.com' });
    byCookie.socket.close();
    const byHeader = await connect('/live', { authorization: `Bearer ${admin}` });
    expect(byHeader.message).toEqual({ hello: 'a@example.com' });
    byHeader.socket.close();
  });

  it('refuses a role the operation does not allow with 403, and a bad token with 401', async () => {
    expect(await connect('/live', { cookie: `${ACCESS_COOKIE}=${client}` })).toMatchObject({ refused: 403 });
    expect(await connect('/live', { cookie: `${ACCESS_COOKIE}=${admin}x` })).toMatchObject({ refused: 401 });
  });

  it('with first-message auth, hands over the socket only after a valid auth message', async () => {
    const joined = await connect('/live/design', {}, JSON.stringify({ type: 'auth', token: client }));
    expect(joined.message).toEqual({ room: 'design', as: 'client' });
    const echoed = new Promise((resolve) => joined.socket.once('message', (data) => resolve(JSON.parse(data.toString()))));
    joined.socket.send('hi');
    expect(await echoed).toEqual({ echo: 'hi' });
    joined.socket.close();
  });

  it('with first-message auth, closes the socket on a missing or forged token', async () => {
    expect(await connect('/live/design', {}, 'hello')).toMatchObject({ closed: 4401 });
    expect(await connect('/live/design', {}, JSON.stringify({ type: 'auth', token: `${client}x` }))).toMatchObject({
      closed: 4401,
    });
  });

  it('closes a socket with 4401 when its token expires, however the token came', async () => {
    // Tokens of one to two seconds (`exp` is in whole seconds) stand in for the 15 minutes of a real one.
    const shortLived = signTestToken(keys, { sub: randomUUID(), email: 'a@example.com', role: 'admin' }, 2);
    const byHeader = await connect('/live', { authorization: `Bearer ${shortLived}` });
    const byMessage = await connect('/live/design', {}, JSON.stringify({ type: 'auth', token: shortLived }));
    const closes = [byHeader, byMessage].map(
      ({ socket }) =>
        new Promise<{ code: number; reason: string }>((resolve) =>
          socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
        ),
    );
    const expiresAt = (JSON.parse(Buffer.from(shortLived.split('.')[1]!, 'base64url').toString()) as { exp: number }).exp * 1000;
    for (const closed of await Promise.all(closes)) {
      expect(closed).toEqual({ code: 4401, reason: 'Your session has expired. Sign in again.' });
    }
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt);
  });

  it('closes the sockets of a session that ends with 4401, and no other', async () => {
    const userId = randomUUID();
    const [sid, otherSid] = [randomUUID(), randomUUID()];
    const token = (session: string) => signTestToken(keys, { sub: userId, email: 'a@example.com', role: 'admin', sid: session });
    const ending = await connect('/live', { authorization: `Bearer ${token(sid)}` });
    const staying = await connect('/live/design', {}, JSON.stringify({ type: 'auth', token: token(otherSid) }));
    const closed = new Promise<number>((resolve) => ending.socket.once('close', resolve));
    app.revokedSessions.end({ userId, sessionIds: [sid], issuedBefore: null, tokensExpireBy: new Date(Date.now() + 900_000) });
    expect(await closed).toBe(4401);
    expect(staying.socket.readyState).toBe(WebSocket.OPEN);
    expect(await connect('/live', { authorization: `Bearer ${token(sid)}` })).toMatchObject({ refused: 401 });
    expect(await connect('/live/design', {}, JSON.stringify({ type: 'auth', token: token(sid) }))).toMatchObject({
      closed: 4401,
    });
    staying.socket.close();
  });

  it('validates path parameters before the upgrade', async () => {
    expect(await connect('/live/NOT-A-ROOM', { cookie: `${ACCESS_COOKIE}=${admin}` })).toMatchObject({ refused: 400 });
  });
});

describe('start-up checks for the route kinds', () => {
  const contractOf = () => loadContract(contractFile);

  it('refuses a route the contract declares as another kind, or does not have', async () => {
    expect(() =>
      registerContractRoutes(Fastify(), contractOf(), {
        ...routes,
        operations: { ...routes.operations, receivePaymentWebhook: routes.rawBodyRoutes.receivePaymentWebhook },
      }),
    ).toThrow(/receivePaymentWebhook is a raw-body operation; implement it in rawBodyRoutes/);
    expect(() =>
      registerContractRoutes(Fastify(), contractOf(), {
        ...routes,
        socketRoutes: { ...routes.socketRoutes, watchEverything: routes.socketRoutes.watchBoard },
      }),
    ).toThrow(/no operation watchEverything/);
  });

  it('refuses a secured upload or WebSocket route without roles, and a missing one', async () => {
    expect(() =>
      registerContractRoutes(Fastify(), contractOf(), {
        ...routes,
        socketRoutes: { ...routes.socketRoutes, watchBoard: { connect: () => undefined } },
      }),
    ).toThrow(/watchBoard must declare roles/);
    expect(() =>
      registerContractRoutes(Fastify(), contractOf(), {
        ...routes,
        uploadRoutes: { uploadImage: { handler: routes.uploadRoutes.uploadImage.handler } },
      }),
    ).toThrow(/uploadImage must declare roles/);
    expect(() => registerContractRoutes(Fastify(), contractOf(), { ...routes, uploadRoutes: {} })).toThrow(
      /uploadImage has no handler/,
    );
  });
});
