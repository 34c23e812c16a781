import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onboardingApi } from '../../onboardingClient';
import { onboardingKeys } from '../../onboardingKeys';
import { clientRecord } from '../testPortal';
import { PAID_POLL, waitUntilPaid } from './portalQueries';

vi.mock('../../../shared/api/clients', () => ({ identityApi: { POST: vi.fn() } }));
vi.mock('../../onboardingClient', () => ({ onboardingApi: { GET: vi.fn() } }));
vi.mock('../../../payments/paymentsClient', () => ({ paymentsApi: { GET: vi.fn() } }));

const reads = () => vi.mocked(onboardingApi.GET).mock.calls.length;

describe('waitUntilPaid', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(onboardingApi.GET).mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('reads the record for about 30 s before it gives up', async () => {
    vi.mocked(onboardingApi.GET).mockResolvedValue(clientRecord() as never);
    let paid: boolean | undefined;
    void waitUntilPaid(new QueryClient(), new AbortController().signal).then((result) => (paid = result));
    await vi.advanceTimersByTimeAsync(25_000);
    expect(paid).toBeUndefined();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(paid).toBe(false);
    expect(reads()).toBe(PAID_POLL.attempts);
    expect(PAID_POLL.attempts * PAID_POLL.intervalMs).toBe(30_000);
  });

  it('stops as soon as the record shows the payment, and caches it', async () => {
    const paidRecord = clientRecord({ paymentCompleted: true, stepCompleted: 1 });
    vi.mocked(onboardingApi.GET)
      .mockResolvedValueOnce(clientRecord() as never)
      .mockResolvedValue(paidRecord as never);
    const queryClient = new QueryClient();
    const waiting = waitUntilPaid(queryClient, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await waiting).toBe(true);
    expect(reads()).toBe(2);
    expect(queryClient.getQueryData(onboardingKeys.portal.client)).toEqual(paidRecord.data);
  });

  it('stops reading when its signal aborts (the page has gone), caching nothing', async () => {
    vi.mocked(onboardingApi.GET).mockResolvedValue(clientRecord() as never);
    const gone = new AbortController();
    const queryClient = new QueryClient();
    const waiting = waitUntilPaid(queryClient, gone.signal);
    await vi.advanceTimersByTimeAsync(2_500);
    const before = reads();
    gone.abort();
    expect(await waiting).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(reads()).toBe(before);
    expect(queryClient.getQueryData(onboardingKeys.portal.client)).toBeUndefined();
  });
});
