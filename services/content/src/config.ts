import { z } from 'zod';
import { imageHostOrigins, parseConfig, registeredServiceEnv, storageEnv } from '@agency/kit';

/** Signs document links in development and tests only; production must set its own (checked below). */
const developmentDocumentLinkSecret = 'development-only-document-link-secret-0123456789';

export const contentEnv = registeredServiceEnv('content')
  // Where images are stored: the disk under .data/storage/media by default, S3 (MinIO) when configured.
  .extend(storageEnv.shape)
  .extend({
    /** HMAC key of the signed, expiring document links (the mission paper). */
    DOCUMENT_LINK_SECRET: z.string().min(32).optional(),
    /** The site's absolute origin, for the absolute URLs of sitemap.xml and robots.txt. */
    PUBLIC_ORIGIN: z
      .url({ protocol: /^https?$/ })
      .default('http://localhost:8080')
      .transform((url) => new URL(url).origin),
    /** Meilisearch, when set; PostgreSQL full-text search otherwise. */
    MEILI_URL: z.url({ protocol: /^https?$/ }).optional(),
    MEILI_KEY: z.string().min(1).optional(),
    /** How long a replica keeps a public read (posts, a post, partners, a service); 0 turns the cache off. */
    READ_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    /**
     * How long a replica keeps a search's answer (per query and limit); 0 turns it off. A post change reaches the
     * search within a second (the spec): at once on the replica that indexes it, within this on the others.
     */
    SEARCH_CACHE_TTL_MS: z.coerce.number().int().min(0).max(1000).default(500),
    /** How often each replica looks for scheduled posts that are due (a post goes live within this of its time). */
    SCHEDULE_SCAN_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
    /**
     * The https origins, beside the site's own media library, that an image address may name: the gateway's
     * `IMAGE_HOSTS`, which its Content-Security-Policy lets the pages load images from. An address elsewhere would
     * be stored but never show, so it is refused (400 CONTENT_IMAGE_HOST_NOT_ALLOWED).
     */
    IMAGE_HOSTS: imageHostOrigins,
    /** Gives a new install the demo services, posts, partners and team (idempotent). */
    SEED_DEMO_DATA: z.stringbool().default(true),
  })
  .superRefine((env, context) => {
    if (env.NODE_ENV === 'production' && !env.DOCUMENT_LINK_SECRET) {
      context.addIssue({ code: 'custom', path: ['DOCUMENT_LINK_SECRET'], message: 'is required in production' });
    }
  })
  .transform((env) => ({ ...env, DOCUMENT_LINK_SECRET: env.DOCUMENT_LINK_SECRET ?? developmentDocumentLinkSecret }));

export type ContentConfig = z.infer<typeof contentEnv>;

export const loadContentConfig = (env: NodeJS.ProcessEnv = process.env): ContentConfig => parseConfig(contentEnv, env);
