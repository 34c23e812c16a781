/*
 * The portal's keys in the tab's session storage (spec 001 §3). The access code, the client's e-mail
 * and the client's id are set at sign-in or registration and removed at sign-out; `selected_package`
 * belongs to the payment step. The access code is what signs an access-code session in again after a
 * reload, since such a session has no refresh cookie.
 */
export const CLIENT_STORAGE_KEYS = {
  accessCode: 'onboarding_access_code',
  email: 'onboarding_client_email',
  clientId: 'onboarding_client_id',
} as const;

export interface StoredClient {
  accessCode?: string;
  email?: string;
  clientId?: string;
}

type Key = keyof typeof CLIENT_STORAGE_KEYS;

// Storage can be unavailable (a server render, a browser that refuses it): then nothing is kept.
function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

const keys = Object.keys(CLIENT_STORAGE_KEYS) as Key[];

/** Keeps what `client` gives (the client's id is added once its record has been read). */
export function rememberClient(client: StoredClient): void {
  const store = storage();
  for (const key of keys) {
    const value = client[key];
    if (value) store?.setItem(CLIENT_STORAGE_KEYS[key], value);
  }
}

/** At sign-out (and before another sign-in): the client's id, the access code and the e-mail go. */
export function forgetClient(): void {
  const store = storage();
  for (const key of keys) store?.removeItem(CLIENT_STORAGE_KEYS[key]);
}

/** The payment step's choice, kept as its label ('Growth Package ($39)'); sign-out leaves it, as the spec lists. */
const SELECTED_PACKAGE_KEY = 'selected_package';

export function rememberSelectedPackage(label: string): void {
  storage()?.setItem(SELECTED_PACKAGE_KEY, label);
}

export function storedAccessCode(): string | null {
  return storage()?.getItem(CLIENT_STORAGE_KEYS.accessCode) ?? null;
}
