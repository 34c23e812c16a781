import { createHash } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { dropTestResources, testNamespace } from '@agency/kit/testing';
import { startUpstream, testGateway } from './support.js';

const namespace = testNamespace();
const LIMIT = 1024;
let upstream: Awaited<ReturnType<typeof startUpstream>>;
let gateway: FastifyInstance;
let gatewayUrl: string;

/** What the stand-in service saw of each request body. */
const seen: Array<{ bytes: number; complete: boolean }> = [];

beforeAll(async () => {
  upstream = await startUpstream((request, response) => {
    const record = { bytes: 0, complete: false };
    seen.push(record);
    const hash = createHash('sha256');
    request.on('data', (chunk: Buffer) => {
      record.bytes += chunk.length;
      hash.update(chunk);
    });
    request.on('end', () => {
      record.complete = true;
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({ bytes: record.bytes, sha256: hash.digest('hex'), chunked: request.headers['transfer-encoding'] }),
      );
    });
  });
  gateway = await testGateway(namespace, { LEADS_URL: upstream.url, BODY_LIMIT_BYTES: String(LIMIT) });
  gatewayUrl = await gateway.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
  await dropTestResources(namespace);
});

/**
 * Sends `chunks` as a chunked body (no Content-Length), a little at a time like a slow client, and stops
 * writing as soon as an answer comes back.
 */
async function sendChunked(chunks: Buffer[]): Promise<{ status: number; body: string }> {
  const url = new URL('/api/leads/uploads', gatewayUrl);
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = httpRequest(url, { method: 'POST', headers: { 'content-type': 'application/octet-stream' } });
    request.on('response', (response: IncomingMessage) => {
      answered = true;
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (text: string) => (body += text));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    // Writing into a connection the gateway closed after answering is expected; anything else is not.
    request.on('error', (error) => (answered ? undefined : reject(error)));
    void (async () => {
      for (const chunk of chunks) {
        if (answered) return;
        request.write(chunk);
        await sleep(15);
      }
      request.end();
    })();
  });
}

const chunksOf = (count: number, size: number) =>
  Array.from({ length: count }, (_, index) => Buffer.alloc(size, String.fromCharCode(97 + (index % 26))));

describe('a chunked body at the edge', () => {
  it('over the limit is answered 413 in the error shape, and the service never gets all of it', async () => {
    const chunks = chunksOf(16, 512); // 8 KiB against a 1 KiB limit
    const before = seen.length;
    const response = await sendChunked(chunks);
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toMatchObject({ statusCode: 413, error: 'Payload Too Large', code: 'PAYLOAD_TOO_LARGE' });
    await sleep(100);
    for (const record of seen.slice(before)) {
      expect(record.complete).toBe(false);
      expect(record.bytes).toBeLessThanOrEqual(LIMIT);
    }
  });

  it('under the limit passes through untouched', async () => {
    const chunks = chunksOf(3, 300);
    const response = await sendChunked(chunks);
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({
      bytes: 900,
      sha256: createHash('sha256').update(Buffer.concat(chunks)).digest('hex'),
      chunked: 'chunked',
    });
  });

  it('exactly at the limit passes through', async () => {
    const response = await sendChunked(chunksOf(2, LIMIT / 2));
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body).bytes).toBe(LIMIT);
  });

  it('leaves the gateway serving the next request', async () => {
    await sendChunked(chunksOf(4, 512));
    expect((await fetch(new URL('/healthz', gatewayUrl))).status).toBe(200);
  });
});
