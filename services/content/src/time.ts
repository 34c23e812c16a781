/** A stored time (an entity's Date, or PostgreSQL's text from a raw row) as the contract's ISO string. */
export const isoTime = (value: Date | string): string => new Date(value).toISOString();

/** The same for a time that may be missing. */
export const optionalIsoTime = (value: Date | string | null): string | null => (value === null ? null : isoTime(value));
