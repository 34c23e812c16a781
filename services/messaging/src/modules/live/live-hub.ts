import type { ServerFrame } from './frames.js';

/** How many message seqs a subscription remembers having sent, to send none twice. */
const REMEMBERED_SEQS = 10_000;

/**
 * One socket's following of a thread (or, for the team, of every thread: `clientId` null). Live frames that
 * arrive while its catch-up is read from the database wait, then go out after it; a message already sent
 * (in the catch-up, or at or before the seq the browser said it has) is not sent again.
 */
export class Subscription {
  private waiting: ServerFrame[] | undefined = [];
  private readonly sent = new Set<number>();

  constructor(
    readonly clientId: string | null,
    private readonly afterSeq: number,
    private readonly send: (frame: ServerFrame) => void,
  ) {}

  /** A frame of the catch-up, read from the database. */
  catchUp(frame: ServerFrame): void {
    this.deliver(frame);
  }

  /** A live frame, from the fan-out. */
  push(frame: ServerFrame): void {
    if (this.waiting) this.waiting.push(frame);
    else this.deliver(frame);
  }

  /** The catch-up is sent: the frames that waited go out, and later ones straight away. */
  goLive(): void {
    const waited = this.waiting ?? [];
    this.waiting = undefined;
    for (const frame of waited) this.deliver(frame);
  }

  private deliver(frame: ServerFrame): void {
    if (frame.type === 'message') {
      const { seq } = frame.message;
      if (seq <= this.afterSeq || this.sent.has(seq)) return;
      this.sent.add(seq);
      if (this.sent.size > REMEMBERED_SEQS) this.sent.delete(this.sent.values().next().value!);
    }
    this.send(frame);
  }
}

/** The sockets this replica holds, by what they follow; the fan-out hands it every frame of every thread. */
export class LiveHub {
  private readonly subscriptions = new Set<Subscription>();

  add(subscription: Subscription): void {
    this.subscriptions.add(subscription);
  }

  remove(subscription: Subscription): void {
    this.subscriptions.delete(subscription);
  }

  get size(): number {
    return this.subscriptions.size;
  }

  /** To the sockets that follow every thread (the team's lists and dashboard), and to no client's. */
  publishToEveryThread(frame: ServerFrame): void {
    for (const subscription of this.subscriptions) {
      if (subscription.clientId === null) subscription.push(frame);
    }
  }

  publish(clientId: string, frame: ServerFrame): void {
    for (const subscription of this.subscriptions) {
      if (subscription.clientId === null || subscription.clientId === clientId) subscription.push(frame);
    }
  }
}
