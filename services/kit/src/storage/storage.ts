import type { Readable } from 'node:stream';

/** What the store knows of one object. */
export interface StoredObjectInfo {
  key: string;
  /** Its length in bytes. */
  size: number;
  contentType: string;
  lastModified: Date;
}

/** An object read from the store: its body streams, so a large file never sits in memory whole. */
export interface StoredObject extends StoredObjectInfo {
  body: Readable;
}

export interface PutOptions {
  contentType: string;
}

export interface TemporaryUrlOptions {
  /** How long the link works, in seconds (1 second to 7 days). */
  expiresInSeconds: number;
  /** When set, the link downloads the object as an attachment with this file name. */
  attachmentName?: string;
}

/**
 * One bucket of an object store: images, and files people upload. Keys are paths of `/`-separated segments
 * of letters, digits, `.`, `_` and `-` (see `checkObjectKey`). Writes are whole: a reader sees the old object
 * or the new one, never part of one. Bodies are streamed both ways.
 */
export interface ObjectStorage {
  /** `disk` or `s3`, for the logs and the tests. */
  readonly driver: 'disk' | 's3';
  /** Stores `body` under `key`, replacing what was there. A stream is read to its end. */
  put(key: string, body: Buffer | Readable, options: PutOptions): Promise<StoredObjectInfo>;
  /** The object, its body as a stream; undefined when there is none. */
  get(key: string): Promise<StoredObject | undefined>;
  /** The object's size and type without its body; undefined when there is none. */
  head(key: string): Promise<StoredObjectInfo | undefined>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix`, in key order. */
  list(prefix?: string): AsyncIterable<StoredObjectInfo>;
  /**
   * A short-lived link straight to the object, for a store that can give one (S3 signs it). Undefined when
   * the store cannot (disk): the service then sends the bytes itself from `get`, behind its own check.
   */
  temporaryUrl(key: string, options: TemporaryUrlOptions): Promise<string | undefined>;
  /** Lets go of connections. */
  close(): Promise<void>;
}

/** A key the store refuses: empty, too long, a segment that is empty, `.` or `..`, or a character outside the set. */
export class InvalidObjectKeyError extends Error {
  constructor(key: string) {
    super(`invalid object key ${JSON.stringify(key.slice(0, 100))}`);
    this.name = 'InvalidObjectKeyError';
  }
}

const segment = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** Throws unless `key` is 1–512 characters of `/`-separated segments, none of them starting with a dot. */
export function checkObjectKey(key: string): string {
  if (key.length === 0 || key.length > 512 || !key.split('/').every((part) => segment.test(part))) {
    throw new InvalidObjectKeyError(key);
  }
  return key;
}

/** A prefix to list: a key's start, so the same characters, possibly ending with `/`, or nothing. */
export function checkObjectPrefix(prefix: string): string {
  if (prefix === '') return prefix;
  checkObjectKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
  return prefix;
}

export const maxTemporaryUrlSeconds = 7 * 24 * 60 * 60;

export function checkExpiry(seconds: number): number {
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > maxTemporaryUrlSeconds) {
    throw new RangeError(`a temporary URL lasts 1 to ${maxTemporaryUrlSeconds} seconds, not ${seconds}`);
  }
  return seconds;
}
