// The service registry for plain Node scripts (the TypeScript code reads it through
// @agency/contracts/registry, which also validates it).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './infra.mjs';

/** @type {{ gateway: { port: number, database: string }, services: Array<{ name: string, port: number, database: string, produces: string[], publicPrefix: string }> }} */
export const registry = JSON.parse(readFileSync(path.join(root, 'services/contracts/registry.json'), 'utf8'));

export const serviceNames = registry.services.map((service) => service.name);

/** The registry's ports, the gateway's included: `{ gateway: 8080, identity: 4001, … }`. */
export const defaultPorts = Object.fromEntries([
  ['gateway', registry.gateway.port],
  ...registry.services.map((service) => [service.name, service.port]),
]);

/** The database of the registered service (or the gateway) called `name`: agency_[namespace_]<its database>. */
export function databaseNameOf(name, namespace = '') {
  const { database } = name === 'gateway' ? registry.gateway : registry.services.find((service) => service.name === name);
  return `agency_${namespace ? `${namespace}_` : ''}${database}`;
}

export const upstreamUrlKey = (name) => `${name.toUpperCase().replace(/-/g, '_')}_URL`;
