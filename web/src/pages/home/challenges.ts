import { preferredTimeLabel } from '@agency/contracts/leads/labels';
import { preferredTimes as callWindows, type Challenge, type PreferredTime } from '@agency/contracts/leads/rules';

export type { Challenge, PreferredTime };

export const challenges: readonly { value: Challenge; label: string; description: string }[] = [
  { value: 'declining-sales', label: 'Declining Sales', description: 'Fewer customers are buying than last year.' },
  { value: 'missing-targets', label: 'Missing Targets', description: 'Your team keeps falling short of its sales goals.' },
  { value: 'customer-churn', label: 'Customer Churn', description: 'Customers buy once and do not come back.' },
  { value: 'poor-roi', label: 'Poor ROI', description: 'Marketing spend is not turning into revenue.' },
];

export const preferredTimes: readonly { value: PreferredTime; label: string }[] = callWindows.map((value) => ({
  value,
  label: preferredTimeLabel(value),
}));
