import { lazy } from 'react';

/*
 * The team's client screens, each loaded in two steps: this small module with the route table, then
 * the screen's own code. The first route of every public page lists, by name, each chunk the route
 * table's screens load with them (a few bytes apiece that its budget has no room for); the client
 * screens' chunks (their queries, the onboarding client, the dialogs) are listed here instead.
 */
const ClientList = lazy(() => import('./AdminClientsPage').then((module) => ({ default: module.AdminClientsPage })));
const Client = lazy(() => import('./AdminClientPage').then((module) => ({ default: module.AdminClientPage })));

// Components, not the lazy ones themselves: React takes a lazy component only if it resolves to a function.
export function AdminClientsPage() {
  return <ClientList />;
}

export function AdminClientPage() {
  return <Client />;
}
