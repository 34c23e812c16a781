// Builds any service of the registry by the convention every service follows: src/app.ts exports
// build<Name>Service(config) and src/config.ts exports load<Name>Config(env). The contract test and the
// fuzz suite both go through here, so a service is covered by being in the registry.
import { fileURLToPath } from 'node:url';
import type { BuiltService, TestableService } from '@agency/kit/testing';

const pascalCase = (name: string) => name.replace(/(^|-)([a-z])/g, (_match, _dash, letter: string) => letter.toUpperCase());

/** openapi/<name>.yaml: the service's contract. */
export const contractFileOf = (name: string) => fileURLToPath(new URL(`../../openapi/${name}.yaml`, import.meta.url));

/** The service's build function and config loader, found by the naming convention. */
export async function registeredService(name: string): Promise<TestableService<BuiltService, unknown>> {
  const pascal = pascalCase(name);
  const appModule = (await import(`../../services/${name}/src/app.ts`)) as Record<string, unknown>;
  const configModule = (await import(`../../services/${name}/src/config.ts`)) as Record<string, unknown>;
  const build = appModule[`build${pascal}Service`];
  const loadConfig = configModule[`load${pascal}Config`];
  if (typeof build !== 'function' || typeof loadConfig !== 'function') {
    throw new Error(
      `services/${name} must export build${pascal}Service from src/app.ts and load${pascal}Config from src/config.ts`,
    );
  }
  return {
    name,
    build: build as TestableService<BuiltService, unknown>['build'],
    loadConfig: loadConfig as TestableService<BuiltService, unknown>['loadConfig'],
  };
}

/**
 * Builds the service, listens on a free port, waits for its event streams and returns its URL, its app (to
 * ask what its routes let in) and how to stop it.
 */
export async function startRegisteredService(
  name: string,
  env: NodeJS.ProcessEnv,
): Promise<{ url: string; app: BuiltService['app']; close: () => Promise<void> }> {
  const { build, loadConfig } = await registeredService(name);
  const { app, events } = await build(loadConfig(env));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  await events.ready();
  return { url, app, close: () => app.close() };
}
