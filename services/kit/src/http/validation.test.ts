import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors.js';
import { registerInputGuards, registerValidators } from './validation.js';

async function echoApp() {
  const app = Fastify();
  registerErrorHandling(app);
  registerValidators(app);
  registerInputGuards(app);
  app.post(
    '/echo',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { count: { type: 'integer' }, tags: { type: 'array' } },
        },
        querystring: { type: 'object', properties: { page: { type: 'integer' } } },
      },
    },
    async (request) => ({ body: request.body, query: request.query }),
  );
  app.get('/things/:name', async (request) => ({ params: request.params, query: request.query }));
  return app;
}

describe('input guards and validators', () => {
  it('coerces query strings but not bodies', async () => {
    const app = await echoApp();
    const ok = await app.inject({ method: 'POST', url: '/echo?page=2', payload: { count: 3 } });
    expect(ok.json()).toEqual({ body: { count: 3 }, query: { page: 2 } });
    const stringly = await app.inject({ method: 'POST', url: '/echo', payload: { count: '3' } });
    expect(stringly.statusCode).toBe(400);
  });

  it('takes an integer in the query string or the path only written in digits, with a 400 in the error shape', async () => {
    const app = await echoApp();
    app.get(
      '/pages/:number',
      {
        schema: {
          params: { type: 'object', properties: { number: { type: 'integer' } } },
          querystring: { type: 'object', properties: { ids: { type: 'array', items: { type: 'integer' } } } },
        },
      },
      async (request) => ({ params: request.params, query: request.query }),
    );
    for (const text of ['1e3', '1.0', ' 1', '0x10', '+1', '1 ', '']) {
      const query = await app.inject({ method: 'POST', url: `/echo?page=${encodeURIComponent(text)}`, payload: {} });
      expect(query.statusCode, text).toBe(400);
      expect(query.json(), text).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        details: [{ path: 'querystring/page', message: 'must be an integer written in digits' }],
      });
      const path = await app.inject({ url: `/pages/${encodeURIComponent(text || 'x')}` });
      expect(path.json(), text).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
      const list = await app.inject({ url: `/pages/1?ids=2&ids=${encodeURIComponent(text)}` });
      expect(list.json(), text).toMatchObject({ statusCode: 400, details: [{ path: 'querystring/ids' }] });
    }
    expect((await app.inject({ method: 'POST', url: '/echo?page=1000', payload: {} })).json().query).toEqual({ page: 1000 });
    expect((await app.inject({ method: 'POST', url: '/echo?page=-2', payload: {} })).json().query).toEqual({ page: -2 });
    expect((await app.inject({ url: '/pages/12?ids=3&ids=4' })).json()).toEqual({
      params: { number: 12 },
      query: { ids: [3, 4] },
    });
  });

  it('refuses unknown body properties instead of dropping them', async () => {
    const app = await echoApp();
    const response = await app.inject({ method: 'POST', url: '/echo', payload: { count: 1, role: 'admin' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ path: 'body/role', message: 'is not allowed' }]);
  });

  it('refuses NUL characters in nested strings, in keys and in the URL', async () => {
    const app = await echoApp();
    for (const payload of [{ tags: ['a', 'b\u0000'] }, { ['k\u0000']: 1 }]) {
      const response = await app.inject({ method: 'POST', url: '/echo', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('INVALID_CHARACTERS');
    }
    expect((await app.inject({ method: 'POST', url: '/echo?page=%00', payload: {} })).json().code).toBe('INVALID_CHARACTERS');
    for (const url of ['/things/a%00b', '/things/a?q=%00', '/things/a?%00=1']) {
      expect((await app.inject({ url })).json(), url).toMatchObject({ statusCode: 400, code: 'INVALID_CHARACTERS' });
    }
    expect((await app.inject({ url: '/things/a%2500?q=%2500' })).json()).toEqual({
      params: { name: 'a%00' },
      query: { q: '%00' },
    });
  });

  it('refuses a body nested deeper than 32 levels with a 400, however deep, and takes one 32 deep', async () => {
    const app = await echoApp();
    const nested = (depth: number) => `{"tags":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
    for (const payload of [nested(33), nested(4_000), nested(20_000), `${'['.repeat(4_000)}${']'.repeat(4_000)}`]) {
      const response = await app.inject({
        method: 'POST',
        url: '/echo',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, code: 'JSON_TOO_DEEP' });
    }
    const deepest = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: nested(32),
      headers: { 'content-type': 'application/json' },
    });
    expect(deepest.statusCode).toBe(200);
    // Brackets inside strings, escaped quotes among them, are text, not nesting.
    const text = await app.inject({ method: 'POST', url: '/echo', payload: { tags: [`\\"${'['.repeat(100)}`] } });
    expect(text.statusCode).toBe(200);
  });

  it('refuses ill-formed Unicode in nested strings and keys, escaped or as raw bytes', async () => {
    const app = await echoApp();
    const json = { 'content-type': 'application/json' };
    for (const payload of ['{"tags":["a","x\\ud800"]}', '{"tags":["\\udc00"]}', '{"k\\ud83d":1}']) {
      const response = await app.inject({ method: 'POST', url: '/echo', payload, headers: json });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().code).toBe('INVALID_CHARACTERS');
    }
    // A lone surrogate written out as UTF-8 bytes (ED A0 80) is not UTF-8 at all.
    const raw = Buffer.concat([Buffer.from('{"tags":["x'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"]}')]);
    const rawAnswer = await app.inject({ method: 'POST', url: '/echo', payload: raw, headers: json });
    expect([rawAnswer.statusCode, rawAnswer.json().code]).toEqual([400, 'INVALID_CHARACTERS']);
    // A pair is one character, escaped or not.
    const paired = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: '{"tags":["\\ud83d\\ude00", "😀"]}',
      headers: json,
    });
    expect(paired.json()).toMatchObject({ body: { tags: ['😀', '😀'] } });
  });

  it('accepts only JSON bodies', async () => {
    const app = await echoApp();
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: '<x/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(response.statusCode).toBe(415);
  });
});
