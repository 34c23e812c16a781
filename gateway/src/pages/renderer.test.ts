import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { upstreamFetch } from './renderer.js';

const servers: Server[] = [];

/** A replica on a free port that answers every read with its name and the path it was asked for. */
async function replica(name: string): Promise<string> {
  const server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ name, path: request.url, requestId: request.headers['x-request-id'] ?? null }));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** An origin nothing listens on: a replica that is down. */
async function downReplica(): Promise<string> {
  const origin = await replica('gone');
  const server = servers.pop()!;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return origin;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
});

const read = async (fetcher: (request: Request) => Promise<Response>, path: string) =>
  (await (await fetcher(new Request(`http://maple.example${path}`))).json()) as { name: string; path: string };

describe("a page render's reads", () => {
  it('go straight to the service behind the prefix, its replicas in turn', async () => {
    const fetcher = upstreamFetch([{ name: 'content', prefix: '/api/content', urls: [await replica('a'), await replica('b')] }]);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await read(fetcher, '/api/content/posts?page=2'));
    expect(answers.map((answer) => answer.name)).toEqual(['a', 'b', 'a', 'b']);
    expect(answers[0]!.path).toBe('/posts?page=2');
  });

  it('go to the next replica when one is down, and fail only when none answers', async () => {
    const fetcher = upstreamFetch([{ name: 'content', prefix: '/api/content', urls: [await downReplica(), await replica('b')] }]);
    for (let i = 0; i < 4; i++) expect((await read(fetcher, '/api/content/posts')).name).toBe('b');

    const none = upstreamFetch([{ name: 'content', prefix: '/api/content', urls: [await downReplica(), await downReplica()] }]);
    await expect(none(new Request('http://maple.example/api/content/posts'))).rejects.toThrow();
  });

  it('refuse anything but a read, and any path outside the services', async () => {
    const fetcher = upstreamFetch([{ name: 'content', prefix: '/api/content', urls: [await replica('a')] }]);
    await expect(fetcher(new Request('http://maple.example/api/content/posts', { method: 'POST' }))).rejects.toThrow(
      'A page render cannot POST /api/content/posts',
    );
    await expect(fetcher(new Request('http://maple.example/elsewhere'))).rejects.toThrow('A page render cannot GET /elsewhere');
  });
});
