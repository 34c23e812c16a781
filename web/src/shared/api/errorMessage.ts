import { ApiError } from './expectOk';

/**
 * What a failed read says to people: the server's message from the one error shape, or a thrown
 * Error's message (a network failure). Undefined for anything else, so the page shows its fallback.
 */
export function errorMessage(error: unknown): string | undefined {
  if (error instanceof ApiError) {
    const message = (error.body as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  if (error instanceof Error && error.message) return error.message;
  return undefined;
}

/** A read that found nothing (a draft, an unknown slug). */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
