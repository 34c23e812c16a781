/** A per-replica count: hits in the current window, this one included, and the seconds until it closes. */
export interface ReplicaCount {
  hits: number;
  resetsInSeconds: number;
}

interface Window {
  hits: number;
  /** On the clock of `now`, in milliseconds. */
  endsAt: number;
}

export interface ReplicaWindowsOptions {
  /** Milliseconds on a clock that never goes back; the process's monotonic clock by default. */
  now?: () => number;
  /** The most keys kept per window length; past it, new keys are not counted (and so not limited) until windows close. */
  maxKeys?: number;
}

/**
 * Fixed windows counted in this replica's memory, for the rate limits counted per replica (docs/adr/0007): a
 * key's window opens at its first hit and lasts its rule's `windowSeconds`, as in the shared store, but a hit
 * costs a map lookup instead of a database round trip, and nothing can be down. Another replica keeps its own
 * counts, and a restart forgets them.
 *
 * Windows of one length are kept in one map in the order they opened, which is the order they close in: each
 * new window first drops the closed ones at the front, so memory holds only open windows (at most `maxKeys`
 * per length) and no timer is needed.
 */
export class ReplicaWindows {
  readonly #now: () => number;
  readonly #maxKeys: number;
  readonly #byLength = new Map<number, Map<string, Window>>();

  constructor({ now = () => performance.now(), maxKeys = 100_000 }: ReplicaWindowsOptions = {}) {
    this.#now = now;
    this.#maxKeys = maxKeys;
  }

  /** Counts one hit for `key` in a window of `windowSeconds`; undefined when the key cannot be counted (memory full). */
  hit(key: string, windowSeconds: number): ReplicaCount | undefined {
    const now = this.#now();
    let windows = this.#byLength.get(windowSeconds);
    if (!windows) this.#byLength.set(windowSeconds, (windows = new Map()));
    let window = windows.get(key);
    if (window && window.endsAt <= now) {
      windows.delete(key);
      window = undefined;
    }
    if (!window) {
      for (const [openKey, open] of windows) {
        if (open.endsAt > now) break;
        windows.delete(openKey);
      }
      if (windows.size >= this.#maxKeys) return undefined;
      window = { hits: 0, endsAt: now + windowSeconds * 1000 };
      windows.set(key, window);
    }
    window.hits += 1;
    return { hits: window.hits, resetsInSeconds: Math.max(1, Math.ceil((window.endsAt - now) / 1000)) };
  }

  /** Open windows, over every length: what the memory holds. */
  get size(): number {
    let size = 0;
    for (const windows of this.#byLength.values()) size += windows.size;
    return size;
  }
}
