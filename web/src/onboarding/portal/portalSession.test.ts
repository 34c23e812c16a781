import { describe, expect, it, vi } from 'vitest';
import { onboardingApi } from '../onboardingClient';
import { failure, ok } from '../../shared/test/apiResult';
import { nextStepPath, readOwnClient, type ClientView } from './portalSession';

vi.mock('../../shared/api/clients', () => ({ identityApi: { POST: vi.fn() } }));
vi.mock('../onboardingClient', () => ({ onboardingApi: { GET: vi.fn() } }));

const record = (steps: Partial<ClientView>): ClientView => ({
  id: '6f1c2a4e-0000-4000-8000-000000000009',
  businessName: 'Prairie Bakery',
  contactName: '',
  email: 'ada@bakery.ca',
  phone: '',
  package: 'growth',
  projectType: 'Growth Package ($39)',
  monthlyPriceCents: null,
  billing: null,
  stepCompleted: 0,
  paymentCompleted: false,
  contractSigned: false,
  videoWatched: false,
  onboardingComplete: false,
  projectCompleted: false,
  team: { projectManager: null, leadDeveloper: null },
  completion: null,
  ...steps,
});

describe('post-login routing (spec 001 §4)', () => {
  it.each([
    ['no client record', null, '/onboarding/payment'],
    ['payment not complete', record({}), '/onboarding/payment'],
    ['paid, contract not signed', record({ paymentCompleted: true }), '/onboarding/contract'],
    ['signed, video not watched', record({ paymentCompleted: true, contractSigned: true }), '/onboarding/video'],
    [
      'every step done',
      record({ paymentCompleted: true, contractSigned: true, videoWatched: true, onboardingComplete: true }),
      '/onboarding/dashboard',
    ],
    // The steps are checked in order: a later one done does not skip an earlier one.
    ['video watched but not paid', record({ videoWatched: true, contractSigned: true }), '/onboarding/payment'],
    ['paid and watched, contract not signed', record({ paymentCompleted: true, videoWatched: true }), '/onboarding/contract'],
  ])('%s → %s', (_, client, path) => {
    expect(nextStepPath(client)).toBe(path);
  });
});

describe('readOwnClient', () => {
  it("reads the caller's own record", async () => {
    vi.mocked(onboardingApi.GET).mockResolvedValueOnce(ok(record({ paymentCompleted: true })) as never);
    expect((await readOwnClient())?.paymentCompleted).toBe(true);
    expect(onboardingApi.GET).toHaveBeenCalledWith('/client');
  });

  it('takes a missing record, or a failed read, as no record', async () => {
    vi.mocked(onboardingApi.GET).mockResolvedValueOnce(failure(404) as never);
    expect(await readOwnClient()).toBeNull();
    vi.mocked(onboardingApi.GET).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await readOwnClient()).toBeNull();
  });
});
