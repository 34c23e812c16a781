import { authorize } from './auth.js';
import type { GuardedRoute } from './operation-types.js';
import { privateAnswer } from './private-answers.js';

/** The role check every kind of route runs before its handler; its answers are never cached. */
export const routeGuards = (route: GuardedRoute) =>
  route.roles ? { preHandler: authorize(route.roles), onSend: privateAnswer } : {};
