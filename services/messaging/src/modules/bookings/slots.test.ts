import { describe, expect, it } from 'vitest';
import { hostFor, instantOfWallClock, isOfferedSlot, offeredSlotStarts, type BookingHours } from './slots.js';

const edmonton: BookingHours = {
  timeZone: 'America/Edmonton',
  dayStart: '09:00',
  dayEnd: '17:00',
  slotMinutes: 30,
  minNoticeHours: 24,
  daysAhead: 14,
};

const iso = (dates: Date[]) => dates.map((date) => date.toISOString());

describe('the slots a client can book', () => {
  it('are weekdays in the team’s hours, 24 hours ahead at least, for 14 days (Edmonton in winter, UTC-7)', () => {
    // Monday 23 November 2026, 12:00 in Edmonton.
    const starts = offeredSlotStarts(new Date('2026-11-23T19:00:00Z'), edmonton);
    expect(starts[0]?.toISOString()).toBe('2026-11-24T19:00:00.000Z'); // Tuesday 12:00, 24 hours on
    expect(iso(starts).filter((start) => start.startsWith('2026-11-24'))).toHaveLength(10); // 12:00 to 16:30
    expect(iso(starts)).toContain('2026-11-25T16:00:00.000Z'); // Wednesday 09:00
    expect(iso(starts)).toContain('2026-11-25T23:30:00.000Z'); // Wednesday 16:30, ending at 17:00
    expect(iso(starts)).not.toContain('2026-11-26T00:00:00.000Z'); // Wednesday 17:00 would end after hours
    // No Saturday 28 or Sunday 29 (local days: 16:00Z to 23:30Z).
    expect(iso(starts).filter((start) => /^2026-11-(28|29)/.test(start))).toEqual([]);
    // The last is Monday 7 December 11:30, before 14 days are up at 12:00.
    expect(starts.at(-1)?.toISOString()).toBe('2026-12-07T18:30:00.000Z');
    expect(starts).toHaveLength(10 + 8 * 16 + 6);
  });

  it('follow the team’s clock across the end of daylight saving time (1 November 2026)', () => {
    // Wednesday 28 October 2026, 09:00 in Edmonton (UTC-6 until Sunday).
    const starts = iso(offeredSlotStarts(new Date('2026-10-28T15:00:00Z'), edmonton));
    expect(starts).toContain('2026-10-30T15:00:00.000Z'); // Friday 09:00 MDT
    expect(starts).toContain('2026-11-02T16:00:00.000Z'); // Monday 09:00 MST
    expect(starts).not.toContain('2026-11-02T15:00:00.000Z'); // 08:00 on Monday
    expect(starts.filter((start) => start.startsWith('2026-11-02'))).toHaveLength(16);
  });

  it('start at 09:00 UTC for a team that keeps UTC', () => {
    const utc = { ...edmonton, timeZone: 'UTC' };
    const starts = iso(offeredSlotStarts(new Date('2026-11-23T19:00:00Z'), utc));
    // Tuesday after 19:00 UTC is past the team's 17:00: the first is Wednesday 09:00.
    expect(starts[0]).toBe('2026-11-25T09:00:00.000Z');
    expect(starts).not.toContain('2026-11-25T17:00:00.000Z');
    expect(starts.filter((start) => start.startsWith('2026-11-25'))).toHaveLength(16);
  });

  it('keep 24 hours of notice to the minute, and skip the weekend from a Friday afternoon', () => {
    // Monday 23 November, 09:10 in Edmonton: Tuesday 09:00 is 23 h 50 min away.
    const now = new Date('2026-11-23T16:10:00Z');
    expect(isOfferedSlot(new Date('2026-11-24T16:00:00Z'), now, edmonton)).toBe(false);
    expect(isOfferedSlot(new Date('2026-11-24T16:30:00Z'), now, edmonton)).toBe(true);
    expect(isOfferedSlot(new Date('2026-11-24T16:15:00Z'), now, edmonton)).toBe(false); // not on the half hour
    // Friday 27 November, 15:00 in Edmonton: the next slot is Monday 09:00.
    expect(offeredSlotStarts(new Date('2026-11-27T22:00:00Z'), edmonton)[0]?.toISOString()).toBe('2026-11-30T16:00:00.000Z');
  });

  it('turn a wall-clock time into an instant on either side of a DST change', () => {
    expect(new Date(instantOfWallClock(Date.UTC(2026, 2, 9, 9), 'America/Edmonton')).toISOString()).toBe(
      '2026-03-09T15:00:00.000Z',
    );
    expect(new Date(instantOfWallClock(Date.UTC(2026, 2, 6, 9), 'America/Edmonton')).toISOString()).toBe(
      '2026-03-06T16:00:00.000Z',
    );
  });
});

describe('who takes a booked call', () => {
  const start = new Date('2026-11-24T19:00:00Z');
  const team = ['b-member', 'a-manager', 'c-member'];

  it('is the client’s project manager when free, else the first other team member free then', () => {
    expect(hostFor(start, 30, team, 'a-manager', [])).toBe('a-manager');
    const managerBusy = [{ hostId: 'a-manager', startsAt: new Date('2026-11-24T18:45:00Z'), durationMinutes: 30 }];
    expect(hostFor(start, 30, team, 'a-manager', managerBusy)).toBe('b-member');
    expect(hostFor(start, 30, team, null, [])).toBe('b-member');
  });

  it('counts any overlap as busy, not a meeting that ends as the slot starts, and finds nobody when all are busy', () => {
    const endsAtStart = [{ hostId: 'a-manager', startsAt: new Date('2026-11-24T18:30:00Z'), durationMinutes: 30 }];
    expect(hostFor(start, 30, team, 'a-manager', endsAtStart)).toBe('a-manager');
    const everyone = team.map((hostId) => ({ hostId, startsAt: new Date('2026-11-24T19:15:00Z'), durationMinutes: 60 }));
    expect(hostFor(start, 30, team, 'a-manager', everyone)).toBeUndefined();
    expect(hostFor(start, 30, team, 'gone-manager', [])).toBe('b-member');
  });
});
