import { describe, expect, it } from 'vitest';
import type { BookingHours } from '../bookings/slots.js';
import { proposedCallStart } from './meetings.service.js';

const hours: BookingHours = {
  timeZone: 'America/Edmonton',
  dayStart: '09:00',
  dayEnd: '17:00',
  slotMinutes: 30,
  minNoticeHours: 24,
  daysAhead: 14,
};
const host = '00000000-0000-4000-8000-000000000001';

describe('the time Schedule Call proposes', () => {
  it('is the first slot in the team’s hours at least the notice ahead, not 24 hours from now at night', () => {
    // Friday 18:06 in Edmonton (01:06 UTC on Saturday): the next working slot is Monday 9:00 MST.
    const now = new Date('2026-12-05T01:06:00Z');
    expect(proposedCallStart(now, hours, host, []).toISOString()).toBe('2026-12-07T16:00:00.000Z');
  });

  it('rounds up to the next slot start within the day, and keeps the notice', () => {
    // Tuesday 10:10 MST: the notice ends Wednesday 10:10, so the first slot is Wednesday 10:30.
    const now = new Date('2026-12-08T17:10:00Z');
    expect(proposedCallStart(now, hours, host, []).toISOString()).toBe('2026-12-09T17:30:00.000Z');
  });

  it('skips the slots the team member is busy in', () => {
    const now = new Date('2026-12-05T01:06:00Z');
    const busy = [{ hostId: host, startsAt: new Date('2026-12-07T16:00:00Z'), durationMinutes: 60 }];
    expect(proposedCallStart(now, hours, host, busy).toISOString()).toBe('2026-12-07T17:00:00.000Z');
  });

  it('falls back to 24 hours from now when the hours offer nothing', () => {
    const now = new Date('2026-12-05T01:06:00Z');
    const closed = { ...hours, dayStart: '09:00', dayEnd: '09:00' };
    expect(proposedCallStart(now, closed, host, []).toISOString()).toBe('2026-12-06T01:06:00.000Z');
  });
});
