/** Sends this tab to another site (Stripe's hosted pages); a module of its own so tests can see where. */
export function leavePageFor(url: string): void {
  window.location.assign(url);
}
