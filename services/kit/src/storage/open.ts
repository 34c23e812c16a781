import path from 'node:path';
import { z } from 'zod';
import { DiskStorage } from './disk.js';
import type { ObjectStorage } from './storage.js';

/**
 * The object store's settings, for a service's config schema: `STORAGE_DRIVER` chooses (by default `s3` when
 * `S3_ENDPOINT` is set, `disk` otherwise); the disk driver keeps buckets under `STORAGE_DIR`.
 */
export const storageEnv = z.object({
  STORAGE_DRIVER: z.enum(['disk', 's3']).optional(),
  STORAGE_DIR: z.string().min(1).default('.data/storage'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** The bucket; with the disk driver, the folder's name under STORAGE_DIR. */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'an S3 bucket name')
    .optional(),
  S3_FORCE_PATH_STYLE: z.stringbool().default(true),
});

export type StorageConfig = z.infer<typeof storageEnv>;

/** Which driver the settings choose. */
export const storageDriverOf = (config: StorageConfig): 'disk' | 's3' =>
  config.STORAGE_DRIVER ?? (config.S3_ENDPOINT ? 's3' : 'disk');

/**
 * Opens the bucket the settings name (`defaultBucket` when S3_BUCKET is unset). The S3 client is loaded only
 * when it is used, so a service on the disk driver starts without it.
 */
export async function openStorage(config: StorageConfig, defaultBucket: string): Promise<ObjectStorage> {
  const bucket = config.S3_BUCKET ?? defaultBucket;
  if (storageDriverOf(config) === 'disk') return new DiskStorage(path.join(config.STORAGE_DIR, bucket));
  const { S3Storage } = await import('./s3.js');
  return new S3Storage({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    bucket,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}
