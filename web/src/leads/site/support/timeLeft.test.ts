import { describe, expect, it } from 'vitest';
import { parseLocalDateTime, timeLeft, untilNextTick } from './timeLeft';

const seconds = (d: number, h: number, m: number, s: number) => ((d * 24 + h) * 60 + m) * 60 + s;

describe('timeLeft', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(timeLeft(seconds(2, 3, 4, 5) * 1000)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(timeLeft(seconds(0, 23, 59, 59) * 1000)).toEqual({ days: 0, hours: 23, minutes: 59, seconds: 59 });
    expect(timeLeft(seconds(1, 0, 0, 0) * 1000)).toEqual({ days: 1, hours: 0, minutes: 0, seconds: 0 });
  });

  it('rounds a part second up, so it never shows zero before the moment', () => {
    expect(timeLeft(1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(timeLeft(59_001)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 0 });
  });

  it('is null from the moment on, never negative', () => {
    expect(timeLeft(0)).toBeNull();
    expect(timeLeft(-1)).toBeNull();
    expect(timeLeft(-seconds(400, 0, 0, 0) * 1000)).toBeNull();
  });

  it('waits until the shown second changes', () => {
    expect(untilNextTick(3000)).toBe(1000);
    expect(untilNextTick(2250)).toBe(250);
    expect(untilNextTick(0)).toBe(0);
  });
});

describe('parseLocalDateTime', () => {
  it('reads a date and time without a zone as local time', () => {
    const date = parseLocalDateTime('2025-05-01T00:00');
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes()]).toEqual([2025, 4, 1, 0, 0]);
    expect(parseLocalDateTime('2027-01-02T03:04:05').getSeconds()).toBe(5);
  });

  it('refuses zones, bare dates and nonsense', () => {
    expect(() => parseLocalDateTime('2025-05-01T00:00Z')).toThrow(/local date and time/);
    expect(() => parseLocalDateTime('2025-05-01')).toThrow();
    expect(() => parseLocalDateTime('2025-13-45T99:00')).toThrow();
    expect(() => parseLocalDateTime('soon')).toThrow();
  });
});
