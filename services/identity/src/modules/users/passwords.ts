import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the library's default algorithm) with OWASP's minimum memory-hard profile:
 * 19 MiB, two passes, one lane. Changing these changes new hashes only; old ones still verify,
 * since every hash carries its own parameters.
 */
export const passwordHashOptions = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, passwordHashOptions);
}

/**
 * A hash of a random password nobody knows, made with the same parameters as real ones: verifying
 * against it when an account does not exist costs what a real check costs, so the time a sign-in
 * takes does not tell whether the e-mail has an account.
 */
export const dummyPasswordHash =
  '$argon2id$v=19$m=19456,t=2,p=1$X3KsAqKReggCWyXOEtaXDA$+may2Ob8YOSdGcudwu9xg0LwBJFgeDAjgxFx7M/Y4E0';

/** True when `password` matches `passwordHash`; a malformed stored hash counts as a mismatch. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
