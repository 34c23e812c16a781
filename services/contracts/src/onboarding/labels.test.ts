import { describe, expect, it } from 'vitest';
import {
  accessCodeStateLabels,
  clientFilterLabels,
  clientStatusLabels,
  waitingStepLabels,
  packageLabel,
  packageOffers,
  packageWithPrice,
} from './labels.js';
import { accessCodeStates, clientFilters, clientStatuses, packages } from './rules.js';
import { waitingSteps } from '../events/onboarding.js';

describe('labels of the onboarding contract values', () => {
  it('names and prices every package of the contract as the spec does', () => {
    expect(Object.keys(packageOffers).sort()).toEqual([...packages].sort());
    expect(packages.map(packageLabel)).toEqual(['Starter', 'Growth', 'Professional']);
    expect(packages.map((pkg) => packageOffers[pkg].monthlyPrice)).toEqual([19, 39, 79]);
    expect(packageWithPrice('starter')).toBe('Starter Package ($19)');
  });

  it('labels every status, filter and code state of the contract', () => {
    expect(clientStatuses.map((status) => clientStatusLabels[status])).toEqual([
      'Payment Pending',
      'Contract Pending',
      'Onboarding',
      'Active',
      'Completed',
    ]);
    expect(clientFilters.map((filter) => clientFilterLabels[filter])).toEqual([
      'All Clients',
      'Pending Onboarding',
      'Active Projects',
      'Completed',
      'Waiting Too Long',
      'Payment Past Due',
      'Subscription Cancelled',
    ]);
    expect(Object.keys(accessCodeStateLabels).sort()).toEqual([...accessCodeStates].sort());
  });

  it('names every step a client can wait at, the same steps its reminder event carries', () => {
    expect(Object.keys(waitingStepLabels)).toEqual([...waitingSteps]);
    expect(Object.values(waitingStepLabels)).toEqual(['Registration', 'Payment', 'Contract', 'Welcome Video']);
  });
});
