export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`Request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

interface ClientResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** Turns an openapi-fetch result into its data, or throws so react-query and callers see a failure. */
export async function expectOk<R extends ClientResult>(call: Promise<R>): Promise<NonNullable<R['data']>> {
  const result = await call;
  if (!result.response.ok) throw new ApiError(result.response.status, result.error);
  return result.data as NonNullable<R['data']>;
}
