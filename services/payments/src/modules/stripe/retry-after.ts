import type { OperationReply } from '@agency/kit';
import { ProviderRateLimited } from './stripe-client.js';

/** Runs the work; when Stripe is limiting us, the 503 tells the caller when to try again. */
export async function sayingWhenToRetry<T>(reply: OperationReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProviderRateLimited) void reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}
