import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskStorage } from './disk.js';
import { openStorage, storageEnv } from './open.js';
import { S3Storage } from './s3.js';
import { InvalidObjectKeyError, type ObjectStorage } from './storage.js';

const bodyOf = async (stream: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};

const keysOf = async (storage: ObjectStorage, prefix?: string) => {
  const keys: string[] = [];
  for await (const item of storage.list(prefix)) keys.push(item.key);
  return keys;
};

interface Backend {
  name: string;
  open: () => Promise<{ storage: ObjectStorage; prefix: string; stop: () => Promise<void> }>;
}

const backends: Backend[] = [
  {
    name: 'disk',
    open: async () => {
      const folder = await mkdtemp(path.join(tmpdir(), 'disk-storage-'));
      return { storage: new DiskStorage(folder), prefix: '', stop: () => rm(folder, { recursive: true, force: true }) };
    },
  },
  {
    // An S3 stand-in from npm, in process: the S3 driver's requests against a real S3 API.
    name: 's3 (s3rver)',
    open: async () => {
      const folder = await mkdtemp(path.join(tmpdir(), 's3rver-'));
      const server = new S3rver({
        address: '127.0.0.1',
        port: 0,
        silent: true,
        directory: folder,
        configureBuckets: [{ name: 'media' }],
      });
      const { port } = await server.run();
      const storage = new S3Storage({
        endpoint: `http://127.0.0.1:${port}`,
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        bucket: 'media',
        forcePathStyle: true,
      });
      return {
        storage,
        prefix: '',
        stop: async () => {
          await storage.close();
          await server.close();
          await rm(folder, { recursive: true, force: true });
        },
      };
    },
  },
];

// A real store (MinIO, S3) when one is configured: its bucket must exist; each run writes under its own prefix.
if (process.env.S3_ENDPOINT) {
  backends.push({
    name: `s3 (${process.env.S3_ENDPOINT})`,
    open: async () => {
      const config = storageEnv.parse({ ...process.env, STORAGE_DRIVER: 's3' });
      const storage = await openStorage(config, 'media');
      const prefix = `test-${randomUUID()}/`;
      return {
        storage,
        prefix,
        stop: async () => {
          for (const key of await keysOf(storage, prefix)) await storage.delete(key);
          await storage.close();
        },
      };
    },
  });
}

describe.each(backends)('object storage: $name', (backend) => {
  let storage: ObjectStorage;
  let prefix: string;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, prefix, stop } = await backend.open());
  });
  afterAll(() => stop());

  it('stores a buffer and gives it back with its size and type, by head and by get', async () => {
    const key = `${prefix}images/a.webp`;
    const put = await storage.put(key, Buffer.from('hello, image'), { contentType: 'image/webp' });
    expect(put).toMatchObject({ key, size: 12, contentType: 'image/webp' });
    expect(await storage.head(key)).toMatchObject({ key, size: 12, contentType: 'image/webp' });
    const got = await storage.get(key);
    expect(got).toMatchObject({ key, size: 12, contentType: 'image/webp' });
    expect((await bodyOf(got!.body)).toString()).toBe('hello, image');
  });

  it('streams a body in and out without knowing its length first', async () => {
    const key = `${prefix}files/large.bin`;
    const chunks = Array.from({ length: 48 }, () => randomBytes(64 * 1024));
    const put = await storage.put(key, Readable.from(chunks), { contentType: 'application/octet-stream' });
    expect(put.size).toBe(48 * 64 * 1024);
    const got = await storage.get(key);
    expect(got!.size).toBe(48 * 64 * 1024);
    expect((await bodyOf(got!.body)).equals(Buffer.concat(chunks))).toBe(true);
  });

  it('stores nothing of a stream that fails half way, and deletes a streamed object for good', async () => {
    const key = `${prefix}files/cut-short.bin`;
    const failing = new Readable({
      read() {
        this.push(randomBytes(64 * 1024));
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(storage.put(key, failing, { contentType: 'application/octet-stream' })).rejects.toThrow('connection lost');
    expect(await storage.head(key)).toBeUndefined();
    await storage.put(key, Readable.from([randomBytes(1024), randomBytes(1024)]), { contentType: 'application/octet-stream' });
    expect(await storage.head(key)).toMatchObject({ size: 2048 });
    await storage.delete(key);
    expect(await storage.get(key)).toBeUndefined();
  });

  it('replaces an object written again under the same key', async () => {
    const key = `${prefix}images/b.png`;
    await storage.put(key, Buffer.from('first'), { contentType: 'image/png' });
    await storage.put(key, Buffer.from('second one'), { contentType: 'image/jpeg' });
    const got = await storage.get(key);
    expect(got).toMatchObject({ size: 10, contentType: 'image/jpeg' });
    expect((await bodyOf(got!.body)).toString()).toBe('second one');
  });

  it('answers undefined for a key with nothing under it, and deletes idempotently', async () => {
    const key = `${prefix}images/gone.webp`;
    expect(await storage.get(`${prefix}images/never.webp`)).toBeUndefined();
    expect(await storage.head(`${prefix}images/never.webp`)).toBeUndefined();
    await storage.put(key, Buffer.from('x'), { contentType: 'image/webp' });
    await storage.delete(key);
    expect(await storage.head(key)).toBeUndefined();
    expect(await storage.get(key)).toBeUndefined();
    await storage.delete(key);
  });

  it('lists the objects under a prefix, in key order, and nothing else', async () => {
    for (const name of ['c-2.webp', 'c-1.webp', 'c-10.webp']) {
      await storage.put(`${prefix}list/${name}`, Buffer.from(name), { contentType: 'image/webp' });
    }
    await storage.put(`${prefix}listed-not/x.webp`, Buffer.from('x'), { contentType: 'image/webp' });
    await storage.put(`${prefix}list/deeper/d.webp`, Buffer.from('d'), { contentType: 'image/webp' });
    expect(await keysOf(storage, `${prefix}list/`)).toEqual(
      ['c-1.webp', 'c-10.webp', 'c-2.webp', 'deeper/d.webp'].map((name) => `${prefix}list/${name}`),
    );
    expect(await keysOf(storage, `${prefix}list/c-1`)).toEqual([`${prefix}list/c-1.webp`, `${prefix}list/c-10.webp`]);
    const listed = [];
    for await (const item of storage.list(`${prefix}list/c-2`)) listed.push(item);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ size: 8, contentType: 'image/webp' });
  });

  it.each(['', '../escape', 'a/../../escape', '/absolute', 'a//b', '.hidden', 'a/./b', 'a\\b', 'a b', 'x'.repeat(513)])(
    'refuses the key %j',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(InvalidObjectKeyError);
      await expect(storage.get(key)).rejects.toThrow(InvalidObjectKeyError);
      await expect(storage.delete(key)).rejects.toThrow(InvalidObjectKeyError);
    },
  );

  it('gives a temporary link as an attachment where the store signs them, and none on disk', async () => {
    const key = `${prefix}files/report.pdf`;
    await storage.put(key, Buffer.from('%PDF-1.7 report'), { contentType: 'application/pdf' });
    const url = await storage.temporaryUrl(key, { expiresInSeconds: 60, attachmentName: 'Report "Q3".pdf' });
    if (storage.driver === 'disk') {
      expect(url).toBeUndefined();
    } else {
      const response = await fetch(url!);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('%PDF-1.7 report');
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="Report _Q3_.pdf"/);
    }
    await expect(storage.temporaryUrl(key, { expiresInSeconds: 0 })).rejects.toThrow(RangeError);
  });
});

describe('disk storage', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'disk-storage-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('keeps nothing of a write whose stream fails half way: the old object stays whole', async () => {
    const storage = new DiskStorage(path.join(folder, 'bucket'));
    await storage.put('a/kept.bin', Buffer.from('the old bytes'), { contentType: 'application/octet-stream' });
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024, 1));
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(storage.put('a/kept.bin', failing, { contentType: 'image/png' })).rejects.toThrow('connection lost');
    const got = await storage.get('a/kept.bin');
    expect(got).toMatchObject({ size: 13, contentType: 'application/octet-stream' });
    expect((await bodyOf(got!.body)).toString()).toBe('the old bytes');
    expect(await readdir(path.join(folder, 'bucket', '.partial'))).toEqual([]);
  });

  it('writes only inside its folder', async () => {
    const storage = new DiskStorage(path.join(folder, 'inner'));
    await expect(storage.put('../outside', Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(
      InvalidObjectKeyError,
    );
    await storage.put('safe/name.txt', Buffer.from('x'), { contentType: 'text/plain' });
    expect((await readdir(folder)).sort()).toEqual(['bucket', 'inner']);
  });

  it('is what the settings choose without S3_ENDPOINT, under STORAGE_DIR/<bucket>', async () => {
    const storage = await openStorage(storageEnv.parse({ STORAGE_DIR: folder }), 'chosen');
    expect(storage.driver).toBe('disk');
    await storage.put('k.txt', Buffer.from('x'), { contentType: 'text/plain' });
    expect(await readdir(path.join(folder, 'chosen', 'objects'))).toEqual(['k.txt']);
    const s3 = await openStorage(storageEnv.parse({ S3_ENDPOINT: 'http://127.0.0.1:9000' }), 'chosen');
    expect(s3.driver).toBe('s3');
    await s3.close();
  });
});
