import { describe, expect, it } from 'vitest';
import { formatDay, milestoneStates, today, type Milestone } from './projectPlan';

const milestone = (name: string, doneOn: string | null): Milestone => ({
  id: crypto.randomUUID(),
  name,
  position: 1,
  plannedOn: '2026-11-23',
  doneOn,
  note: '',
});

describe('a project plan', () => {
  it('has its done milestones, then the first not done as next, and the rest later', () => {
    expect(milestoneStates([milestone('Kickoff', '2026-11-23'), milestone('Design', null), milestone('Build', null)])).toEqual([
      'done',
      'next',
      'later',
    ]);
    expect(milestoneStates([milestone('Kickoff', null), milestone('Design', '2026-11-30')])).toEqual(['next', 'done']);
    expect(milestoneStates([milestone('Kickoff', '2026-11-23')])).toEqual(['done']);
  });

  it('writes a day in the reader’s locale, the same day whatever the time zone', () => {
    expect(formatDay('2026-11-26', 'en-US')).toBe('Nov 26, 2026');
    expect(formatDay('2026-01-01', 'en-GB')).toBe('1 Jan 2026');
    expect(formatDay('not a day', 'en-US')).toBe('');
  });

  it('says today as a day where the reader is', () => {
    expect(today(new Date(2026, 10, 6, 23, 30))).toBe('2026-11-06');
  });
});
