import { availabilities } from '@agency/contracts/leads/rules';
import { availabilityLabel } from '../../labels';

/** The terms a student can commit to, in the leads contract's order and the catalog's words. */
export function AvailabilityTerms({ className }: { className?: string }) {
  return (
    <ul className={className}>
      {availabilities.map((term) => (
        <li key={term}>{availabilityLabel(term)}</li>
      ))}
    </ul>
  );
}
