import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Principal } from './auth.js';
import { RevokedSessions } from './revoked-sessions.js';
import { closeWhenSessionEnds } from './socket-sessions.js';

const noon = Date.parse('2026-11-22T12:00:00.000Z');
const seconds = (ms: number) => Math.floor(ms / 1000);

class FakeSocket extends EventEmitter {
  closedWith: { code: number; reason: string } | undefined;
  close(code: number, reason: string) {
    this.closedWith ??= { code, reason };
    this.emit('close');
  }
}

const principal = (overrides: Partial<Principal> = {}): Principal => ({
  sub: '3b0b2c1e-0000-4000-8000-000000000001',
  email: 'ada@prairiebakery.ca',
  role: 'client',
  sid: '7d1e0f2a-0000-4000-8000-000000000001',
  iat: seconds(noon),
  exp: seconds(noon) + 900,
  ...overrides,
});

describe('a socket lives no longer than its token', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: noon });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('is closed with 4401 when its token expires', () => {
    const socket = new FakeSocket();
    expect(closeWhenSessionEnds(socket, principal(), new RevokedSessions())).toBe(true);
    vi.advanceTimersByTime(899_999);
    expect(socket.closedWith).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(socket.closedWith).toEqual({ code: 4401, reason: 'Your session has expired. Sign in again.' });
  });

  it('is closed with 4401 when its session ends, and not when another does', () => {
    const revoked = new RevokedSessions();
    const socket = new FakeSocket();
    const otherSocket = new FakeSocket();
    closeWhenSessionEnds(socket, principal(), revoked);
    closeWhenSessionEnds(otherSocket, principal({ sid: '7d1e0f2a-0000-4000-8000-000000000002' }), revoked);
    revoked.end({
      userId: principal().sub,
      sessionIds: [principal().sid!],
      issuedBefore: null,
      tokensExpireBy: new Date(noon + 900_000),
    });
    expect(socket.closedWith).toEqual({ code: 4401, reason: 'Your session has ended. Sign in again.' });
    expect(otherSocket.closedWith).toBeUndefined();
  });

  it('is closed at once when its session ended after the token was checked', () => {
    const revoked = new RevokedSessions();
    revoked.end({
      userId: principal().sub,
      sessionIds: [],
      issuedBefore: new Date(noon + 1000),
      tokensExpireBy: new Date(noon + 900_000),
    });
    const socket = new FakeSocket();
    expect(closeWhenSessionEnds(socket, principal(), revoked)).toBe(false);
    expect(socket.closedWith?.code).toBe(4401);
  });

  it('leaves nothing behind once closed: no timer, no listener', () => {
    const revoked = new RevokedSessions();
    const listening = vi.spyOn(revoked, 'onEnded');
    const socket = new FakeSocket();
    closeWhenSessionEnds(socket, principal(), revoked);
    socket.close(1000, 'bye');
    expect(vi.getTimerCount()).toBe(0);
    const stop = listening.mock.results[0]!.value as () => boolean;
    expect(stop()).toBe(false);
  });
});
