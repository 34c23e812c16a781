import type { components } from '@agency/contracts/openapi/identity';

export type Account = components['schemas']['Account'];
export type AccountSession = components['schemas']['AccountSession'];
