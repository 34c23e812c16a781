import type { LiveServerFrame } from './thread';

/**
 * Close codes after which trying again cannot help: not allowed (4403), a bad frame (4400). A client not
 * known yet (4404) is tried again with back-off: messaging may not have caught up with a client that has
 * just finished onboarding.
 */
const FINAL_CLOSE_CODES: ReadonlySet<number> = new Set([4400, 4403]);
/** No token, or one the service no longer takes: the session is refreshed before the next try. */
export const UNAUTHORIZED_CLOSE = 4401;

export const shouldReconnect = (code: number) => !FINAL_CLOSE_CODES.has(code);

/**
 * How long a socket may take to open and be subscribed before it is given up and tried again like a dropped one:
 * a handshake held by a proxy, or a subscription the service never answers, would otherwise leave the screen
 * waiting for frames that never come.
 */
export const SUBSCRIBE_DEADLINE_MS = 15_000;

const FIRST_RETRY_MS = 500;
const LONGEST_RETRY_MS = 30_000;

/**
 * How long to wait before the `attempt`-th try again (0 for the first): doubling from half a second up
 * to 30 s, each wait somewhere in its upper half so that sockets dropped together do not all come back
 * at once.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(attempt, 16));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/** A frame from the service, or null for anything that is not one (never thrown at the screen). */
export function parseFrame(data: unknown): LiveServerFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const frame = JSON.parse(data) as { type?: unknown } | null;
    if (
      frame &&
      ['message', 'read', 'meeting', 'clients-changed', 'project', 'subscribed', 'file', 'billing', 'team'].includes(
        frame.type as string,
      )
    )
      return frame as LiveServerFrame;
  } catch {
    // not JSON: ignored
  }
  return null;
}

type SocketLike = Pick<WebSocket, 'send' | 'close' | 'readyState'> & {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
};

/**
 * Where the socket stands: opening for the first time, subscribed (frames arrive as they happen), or
 * dropped and trying again (nothing arrives until it is back).
 */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

export interface LiveOptions {
  url: string;
  /** The thread to follow: the team names the client; a client names none (its own). */
  clientId?: string;
  /** The access token the tab holds now, sent as the first frame. */
  token: () => string | undefined;
  /**
   * The last message the screen has: the socket is sent what came after it. Left out by a screen that keeps
   * no messages (the team's counts): it follows from now on, and reads again what it shows after a drop.
   */
  afterSeq?: () => number;
  onFrame: (frame: LiveServerFrame) => void;
  /** The catch-up is done; `again` on every subscription after the first (the socket had dropped). */
  onSubscribed?: (again: boolean) => void;
  /** Told each change of `LiveStatus`, 'connecting' on start. */
  onStatus?: (status: LiveStatus) => void;
  /** Refreshes the session after a 4401; a falsy answer (no session) stops trying. */
  refresh?: () => Promise<unknown>;
  createSocket?: (url: string) => SocketLike;
  schedule?: (run: () => void, ms: number) => unknown;
  cancel?: (timer: unknown) => void;
  random?: () => number;
}

/**
 * One screen's live socket over messaging's `/live`: it authenticates with the first frame, subscribes
 * from the last message the screen has, hands each frame on, and after a drop tries again with back-off,
 * subscribing from the last message seen so that it catches up on what it missed; a socket not subscribed within
 * `SUBSCRIBE_DEADLINE_MS` is dropped and tried again the same way. A refusal that cannot change (4400, 4403) ends it.
 */
export class LiveConnection {
  private socket: SocketLike | null = null;
  private timer: unknown = null;
  private deadline: unknown = null;
  private attempt = 0;
  private subscriptions = 0;
  private seen = 0;
  private stopped = false;
  private status: LiveStatus | null = null;
  private readonly options: Required<Omit<LiveOptions, 'clientId' | 'afterSeq' | 'onSubscribed' | 'onStatus' | 'refresh'>> &
    Pick<LiveOptions, 'clientId' | 'afterSeq' | 'onSubscribed' | 'onStatus' | 'refresh'>;

  constructor(options: LiveOptions) {
    this.options = {
      createSocket: (url) => new WebSocket(url),
      schedule: (run, ms) => setTimeout(run, ms),
      cancel: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
      random: Math.random,
      ...options,
    };
  }

  start(): void {
    this.stopped = false;
    this.setStatus('connecting');
    this.open();
  }

  private setStatus(status: LiveStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.options.onStatus?.(status);
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) this.options.cancel(this.timer);
    this.timer = null;
    this.clearDeadline();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.onerror = null;
      socket.close(1000);
    }
  }

  /** Whether it has given up for good (a refusal, or stopped). */
  get ended(): boolean {
    return this.stopped;
  }

  private clearDeadline(): void {
    if (this.deadline !== null) this.options.cancel(this.deadline);
    this.deadline = null;
  }

  private open(): void {
    const { clientId, token, afterSeq } = this.options;
    const socket = this.options.createSocket(this.options.url);
    this.socket = socket;
    let subscribed = false;
    this.clearDeadline();
    this.deadline = this.options.schedule(() => {
      if (this.socket !== socket || subscribed || this.stopped) return;
      this.deadline = null;
      this.socket = null;
      socket.onopen = null;
      socket.onmessage = null;
      socket.onclose = null;
      socket.onerror = null;
      socket.close(1000);
      this.retry();
    }, SUBSCRIBE_DEADLINE_MS);
    socket.onopen = () => {
      const current = token();
      if (current) socket.send(JSON.stringify({ type: 'auth', token: current }));
      const subscribe: { type: 'subscribe'; clientId?: string; afterSeq?: number } = { type: 'subscribe' };
      if (clientId) subscribe.clientId = clientId;
      if (afterSeq) subscribe.afterSeq = Math.max(this.seen, afterSeq());
      socket.send(JSON.stringify(subscribe));
    };
    socket.onmessage = (event) => {
      const frame = parseFrame(event.data);
      if (!frame) return;
      if (frame.type === 'message') this.seen = Math.max(this.seen, frame.message.seq);
      if (frame.type === 'subscribed') {
        subscribed = true;
        this.clearDeadline();
        this.attempt = 0;
        this.seen = Math.max(this.seen, frame.upToSeq);
        this.setStatus('live');
        this.options.onSubscribed?.(this.subscriptions++ > 0);
      }
      this.options.onFrame(frame);
    };
    socket.onerror = () => undefined;
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.clearDeadline();
      if (this.stopped) return;
      if (!shouldReconnect(event.code)) {
        this.stopped = true;
        return;
      }
      if (event.code === UNAUTHORIZED_CLOSE && this.options.refresh) {
        void this.options.refresh().then(
          (session) => (session ? this.retry() : (this.stopped = true)),
          () => this.retry(),
        );
        return;
      }
      this.retry();
    };
  }

  private retry(): void {
    if (this.stopped) return;
    this.setStatus('reconnecting');
    const wait = reconnectDelay(this.attempt++, this.options.random);
    this.timer = this.options.schedule(() => {
      this.timer = null;
      if (!this.stopped) this.open();
    }, wait);
  }
}
