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
