import { describe, expect, it } from 'vitest';
import { readableDayIn, readableIn, zoneFor } from './zoned-time.js';

describe('a time in an e-mail, in its recipient’s zone', () => {
  it('names the moment in the zone, with its abbreviation and name', () => {
    expect(readableIn(new Date('2026-12-05T03:30:00.000Z'), 'America/Toronto')).toBe(
      'Friday 4 December 2026, 10:30 PM EST (America/Toronto)',
    );
    expect(readableIn(new Date('2026-12-20T15:00:00.000Z'), 'America/Edmonton')).toBe(
      'Sunday 20 December 2026, 8:00 AM MST (America/Edmonton)',
    );
  });

  it('gives the day a moment falls on in the zone, which near midnight is not UTC’s', () => {
    expect(readableDayIn(new Date('2026-12-05T03:30:00.000Z'), 'America/Toronto')).toBe('December 4, 2026');
    expect(readableDayIn(new Date('2026-12-05T03:30:00.000Z'), 'Europe/Paris')).toBe('December 5, 2026');
  });

  it('falls back to the agency’s zone when none was chosen or the runtime does not know it', () => {
    expect([zoneFor('America/Toronto', 'America/Edmonton'), zoneFor(null, 'America/Edmonton')]).toEqual([
      'America/Toronto',
      'America/Edmonton',
    ]);
    expect(zoneFor('Mars/Olympus_Mons', 'America/Edmonton')).toBe('America/Edmonton');
  });
});
