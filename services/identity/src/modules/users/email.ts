/**
 * The one form an e-mail address is stored and looked up in: surrounding spaces dropped and
 * lower-cased, so `Ada@Example.com ` and `ada@example.com` are the same account.
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
