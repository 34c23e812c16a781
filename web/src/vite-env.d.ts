/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_BOOKING_URL?: string;
  readonly VITE_SITE_URL?: string;
}

/** Request-body schemas of each contract by operationId (web/vite/contractBodies.ts). */
declare module 'virtual:contract-bodies' {
  import type { JsonSchema } from './forms/contractRules';
  export const identity: Readonly<Record<string, JsonSchema>>;
  export const leads: Readonly<Record<string, JsonSchema>>;
  export const notifications: Readonly<Record<string, JsonSchema>>;
}
