import { vi } from 'vitest';
import { setSession } from '../shared/api/session';
import type { Message, Meeting } from './thread';

/** A WebSocket the tests drive: what the page sent, and frames and closes the "service" sends back. */
export class FakeSocket {
  static instances: FakeSocket[] = [];
  readonly sent: unknown[] = [];
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closedWith: number | undefined;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }

  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }

  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  frame(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) } as MessageEvent);
  }

  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }

  static latest(): FakeSocket {
    const socket = FakeSocket.instances.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }
}

export const CLIENT_ID = '6f1c2a4e-0000-4000-8000-000000000009';

/** A message of the thread: seq n, from `senderType`, unread by the other side unless said. */
export const message = (seq: number, senderType: 'client' | 'team', overrides: Partial<Message> = {}): Message => ({
  id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
  seq,
  clientId: CLIENT_ID,
  senderType,
  senderName: senderType === 'client' ? 'Ada Moreau' : 'sam',
  message: `message ${seq}`,
  createdAt: `2026-11-22T16:${String(seq % 60).padStart(2, '0')}:00Z`,
  readByClientAt: senderType === 'client' ? `2026-11-22T16:${String(seq % 60).padStart(2, '0')}:00Z` : null,
  readByTeamAt: senderType === 'team' ? `2026-11-22T16:${String(seq % 60).padStart(2, '0')}:00Z` : null,
  ...overrides,
});

export const meeting = (id: string, scheduledAt: string, title = 'Scheduled Call'): Meeting => ({
  id,
  clientId: CLIENT_ID,
  title,
  description: null,
  scheduledAt,
  durationMinutes: 30,
  status: 'scheduled',
  createdAt: '2026-11-22T16:00:00Z',
  videoUrl: null,
  bookedBy: 'team',
});

/** A team member signed in, whose screens open their live socket on a FakeSocket (in a test's beforeEach). */
export function signInTeamOnFakeSocket(): void {
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  setSession({
    accessToken: 'admin-token',
    expiresIn: 900,
    user: { id: '3b0b2c1e-0000-4000-8000-000000000001', email: 'sam@maplebuilders.ca', role: 'admin' },
  });
}

/** Undoes `signInTeamOnFakeSocket` (in the test's afterEach). */
export function signOutTeamFromFakeSocket(): void {
  vi.unstubAllGlobals();
  setSession(null);
}
