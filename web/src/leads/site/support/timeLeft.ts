export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const SECOND = 1000;

/**
 * The whole days, hours, minutes and seconds left, or null once the moment has come (never below
 * zero). Seconds round up, so the last second shows 1 until the moment itself.
 */
export function timeLeft(remainingMs: number): TimeLeft | null {
  if (remainingMs <= 0) return null;
  const total = Math.ceil(remainingMs / SECOND);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor(total / 3_600) % 24,
    minutes: Math.floor(total / 60) % 60,
    seconds: total % 60,
  };
}

/** Milliseconds until the shown time next changes. */
export const untilNextTick = (remainingMs: number) => (remainingMs > 0 ? remainingMs % SECOND || SECOND : 0);

/** Reads configuration like '2025-05-01T00:00' as that wall-clock time where the visitor is. */
export function parseLocalDateTime(value: string): Date {
  // Without a zone, ISO date-times are local time; a zone or a bare date would mean UTC instead.
  const date = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value) ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) throw new Error(`Expected a local date and time such as 2025-05-01T00:00, got "${value}"`);
  return date;
}
