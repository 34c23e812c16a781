import { describe, expect, it } from 'vitest';
import { daysBetween, stuckBefore, waitingAt, waitingStep } from './waiting.js';

const fresh = {
  paymentCompleted: false,
  contractSigned: false,
  videoWatched: false,
  projectCompleted: false,
  registered: false,
};
const now = new Date('2026-11-26T12:00:00.000Z');
const hoursBefore = (hours: number) => new Date(now.getTime() - hours * 60 * 60 * 1000);

describe('the onboarding step a client waits at', () => {
  it('is registration, then payment, contract and video, and none once onboarded or completed', () => {
    expect(waitingStep(fresh)).toBe('registration');
    expect(waitingStep({ ...fresh, registered: true })).toBe('payment');
    expect(waitingStep({ ...fresh, registered: true, paymentCompleted: true })).toBe('contract');
    expect(waitingStep({ ...fresh, registered: true, paymentCompleted: true, contractSigned: true })).toBe('video');
    expect(waitingStep({ ...fresh, paymentCompleted: true, contractSigned: true, videoWatched: true })).toBeNull();
    expect(waitingStep({ ...fresh, projectCompleted: true })).toBeNull();
  });

  it('is past registration for a client that paid with its code alone, before registering', () => {
    expect(waitingStep({ ...fresh, paymentCompleted: true })).toBe('contract');
  });
});

describe('how long a client has waited, as of a fixed now', () => {
  it('counts whole days, never below none', () => {
    expect(daysBetween(hoursBefore(23), now)).toBe(0);
    expect(daysBetween(hoursBefore(24), now)).toBe(1);
    expect(daysBetween(hoursBefore(5 * 24 + 23), now)).toBe(5);
    expect(daysBetween(new Date(now.getTime() + 60_000), now)).toBe(0);
  });

  it('marks a client stuck after more than N days at its step, not at exactly N', () => {
    const at = (hours: number) => waitingAt({ ...fresh, registered: true, stepReachedAt: hoursBefore(hours) }, now, 3);
    expect(at(3 * 24)).toEqual({ step: 'payment', since: hoursBefore(72).toISOString(), days: 3, stuck: false });
    expect(at(3 * 24 + 1)).toMatchObject({ days: 3, stuck: true });
    expect(at(5 * 24)).toMatchObject({ step: 'payment', days: 5, stuck: true });
    expect(at(24)).toMatchObject({ days: 1, stuck: false });
  });

  it('follows the configured number of days and reads a time as a row gives it', () => {
    const row = { ...fresh, stepReachedAt: '2026-11-20 12:00:00+00' };
    expect(waitingAt(row, now, 5)).toMatchObject({ step: 'registration', days: 6, stuck: true });
    expect(waitingAt(row, now, 7)).toMatchObject({ days: 6, stuck: false });
    expect(stuckBefore(now, 3).toISOString()).toBe('2026-11-23T12:00:00.000Z');
  });

  it('is nothing for a client at no step', () => {
    expect(waitingAt({ ...fresh, projectCompleted: true, stepReachedAt: hoursBefore(500) }, now, 3)).toBeNull();
  });
});
