/**
 * Marks a promise the way React's use() reads a settled one (status and value), so a screen that
 * reads it once it has settled renders at once instead of suspending.
 */
export function trackSettled<T>(promise: Promise<T>): Promise<T> {
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
  );
  return promise;
}
