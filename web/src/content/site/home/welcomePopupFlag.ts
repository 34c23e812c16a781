export const WELCOME_POPUP_KEY = 'hasSeenWebsitePopup';
export const WELCOME_POPUP_DELAY_MS = 5000;

export function hasSeenWelcomePopup(): boolean {
  try {
    return localStorage.getItem(WELCOME_POPUP_KEY) !== null;
  } catch {
    // Without storage we cannot remember a dismissal, so never nag.
    return true;
  }
}

export function markWelcomePopupSeen(): void {
  try {
    localStorage.setItem(WELCOME_POPUP_KEY, 'true');
  } catch {
    // Nothing to remember it in.
  }
}
