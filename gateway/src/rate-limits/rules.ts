import type { GatewayConfig } from '../config.js';

/** One limit: requests per client address per minute on the paths under `pathPrefix`. */
export interface RateLimitRule {
  method: string;
  pathPrefix: string;
  max: number;
  key: 'ip';
  /**
   * When the shared store cannot be reached: `refuse` answers 503 (a limit that guards accounts must not
   * silently open), `allow` lets the request through (a lost inquiry costs more than a few extra ones).
   */
  whenStoreDown: 'refuse' | 'allow';
}

/** The limits the gateway enforces, as data (one place, so they can come from configuration later). */
export function rateLimitRules(config: GatewayConfig): RateLimitRule[] {
  return [
    {
      method: 'POST',
      pathPrefix: '/api/identity/auth/login',
      max: config.SIGN_IN_RATE_LIMIT,
      key: 'ip',
      whenStoreDown: 'refuse',
    },
    {
      method: 'POST',
      pathPrefix: '/api/leads/inquiries/',
      max: config.PUBLIC_FORM_RATE_LIMIT,
      key: 'ip',
      whenStoreDown: 'allow',
    },
  ];
}
