/** The shape openapi-fetch resolves with, enough for expectOk. */
export const ok = <T>(data: T, status = 200) => ({ data, response: { ok: true, status } as Response });

export const failure = (status: number, code = 'TEST_FAILURE') => ({
  error: { statusCode: status, error: 'Error', code, message: 'Failed', requestId: 'test' },
  response: { ok: false, status } as Response,
});

/** A promise the test settles by hand, to look at the pending state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
