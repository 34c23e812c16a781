import { ApiError } from '../api/expectOk';

interface ErrorDetail {
  path: string;
  message: string;
}

/**
 * The fields a 4xx answer names in `details[].path` ('body/email', or '/body/email' for a nested
 * pointer), each with the server's message.
 */
export function fieldErrorsOf(error: unknown): Map<string, string> {
  const fields = new Map<string, string>();
  if (!(error instanceof ApiError)) return fields;
  const details = (error.body as { details?: ErrorDetail[] } | undefined)?.details ?? [];
  for (const { path, message } of details) {
    const [context, field] = path.replace(/^\//, '').split('/');
    if (context === 'body' && field && !fields.has(field)) fields.set(field, message);
  }
  return fields;
}
