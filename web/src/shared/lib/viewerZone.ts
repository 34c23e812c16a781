import { useSyncExternalStore } from 'react';

/*
 * The viewer's time zone, on its own so that the session (in the first route) can set it without the
 * formatting of viewerTime.ts, which screens load with themselves.
 */

let chosen: string | null = null;
const listeners = new Set<() => void>();

/** The browser's own zone, as it names it (`America/Toronto`). */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The zone times are shown in: the account's choice, else the browser's. */
export const viewerTimeZone = () => chosen ?? browserTimeZone();

/** The account's choice (null or undefined: the browser's); every screen showing times follows at once. */
export function chooseTimeZone(zone: string | null | undefined): void {
  const next = zone ?? null;
  if (next === chosen) return;
  chosen = next;
  listeners.forEach((listener) => listener());
}

export function subscribeToTimeZone(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The viewer's zone in a screen of the portal or the back office, which renders again when it changes. Those are
 * never rendered by the server; a server-rendered page reads its zone with zonedFormat.ts's `usePageTimeZone`.
 */
export const useViewerTimeZone = (): string => useSyncExternalStore(subscribeToTimeZone, viewerTimeZone, viewerTimeZone);
