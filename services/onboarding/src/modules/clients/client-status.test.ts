import { describe, expect, it } from 'vitest';
import { clientStatus } from './client-status.js';

const none = { paymentCompleted: false, contractSigned: false, videoWatched: false, projectCompleted: false };

describe('a client’s derived status', () => {
  it('follows the steps in order', () => {
    expect(clientStatus(none)).toBe('payment-pending');
    expect(clientStatus({ ...none, paymentCompleted: true })).toBe('contract-pending');
    expect(clientStatus({ ...none, paymentCompleted: true, contractSigned: true })).toBe('onboarding');
    expect(clientStatus({ ...none, paymentCompleted: true, contractSigned: true, videoWatched: true })).toBe('active');
  });

  it('is completed once the project is, whatever the steps say', () => {
    expect(clientStatus({ ...none, projectCompleted: true })).toBe('completed');
    expect(clientStatus({ paymentCompleted: true, contractSigned: true, videoWatched: true, projectCompleted: true })).toBe(
      'completed',
    );
  });

  it('asks for payment first even when later steps are marked', () => {
    expect(clientStatus({ ...none, contractSigned: true, videoWatched: true })).toBe('payment-pending');
  });
});
