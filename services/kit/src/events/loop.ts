export interface WakeableLoopOptions {
  /** How long to wait between runs when nothing wakes the loop. */
  pollMs: number;
  /** How long to wait after the `failures`-th failure in a row. */
  backoffMs: (failures: number) => number;
  onError: (error: unknown) => void;
}

/**
 * Runs `work` in the background: at once when woken, otherwise every `pollMs`, never two runs at
 * a time. A wake during a run asks for another run right after it; a failed run is retried after
 * a growing back-off. The outbox relay and the e-mail worker both run this way.
 */
export class WakeableLoop {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private failures = 0;

  constructor(
    private readonly work: () => Promise<void>,
    private readonly options: WakeableLoopOptions,
  ) {}

  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.work()
      .then(
        () => {
          this.failures = 0;
        },
        (error: unknown) => {
          this.failures++;
          this.options.onError(error);
        },
      )
      .finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        const delay = this.again ? 0 : this.failures > 0 ? this.options.backoffMs(this.failures) : this.options.pollMs;
        this.again = false;
        this.timer = setTimeout(() => this.wake(), delay);
      });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  get isStopped(): boolean {
    return this.stopped;
  }
}
