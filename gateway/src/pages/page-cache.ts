import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * A rendered page as the gateway keeps it: the document, its status, where it has moved (a 301 from a
 * post's earlier address), and compressed copies made on demand.
 */
export interface CachedPage {
  status: number;
  html: string;
  location?: string;
  brotli?: Buffer;
  gzip?: Buffer;
}

export function brotliOf(page: CachedPage): Buffer {
  page.brotli ??= brotliCompressSync(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  return page.brotli;
}

export function gzipOf(page: CachedPage): Buffer {
  page.gzip ??= gzipSync(page.html, { level: 6 });
  return page.gzip;
}

/**
 * Rendered pages by URL, each for `ttlMs`, at most `maxEntries` (the oldest go first, so made-up URLs
 * cannot grow it). One render per URL at a time: requests that arrive while it runs wait for it.
 * `clear()` (a post changed) forgets every page and every render under way: a render that started
 * before it is handed to those already waiting but never kept.
 */
export class PageCache {
  private readonly pages = new Map<string, { page: CachedPage; expiresAt: number }>();
  private renders = new Map<string, Promise<CachedPage>>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get size(): number {
    return this.pages.size;
  }

  async get(url: string, render: () => Promise<CachedPage>): Promise<CachedPage> {
    const cached = this.pages.get(url);
    if (cached && cached.expiresAt > Date.now()) return cached.page;
    const running = this.renders.get(url);
    if (running) return running;

    const generation = this.generation;
    const renders = this.renders;
    const rendering = render().finally(() => {
      if (renders.get(url) === rendering) renders.delete(url);
    });
    renders.set(url, rendering);
    const page = await rendering;
    if (generation === this.generation && this.ttlMs > 0) this.keep(url, page);
    return page;
  }

  clear(): void {
    this.generation++;
    this.pages.clear();
    this.renders = new Map();
  }

  private keep(url: string, page: CachedPage): void {
    this.pages.delete(url);
    if (this.pages.size >= this.maxEntries) this.pages.delete(this.pages.keys().next().value!);
    this.pages.set(url, { page, expiresAt: Date.now() + this.ttlMs });
  }
}
