import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  checkExpiry,
  checkObjectKey,
  checkObjectPrefix,
  InvalidObjectKeyError,
  type ObjectStorage,
  type PutOptions,
  type StoredObject,
  type StoredObjectInfo,
  type TemporaryUrlOptions,
} from './storage.js';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * A bucket in a folder: `<folder>/objects/<key>` holds the bytes, `<folder>/types/<key>` the content type,
 * and `<folder>/.partial/` the files being written, each renamed into place once whole (the same file system,
 * so the rename is atomic). Keys are checked, then the resolved path is checked to stay inside the folder.
 */
export class DiskStorage implements ObjectStorage {
  readonly driver = 'disk';
  private readonly objects: string;
  private readonly types: string;
  private readonly partial: string;

  constructor(folder: string) {
    const root = path.resolve(folder);
    this.objects = path.join(root, 'objects');
    this.types = path.join(root, 'types');
    this.partial = path.join(root, '.partial');
  }

  private pathIn(base: string, key: string): string {
    const resolved = path.resolve(base, checkObjectKey(key));
    if (!resolved.startsWith(base + path.sep)) throw new InvalidObjectKeyError(key);
    return resolved;
  }

  async put(key: string, body: Buffer | Readable, options: PutOptions): Promise<StoredObjectInfo> {
    const file = this.pathIn(this.objects, key);
    const typeFile = this.pathIn(this.types, key);
    await mkdir(this.partial, { recursive: true });
    const partialFile = path.join(this.partial, randomUUID());
    const partialType = `${partialFile}.type`;
    try {
      if (Buffer.isBuffer(body)) await writeFile(partialFile, body);
      else await pipeline(body, createWriteStream(partialFile));
      await writeFile(partialType, options.contentType);
      await Promise.all([mkdir(path.dirname(file), { recursive: true }), mkdir(path.dirname(typeFile), { recursive: true })]);
      await rename(partialType, typeFile);
      await rename(partialFile, file);
    } catch (error) {
      await Promise.all([rm(partialFile, { force: true }), rm(partialType, { force: true })]);
      throw error;
    }
    const stats = await stat(file);
    return { key, size: stats.size, contentType: options.contentType, lastModified: stats.mtime };
  }

  private async typeOf(key: string): Promise<string> {
    try {
      return (await readFile(this.pathIn(this.types, key), 'utf8')) || 'application/octet-stream';
    } catch (error) {
      if (isMissing(error)) return 'application/octet-stream';
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | undefined> {
    const file = this.pathIn(this.objects, key);
    let handle;
    try {
      handle = await open(file, 'r');
    } catch (error) {
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return undefined;
      throw error;
    }
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return undefined;
      }
      const contentType = await this.typeOf(key);
      return { key, size: stats.size, contentType, lastModified: stats.mtime, body: handle.createReadStream() };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async head(key: string): Promise<StoredObjectInfo | undefined> {
    try {
      const stats = await stat(this.pathIn(this.objects, key));
      if (!stats.isFile()) return undefined;
      return { key, size: stats.size, contentType: await this.typeOf(key), lastModified: stats.mtime };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.pathIn(this.objects, key);
    const typeFile = this.pathIn(this.types, key);
    for (const target of [file, typeFile]) {
      try {
        await unlink(target);
      } catch (error) {
        if (!isMissing(error) && (error as NodeJS.ErrnoException).code !== 'EISDIR') throw error;
      }
    }
  }

  async *list(prefix = ''): AsyncIterable<StoredObjectInfo> {
    checkObjectPrefix(prefix);
    // Walks only the folder the prefix's whole segments name.
    const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    const keys: string[] = [];
    const walk = async (relative: string): Promise<void> => {
      let entries;
      try {
        entries = await readdir(path.join(this.objects, relative), { withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const entry of entries) {
        const key = relative ? `${relative}/${entry.name}` : entry.name;
        if (entry.isDirectory()) await walk(key);
        else if (entry.isFile() && key.startsWith(prefix)) keys.push(key);
      }
    };
    await walk(folder);
    keys.sort();
    for (const key of keys) {
      const info = await this.head(key);
      if (info) yield info;
    }
  }

  async temporaryUrl(key: string, options: TemporaryUrlOptions): Promise<string | undefined> {
    checkObjectKey(key);
    checkExpiry(options.expiresInSeconds);
    return undefined;
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
