// `npm run events:redrive -- --service <name> [--consumer <durable>] [--event-id <uuid>]`: applies a
// service's open dead letters again through its consumers' handlers (services/kit/README.md).
// It builds the service from its sources with the same environment the service runs with, touches
// only its database (not NATS), and exits 1 if any letter failed again, 2 on bad arguments.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseRedriveArguments, redriveDeadLetters, type EventLink, type RedriveArguments } from '@agency/kit';
import type { FastifyInstance } from 'fastify';

type Exports = Record<string, unknown>;

/** Each service's app.ts exports `build<Name>Service`, its config.ts `load<Name>Config`. */
function exported<T>(module: Exports, pattern: RegExp, file: string): T {
  const name = Object.keys(module).find((key) => pattern.test(key));
  if (!name) throw new Error(`${file} exports nothing matching ${pattern}`);
  return module[name] as T;
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

let args: RedriveArguments;
try {
  args = parseRedriveArguments(process.argv.slice(2));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const source = (file: string) => fileURLToPath(new URL(`../services/${args.service}/src/${file}`, import.meta.url));
if (!existsSync(source('app.ts'))) fail(`No service named ${args.service}`);
const load = exported<() => unknown>(await import(source('config.ts')), /^load\w+Config$/, 'config.ts');
const build = exported<(config: unknown) => Promise<{ app: FastifyInstance; events: EventLink }>>(
  await import(source('app.ts')),
  /^build\w+Service$/,
  'app.ts',
);

const service = await build(load());
try {
  process.exitCode = await redriveDeadLetters(service.events, args);
} finally {
  await service.app.close();
}
