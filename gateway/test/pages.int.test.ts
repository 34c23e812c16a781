import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { dropTestResources, testNamespace } from '@agency/kit/testing';
import { PAGE_ROUTES_FILE } from '../src/page-routes.js';
import { testGateway } from './support.js';

const namespace = testNamespace();
const shell = '<!doctype html><title>SPA</title><div id="root"></div>';
let gateway: FastifyInstance;

beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'agency-web-'));
  writeFileSync(path.join(webDist, 'index.html'), shell);
  writeFileSync(
    path.join(webDist, PAGE_ROUTES_FILE),
    JSON.stringify(['/', '/about', '/blog/:slug', '/admin/*', '/services/:slug', '/portfolio/:id?']),
  );
  gateway = await testGateway(namespace, { WEB_DIST: webDist });
});

afterAll(async () => {
  await gateway?.close();
  await dropTestResources(namespace);
});

describe('page paths, when the web build lists its routes', () => {
  it.each(['/', '/about', '/About/', '/blog/first-post', '/admin', '/admin/inquiries/42', '/services/seo?ref=x', '/portfolio'])(
    '%s is a page: 200 with the SPA shell',
    async (url) => {
      const response = await gateway.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(shell);
      expect(response.headers['content-type']).toContain('text/html');
    },
  );

  it.each(['/nowhere', '/about/team', '/blog', '/blog/a/b', '/services', '/portfolio/1/2'])(
    '%s is unknown: 404 with the same shell, which shows Page Not Found',
    async (url) => {
      const response = await gateway.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(shell);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('keeps unknown API routes and files as JSON 404s', async () => {
    for (const url of ['/api/nowhere', '/missing.js']) {
      const response = await gateway.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('ROUTE_NOT_FOUND');
    }
  });
});
