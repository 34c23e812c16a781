import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  checkExpiry,
  checkObjectKey,
  checkObjectPrefix,
  type ObjectStorage,
  type PutOptions,
  type StoredObject,
  type StoredObjectInfo,
  type TemporaryUrlOptions,
} from './storage.js';

export interface S3StorageSettings {
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  bucket: string;
  /** `http://host:port/bucket/key` rather than `http://bucket.host/key` (MinIO and the test stand-in). */
  forcePathStyle: boolean;
}

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

/** Quotes a file name for Content-Disposition: ASCII fallback plus the RFC 5987 form. */
const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * A bucket of an S3-compatible store (S3, MinIO). A stream of unknown length is spooled to a temporary file
 * first, since PutObject needs the length, so memory stays flat whatever the size.
 */
export class S3Storage implements ObjectStorage {
  readonly driver = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3StorageSettings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
      // S3-compatible stores do not all take the SDK's default checksums on streamed bodies.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer | Readable, options: PutOptions): Promise<StoredObjectInfo> {
    checkObjectKey(key);
    if (Buffer.isBuffer(body)) return this.putKnownLength(key, body, body.length, options);
    const folder = await mkdtemp(path.join(tmpdir(), 'storage-'));
    const spooled = path.join(folder, 'body');
    try {
      await pipeline(body, createWriteStream(spooled));
      const { size } = await stat(spooled);
      return await this.putKnownLength(key, createReadStream(spooled), size, options);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  private async putKnownLength(
    key: string,
    body: Buffer | Readable,
    size: number,
    options: PutOptions,
  ): Promise<StoredObjectInfo> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentLength: size, ContentType: options.contentType }),
    );
    return { key, size, contentType: options.contentType, lastModified: new Date() };
  }

  async get(key: string): Promise<StoredObject | undefined> {
    checkObjectKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        key,
        size: answer.ContentLength ?? 0,
        contentType: answer.ContentType ?? 'application/octet-stream',
        lastModified: answer.LastModified ?? new Date(0),
        body: answer.Body as Readable,
      };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async head(key: string): Promise<StoredObjectInfo | undefined> {
    checkObjectKey(key);
    try {
      const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        key,
        size: answer.ContentLength ?? 0,
        contentType: answer.ContentType ?? 'application/octet-stream',
        lastModified: answer.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    checkObjectKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async *list(prefix = ''): AsyncIterable<StoredObjectInfo> {
    checkObjectPrefix(prefix);
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix || undefined, ContinuationToken: token }),
      );
      for (const item of page.Contents ?? []) {
        if (!item.Key) continue;
        const info = await this.head(item.Key);
        if (info) yield info;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async temporaryUrl(key: string, options: TemporaryUrlOptions): Promise<string | undefined> {
    checkObjectKey(key);
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentDisposition: options.attachmentName ? attachment(options.attachmentName) : undefined,
    });
    return await getSignedUrl(this.client, command, { expiresIn: checkExpiry(options.expiresInSeconds) });
  }

  close(): Promise<void> {
    this.client.destroy();
    return Promise.resolve();
  }
}
