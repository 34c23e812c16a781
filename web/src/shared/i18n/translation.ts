/**
 * What another language's catalog file provides for an English one: every key, as plain text, and no other key
 * (`satisfies Translation<typeof enX>` makes the typecheck fail on a missing or extra key).
 */
export type Translation<English> = { readonly [Key in keyof English]: string };
