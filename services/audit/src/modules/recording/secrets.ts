/**
 * Keys whose values let someone act (a reset or invitation link, a token, a password, an access code):
 * the record keeps what happened, never the means to do it again.
 */
const secretKey = /url$|token|password|secret|code$/i;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A copy of an event's data without its secrets, at any depth. */
export function withoutSecrets(value: unknown): Json {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value !== null && typeof value === 'object') {
    const kept: { [key: string]: Json } = {};
    for (const [key, inner] of Object.entries(value)) if (!secretKey.test(key)) kept[key] = withoutSecrets(inner);
    return kept;
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return null;
}
