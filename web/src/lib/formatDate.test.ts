import { describe, expect, it } from 'vitest';
import { formatDate } from './formatDate';

describe('formatDate', () => {
  it("writes 'MMM d, yyyy' in lists and 'MMMM d, yyyy' on a post", () => {
    expect(formatDate('2026-11-22T15:00:00Z', 'short')).toBe('Nov 22, 2026');
    expect(formatDate('2026-09-05T15:00:00Z', 'short')).toBe('Sep 5, 2026');
    expect(formatDate('2026-11-22T15:00:00Z', 'long')).toBe('November 22, 2026');
  });
});
