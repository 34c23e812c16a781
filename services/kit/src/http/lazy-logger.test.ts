import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyChildLoggerFactory } from './lazy-logger.js';

/** A Fastify app whose log lines are collected, with the lazy request loggers. */
function appWritingTo(lines: Record<string, unknown>[], level: string) {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, next) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      next();
    },
  });
  return Fastify({ logger: { level, stream }, childLoggerFactory: lazyChildLoggerFactory });
}

describe('lazy request loggers', () => {
  it('write nothing below their level and make no child for it', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appWritingTo(lines, 'warn');
    app.get('/quiet', async (request) => {
      request.log.info('not written');
      request.log.debug({ detail: 1 }, 'nor this');
      return { level: request.log.level };
    });
    await app.ready();
    // Fastify's own request lines (at info) go through the same loggers.
    let made = 0;
    const parent = app.log as unknown as { child: (...args: unknown[]) => unknown };
    const child = parent.child.bind(parent);
    parent.child = (...args) => (made++, child(...args));
    const response = await app.inject({ url: '/quiet' });
    parent.child = child;
    expect(response.json()).toEqual({ level: 'warn' });
    expect(made).toBe(0);
    expect(lines).toEqual([]);
    await app.close();
  });

  it('write an enabled line with the request id, its own bindings and its message', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appWritingTo(lines, 'warn');
    app.get('/loud', async (request) => {
      request.log.warn({ detail: 7 }, 'something to see');
      request.log.child({ step: 'inner' }).error('and deeper');
      return { id: request.id };
    });
    const { id } = (await app.inject({ url: '/loud' })).json<{ id: string }>();
    expect(lines).toMatchObject([
      { level: 40, reqId: id, detail: 7, msg: 'something to see' },
      { level: 50, reqId: id, step: 'inner', msg: 'and deeper' },
    ]);
    await app.close();
  });

  it('give a route with its own level a real child at that level', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appWritingTo(lines, 'warn');
    app.get('/chatty', { logLevel: 'debug' }, async (request) => {
      request.log.debug('seen at debug');
      return {};
    });
    await app.inject({ url: '/chatty' });
    expect(lines.filter((line) => line.level === 20)).toMatchObject([{ msg: 'seen at debug' }]);
    await app.close();
  });
});
