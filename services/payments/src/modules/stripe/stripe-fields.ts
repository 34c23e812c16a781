/**
 * The id of a Stripe reference, which Stripe writes as the id itself or, expanded, as the object holding it;
 * null when there is none (or it is neither).
 */
export const idOf = (value: unknown): string | null =>
  typeof value === 'string'
    ? value
    : typeof (value as { id?: unknown } | null)?.id === 'string'
      ? (value as { id: string }).id
      : null;
