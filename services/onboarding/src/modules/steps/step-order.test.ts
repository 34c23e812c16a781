import { describe, expect, it } from 'vitest';
import { stepAfter } from './step-order.js';

describe('step numbers', () => {
  it('are payment 1, contract sent 2, signed 3, video 4, and never go down', () => {
    expect([
      stepAfter(0, 'payment'),
      stepAfter(1, 'contract-sent'),
      stepAfter(2, 'contract-signed'),
      stepAfter(3, 'video-watched'),
    ]).toEqual([1, 2, 3, 4]);
    expect(stepAfter(3, 'payment')).toBe(3);
    expect(stepAfter(3, 'contract-sent')).toBe(3);
    expect(stepAfter(4, 'contract-signed')).toBe(4);
  });
});
