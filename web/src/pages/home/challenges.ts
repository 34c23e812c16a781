import type { components } from '@agency/contracts/openapi/leads';

export type Challenge = components['schemas']['Challenge'];
export type PreferredTime = components['schemas']['PreferredTime'];

export const challenges: readonly { value: Challenge; label: string; description: string }[] = [
  { value: 'declining-sales', label: 'Declining Sales', description: 'Fewer customers are buying than last year.' },
  { value: 'missing-targets', label: 'Missing Targets', description: 'Your team keeps falling short of its sales goals.' },
  { value: 'customer-churn', label: 'Customer Churn', description: 'Customers buy once and do not come back.' },
  { value: 'poor-roi', label: 'Poor ROI', description: 'Marketing spend is not turning into revenue.' },
];

export const preferredTimes: readonly { value: PreferredTime; label: string }[] = [
  { value: 'morning', label: 'Morning (9AM-12PM)' },
  { value: 'afternoon', label: 'Afternoon (12PM-5PM)' },
  { value: 'evening', label: 'Evening (5PM-8PM)' },
];
