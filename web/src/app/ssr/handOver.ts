import type { DehydratedState } from '@tanstack/react-query';

/**
 * What a server-rendered page hands to the browser beside its HTML, in a JSON script element (data,
 * not a script, so the CSP's script-src stays 'self'): the origin its links were written for and the
 * content reads it rendered from, so the first render in the browser is the same as the server's.
 */
export interface HandOver {
  origin: string;
  queries: DehydratedState;
}

export const HAND_OVER_ID = 'ssr-state';

/** The hand-over of a server-rendered page; null on a page the server sent as the plain shell. */
export function readHandOver(): HandOver | null {
  const element = document.getElementById(HAND_OVER_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as HandOver) : null;
}
