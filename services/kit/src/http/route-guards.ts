import { authorize } from './auth.js';
import type { GuardedRoute } from './operation-types.js';

/** The role check every kind of route runs before its handler. */
export const routeGuards = (route: GuardedRoute) => (route.roles ? { preHandler: authorize(route.roles) } : {});
