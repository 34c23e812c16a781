import { describe, expect, it } from 'vitest';
import { checkCallersFirst } from '@agency/kit/caller-checks';
import { paymentsContract } from '../src/contract.js';
import { paymentsTestService } from './support.js';

const t = await paymentsTestService();

describe('who calls, checked before what was sent', () => {
  it('refuses nobody with 401 and every caller the roles leave out with 403, whatever the request carries', async () => {
    const { sent, unexpected } = await checkCallersFirst(t, paymentsContract.file);
    expect(sent).toBeGreaterThan(0);
    expect(unexpected).toEqual([]);
  });
});
