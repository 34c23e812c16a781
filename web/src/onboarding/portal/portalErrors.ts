import { ApiError } from '../../shared/api/expectOk';

// What the portal says about a refused request: the server's own words, or its stable code.
const errorBody = (error: unknown) =>
  error instanceof ApiError ? (error.body as { code?: unknown; message?: unknown } | undefined) : undefined;

/** The server's own message in the one error shape, when a refused request carries one. */
export function serverMessage(error: unknown): string | undefined {
  const message = errorBody(error)?.message;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/** The server's stable code of a refused request (IDENTITY_ACCESS_CODE_INVALID, …). */
export function errorCode(error: unknown): string | undefined {
  const code = errorBody(error)?.code;
  return typeof code === 'string' ? code : undefined;
}
