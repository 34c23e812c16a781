import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { LiveServerFrame, LiveSubscribeFrame } from '@agency/contracts/openapi/messaging';
import * as messagingSchemas from '@agency/contracts/openapi/messaging.schemas';

export type SubscribeFrame = LiveSubscribeFrame;
export type ServerFrame = LiveServerFrame;

// ajv-formats ships CommonJS with a default export.
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const ajv = new Ajv({ strict: false });
addFormats(ajv);
const isSubscribeFrame = ajv.compile<SubscribeFrame>(messagingSchemas.LiveSubscribeFrame);

/** The browser's subscription, checked against the contract's frame; undefined for anything else. */
export function parseSubscribeFrame(data: unknown): SubscribeFrame | undefined {
  let frame: unknown;
  try {
    frame = JSON.parse(String(data));
  } catch {
    return undefined;
  }
  return isSubscribeFrame(frame) ? frame : undefined;
}

/** Close codes of the socket, in the 4000s applications may use: 4400 a bad frame, 4403 a thread not the caller's, 4404 no such client. */
export const closeCodes = { badFrame: 4400, forbidden: 4403, notFound: 4404 } as const;
