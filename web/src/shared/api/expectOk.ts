export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    /** From `Retry-After` (a 429 carries it): seconds until the request may be made again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(`Request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

/** The seconds of a `Retry-After` header, when it gives them (the API never sends a date). */
function retryAfterOf(response: Response): number | undefined {
  const header = response.headers?.get('retry-after');
  if (!header || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header.trim());
}

interface ClientResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** Turns an openapi-fetch result into its data, or throws so react-query and callers see a failure. */
export async function expectOk<R extends ClientResult>(call: Promise<R>): Promise<NonNullable<R['data']>> {
  const result = await call;
  if (!result.response.ok) throw new ApiError(result.response.status, result.error, retryAfterOf(result.response));
  return result.data as NonNullable<R['data']>;
}
