import { authorize } from './auth.js';
import type { GuardedRoute } from './operation-types.js';
import { privateAnswer } from './private-answers.js';

/**
 * The role check every kind of route runs first, in onRequest: who calls is settled before anything they
 * sent is read or validated, so nobody gets a 401 and a wrong role a 403 whatever the path parameters,
 * query or body (malformed, too deep, too large, of another type). Its answers are never cached.
 */
export const routeGuards = (route: GuardedRoute) =>
  route.roles ? { onRequest: authorize(route.roles), onSend: privateAnswer } : {};
