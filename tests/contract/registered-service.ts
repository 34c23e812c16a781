// Builds any service of the registry by the convention every service follows: src/app.ts exports
// build<Name>Service(config) and src/config.ts exports load<Name>Config(env).
import type { FastifyInstance } from 'fastify';

const pascalCase = (name: string) => name.replace(/(^|-)([a-z])/g, (_match, _dash, letter: string) => letter.toUpperCase());

interface BuiltService {
  app: FastifyInstance;
  events: { ready(): Promise<void> };
}

/** Builds the service, listens on a free port, waits for its event streams and returns its URL and how to stop it. */
export async function startRegisteredService(
  name: string,
  env: NodeJS.ProcessEnv,
): Promise<{ url: string; close: () => Promise<void> }> {
  const pascal = pascalCase(name);
  const appModule = (await import(`../../services/${name}/src/app.ts`)) as Record<string, unknown>;
  const configModule = (await import(`../../services/${name}/src/config.ts`)) as Record<string, unknown>;
  const build = appModule[`build${pascal}Service`];
  const load = configModule[`load${pascal}Config`];
  if (typeof build !== 'function' || typeof load !== 'function') {
    throw new Error(
      `services/${name} must export build${pascal}Service from src/app.ts and load${pascal}Config from src/config.ts`,
    );
  }
  const { app, events } = (await build(load(env))) as BuiltService;
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  await events.ready();
  return { url, close: () => app.close() };
}
