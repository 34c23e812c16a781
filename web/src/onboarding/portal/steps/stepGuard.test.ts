import { describe, expect, it } from 'vitest';
import type { ClientView } from '../portalSession';
import { stepRedirect, type PortalStep } from './stepGuard';

const record = (steps: Partial<ClientView> = {}) =>
  ({ paymentCompleted: false, contractSigned: false, videoWatched: false, onboardingComplete: false, ...steps }) as ClientView;
const paid = record({ paymentCompleted: true });
const signed = record({ paymentCompleted: true, contractSigned: true });
const complete = record({ paymentCompleted: true, contractSigned: true, videoWatched: true, onboardingComplete: true });

describe('the steps’ guards (spec 001 §4)', () => {
  it.each<[PortalStep, ClientView | null, string | null]>([
    ['payment', null, null],
    ['payment', record(), null],
    ['payment', paid, '/onboarding/contract'],
    ['contract', null, '/onboarding/payment'],
    ['contract', record(), '/onboarding/payment'],
    ['contract', paid, null],
    ['contract', signed, '/onboarding/video'],
    ['video', record(), '/onboarding/payment'],
    ['video', paid, '/onboarding/contract'],
    ['video', signed, null],
    ['video', complete, '/onboarding/dashboard'],
    ['dashboard', record(), '/onboarding/payment'],
    ['dashboard', paid, '/onboarding/contract'],
    ['dashboard', signed, '/onboarding/video'],
    ['dashboard', complete, null],
  ])('%s with %o goes to %s', (step, client, target) => {
    expect(stepRedirect(step, client)).toBe(target);
  });

  it('stays when the record could not be read (the server keeps the order)', () => {
    expect(stepRedirect('contract', undefined)).toBeNull();
  });
});
