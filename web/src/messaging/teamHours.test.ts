import { describe, expect, it } from 'vitest';
import { teamDay, teamHoursIn } from './teamHours';

const hours = { timeZone: 'America/Edmonton', dayStart: '09:00', dayEnd: '17:00', weekdays: [1, 2, 3, 4, 5] };

describe('the team’s hours', () => {
  it('are its next working day’s, from its configured zone', () => {
    // Saturday evening in Edmonton: the next working day is Monday.
    expect(teamDay(hours, new Date('2026-12-06T03:00:00Z'))).toEqual({
      start: new Date('2026-12-07T16:00:00Z'),
      end: new Date('2026-12-08T00:00:00Z'),
    });
  });

  it('are told in the viewer’s zone with its abbreviation, summer time included', () => {
    const winter = new Date('2026-12-07T18:00:00Z');
    expect(teamHoursIn(hours, 'America/Edmonton', winter)).toEqual({ start: '9:00 a.m.', end: '5:00 p.m.', zone: 'MST' });
    expect(teamHoursIn(hours, 'America/Halifax', winter)).toEqual({ start: '12:00 p.m.', end: '8:00 p.m.', zone: 'AST' });
    const summer = new Date('2026-07-07T18:00:00Z');
    expect(teamHoursIn(hours, 'America/Vancouver', summer)).toEqual({ start: '8:00 a.m.', end: '4:00 p.m.', zone: 'PDT' });
  });
});
