import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { dropTestResources, testNamespace } from '@agency/kit/testing';
import { startUpstream, testGateway } from './support.js';

const namespace = testNamespace();
const mebibytes = (n: number) => n * 1024 * 1024;
const limit = 64 * 1024;

/** What the stand-in content service received. */
const received: Array<{ method: string; url: string; bytes: number }> = [];
let upstream: Awaited<ReturnType<typeof startUpstream>>;
let gateway: FastifyInstance;

beforeAll(async () => {
  upstream = await startUpstream((request, response) => {
    let bytes = 0;
    request.on('data', (chunk: Buffer) => (bytes += chunk.length));
    request.on('end', () => {
      received.push({ method: request.method!, url: request.url!, bytes });
      const type =
        request.url === '/sitemap.xml' ? 'application/xml' : request.url === '/robots.txt' ? 'text/plain' : 'application/json';
      response.writeHead(200, { 'content-type': type });
      response.end(type === 'application/json' ? JSON.stringify({ bytes }) : `served ${request.url}`);
    });
  });
  // A build that ships a robots.txt of its own: the service's, made from the content, wins.
  const webDist = mkdtempSync(path.join(tmpdir(), 'agency-web-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>SPA</title>');
  writeFileSync(path.join(webDist, 'robots.txt'), 'User-agent: *\nDisallow:\n');
  gateway = await testGateway(namespace, { CONTENT_URL: upstream.url, WEB_DIST: webDist, BODY_LIMIT_BYTES: String(limit) });
});

afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
  await dropTestResources(namespace);
});

describe('sitemap.xml and robots.txt at the site’s root', () => {
  it('answers them from the content service', async () => {
    for (const file of ['/sitemap.xml', '/robots.txt']) {
      const response = await gateway.inject({ url: file });
      expect(response.statusCode, file).toBe(200);
      expect(response.body).toBe(`served ${file}`);
      expect(received.at(-1)).toMatchObject({ method: 'GET', url: file });
    }
    expect((await gateway.inject({ url: '/sitemap.xml' })).headers['content-type']).toBe('application/xml');
    expect((await gateway.inject({ method: 'HEAD', url: '/robots.txt' })).statusCode).toBe(200);
  });

  it('proxies nothing below them, nor other methods', async () => {
    const before = received.length;
    // A path below is a page of the SPA (its shell), not the service's.
    expect((await gateway.inject({ url: '/sitemap.xml/other' })).body).toContain('<title>SPA</title>');
    expect((await gateway.inject({ method: 'POST', url: '/robots.txt', payload: 'x' })).statusCode).toBe(404);
    expect(received.length).toBe(before);
  });
});

describe('the body limit on the upload route', () => {
  const upload = (bytes: number, url = '/api/content/admin/media') =>
    gateway.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: Buffer.alloc(bytes, 0x61),
    });

  it('lets an image of the contract’s 10 MiB through with its multipart envelope', async () => {
    const response = await upload(mebibytes(10) + 1000);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ bytes: mebibytes(10) + 1000 });
    expect((await upload(mebibytes(10) + limit)).statusCode).toBe(200);
  });

  it('refuses more than that at the edge', async () => {
    const before = received.length;
    const response = await upload(mebibytes(10) + limit + 1);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(received.length).toBe(before);
  });

  it('keeps the ordinary limit everywhere else, beside the upload route too', async () => {
    for (const url of ['/api/content/admin/posts', '/api/content/admin/media/other', '/api/leads/inquiries/stage']) {
      expect((await upload(limit + 1, url)).statusCode, url).toBe(413);
    }
    expect(
      (await gateway.inject({ method: 'PUT', url: '/api/content/admin/media', payload: Buffer.alloc(limit + 1) })).statusCode,
    ).toBe(413);
  });
});
