import type { ServedMedia } from './media.service.js';

/** What the cache keeps of an image: its bytes whole, or that it is too large to keep (served as a stream). */
type Entry = { contentType: string; bytes: Buffer } | 'large' | undefined;

/**
 * The images the pages ask for most (logos, avatars, the WebP copies of covers), kept in memory per replica:
 * a stored image never changes under its name, so a copy stays right until the image is deleted, and is
 * dropped within `ttlMs` (at once on the replica that deletes it). Objects up to `maxObjectBytes` are kept,
 * `maxTotalBytes` in all, the oldest going first.
 */
export class MediaCache {
  private readonly entries = new Map<string, { expires: number; size: number; value: Promise<Entry> }>();
  private total = 0;

  constructor(
    private readonly ttlMs = 60_000,
    readonly maxObjectBytes = 512 * 1024,
    private readonly maxTotalBytes = 64 * 1024 * 1024,
  ) {}

  /** The cached answer for `key`, or `load`'s (read whole when small enough, `'large'` otherwise). */
  async read(key: string, load: () => Promise<ServedMedia | undefined>): Promise<Entry> {
    const now = Date.now();
    const cached = this.entries.get(key);
    if (cached && cached.expires > now) return cached.value;
    if (cached) this.forget(key);
    const entry = { expires: now + this.ttlMs, size: 0, value: this.whole(load) };
    this.entries.set(key, entry);
    try {
      const value = await entry.value;
      if (this.entries.get(key) === entry && value && value !== 'large') {
        entry.size = value.bytes.length;
        this.total += entry.size;
        this.evict();
      }
      return value;
    } catch (error) {
      if (this.entries.get(key) === entry) this.forget(key);
      throw error;
    }
  }

  private async whole(load: () => Promise<ServedMedia | undefined>): Promise<Entry> {
    const media = await load();
    if (!media) return undefined;
    if (media.size > this.maxObjectBytes) {
      if (!Buffer.isBuffer(media.body)) media.body.destroy();
      return 'large';
    }
    if (Buffer.isBuffer(media.body)) return { contentType: media.contentType, bytes: media.body };
    const chunks: Buffer[] = [];
    for await (const chunk of media.body) chunks.push(chunk as Buffer);
    return { contentType: media.contentType, bytes: Buffer.concat(chunks) };
  }

  private forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.total -= entry.size;
    this.entries.delete(key);
  }

  private evict(): void {
    for (const key of this.entries.keys()) {
      if (this.total <= this.maxTotalBytes) return;
      this.forget(key);
    }
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }
}
