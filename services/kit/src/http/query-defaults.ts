/**
 * The generated types leave a query parameter optional even when the contract gives it a default,
 * which validation has filled in by the time a handler runs. This says so to the compiler, and
 * checks it: a missing one means the contract has no default for it, a bug, not bad input.
 */
export function withDefaults<Query extends object, Key extends keyof Query>(
  query: Query,
  ...keys: Key[]
): Query & Required<Pick<Query, Key>> {
  for (const key of keys) {
    if (query[key] === undefined) throw new Error(`Query parameter ${String(key)} has no default in the contract`);
  }
  return query as Query & Required<Pick<Query, Key>>;
}
