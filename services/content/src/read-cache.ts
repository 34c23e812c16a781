/**
 * A short cache in front of the public site's hot reads (published posts, a post, partners, a service; search
 * answers in an instance of their own):
 * one database query per key and period, however many visitors ask (DESIGN §10). Each replica keeps its
 * own; the replica that changes a post clears its cache when the change commits, and every other replica's
 * copy expires within the period, so a change reaches every visitor within it. Answers are cached as
 * promises, so concurrent misses share one query; a failed read is not kept.
 */
export class ReadCache {
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown> }>();

  /**
   * `ttlMs` 0 turns the cache off. Past `maxEntries` keys it starts afresh: the pages' keys are few (slugs), and
   * searches, whose keys are what visitors type, keep to their own instance.
   */
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
  ) {}

  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs === 0) return load();
    const now = Date.now();
    const cached = this.entries.get(key);
    if (cached && cached.expires > now) return cached.value as Promise<T>;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const entry = { expires: now + this.ttlMs, value: load() as Promise<unknown> };
    this.entries.set(key, entry);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value as Promise<T>;
  }

  clear(): void {
    this.entries.clear();
  }
}
