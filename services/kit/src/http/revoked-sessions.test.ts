import { describe, expect, it } from 'vitest';
import { RevokedSessions, endingCovers, type EndedSessions } from './revoked-sessions.js';

const user = '3b0b2c1e-0000-4000-8000-000000000001';
const other = '3b0b2c1e-0000-4000-8000-000000000002';
const session = '7d1e0f2a-0000-4000-8000-000000000001';
const otherSession = '7d1e0f2a-0000-4000-8000-000000000002';

/** 12:00:00.400 UTC on a fixed day, in epoch ms; token times are whole seconds around it. */
const noon = Date.parse('2026-11-22T12:00:00.400Z');
const second = (offset: number) => Math.floor(noon / 1000) + offset;

const signOut = (overrides: Partial<EndedSessions> = {}): EndedSessions => ({
  userId: user,
  sessionIds: [session],
  issuedBefore: null,
  tokensExpireBy: new Date(noon + 900_000),
  ...overrides,
});

describe('the ended sessions a replica keeps', () => {
  it('refuses the tokens of an ended session, and no other session’s', () => {
    const revoked = new RevokedSessions();
    revoked.end(signOut(), noon);
    expect(revoked.isRevoked({ sub: user, sid: session, iat: second(-60) }, noon)).toBe(true);
    expect(revoked.isRevoked({ sub: user, sid: otherSession, iat: second(-60) }, noon)).toBe(false);
    expect(revoked.isRevoked({ sub: other, iat: second(-60) }, noon)).toBe(false);
  });

  it('ending every session of a user refuses tokens issued in an earlier second, and the listed ones of that second', () => {
    const revoked = new RevokedSessions();
    revoked.end(signOut({ sessionIds: [session], issuedBefore: new Date(noon) }), noon);
    expect(revoked.isRevoked({ sub: user, sid: otherSession, iat: second(-1) }, noon)).toBe(true);
    expect(revoked.isRevoked({ sub: user, iat: second(-1) }, noon)).toBe(true);
    expect(revoked.isRevoked({ sub: user }, noon)).toBe(true);
    // The same second: listed sessions only, so a sign-in right after a password reset keeps its new token.
    expect(revoked.isRevoked({ sub: user, sid: session, iat: second(0) }, noon)).toBe(true);
    expect(revoked.isRevoked({ sub: user, sid: otherSession, iat: second(0) }, noon)).toBe(false);
    expect(revoked.isRevoked({ sub: user, sid: otherSession, iat: second(1) }, noon)).toBe(false);
    expect(revoked.isRevoked({ sub: other, iat: second(-1) }, noon)).toBe(false);
  });

  it('forgets an ending once every token it covers has expired, and ignores one that comes after', () => {
    const revoked = new RevokedSessions();
    revoked.end(signOut({ issuedBefore: new Date(noon) }), noon);
    const expiry = noon + 900_000;
    expect(revoked.isRevoked({ sub: user, sid: session, iat: second(-1) }, expiry - 1)).toBe(true);
    expect(revoked.isRevoked({ sub: user, sid: session, iat: second(-1) }, expiry)).toBe(false);
    revoked.end(signOut({ sessionIds: [otherSession], tokensExpireBy: new Date(expiry + 900_000) }), expiry);
    expect(revoked.size).toBe(1);
    revoked.end(signOut({ sessionIds: [session], tokensExpireBy: new Date(expiry) }), expiry);
    expect(revoked.size).toBe(1);
    expect(revoked.isRevoked({ sub: user, sid: session }, expiry)).toBe(false);
  });

  it('keeps the later of two endings of a user', () => {
    const revoked = new RevokedSessions();
    revoked.end(signOut({ sessionIds: [], issuedBefore: new Date(noon + 5_000) }), noon);
    revoked.end(signOut({ sessionIds: [], issuedBefore: new Date(noon) }), noon);
    expect(revoked.isRevoked({ sub: user, iat: second(3) }, noon)).toBe(true);
  });

  it('tells its listeners of each ending, until they stop listening', () => {
    const revoked = new RevokedSessions();
    const heard: EndedSessions[] = [];
    const stop = revoked.onEnded((ended) => heard.push(ended));
    revoked.end(signOut(), noon);
    stop();
    revoked.end(signOut({ sessionIds: [otherSession] }), noon);
    expect(heard.map((ended) => ended.sessionIds)).toEqual([[session]]);
  });

  it('is current unless made to wait for what was published before it started', () => {
    expect(new RevokedSessions().isCurrent).toBe(true);
    const starting = new RevokedSessions({ current: false });
    expect(starting.isCurrent).toBe(false);
    starting.markCurrent();
    expect(starting.isCurrent).toBe(true);
  });
});

describe('whether an ending covers a token', () => {
  it('covers its sessions, and with a time, the user’s tokens from earlier seconds', () => {
    expect(endingCovers(signOut(), { sub: user, sid: session })).toBe(true);
    expect(endingCovers(signOut(), { sub: user, sid: otherSession, iat: second(-100) })).toBe(false);
    const all = signOut({ sessionIds: [], issuedBefore: new Date(noon) });
    expect(endingCovers(all, { sub: user, sid: otherSession, iat: second(-1) })).toBe(true);
    expect(endingCovers(all, { sub: user, sid: otherSession, iat: second(0) })).toBe(false);
    expect(endingCovers(all, { sub: other, iat: second(-1) })).toBe(false);
  });
});
