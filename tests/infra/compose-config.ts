// Reads docker-compose.yml the way Compose does, offline: `docker-compose config` parses, interpolates
// and checks the file without a Docker engine. Needs the `docker-compose` binary (Debian package `docker-compose`).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export const placeholderKeys = {
  JWT_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----\nplaceholder\n-----END PUBLIC KEY-----',
  JWT_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\nplaceholder\n-----END PRIVATE KEY-----',
};

export interface ComposeRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

export function compose(args: string[], env: NodeJS.ProcessEnv = { ...process.env, ...placeholderKeys }): ComposeRun {
  const result = spawnSync('docker-compose', args, { cwd: repoRoot, env, encoding: 'utf8', timeout: 60_000 });
  if (result.error) {
    throw new Error(`could not run docker-compose (install the Debian package "docker-compose"): ${result.error.message}`);
  }
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

export type Env = Record<string, string | null>;

export interface ComposeService {
  build?: { context: string; dockerfile: string; args?: Env | string[] };
  command?: string[] | string;
  environment?: Env | string[];
  depends_on?: string[] | Record<string, unknown>;
  volumes?: (string | { source?: string; target: string })[];
  expose?: (string | number)[];
  labels?: Env | string[];
  ports?: (string | { published?: string | number; target: string | number })[];
}

// `config` prints environment and build args as mappings, but the list form is valid Compose too.
function mappingOf(value: Env | string[] | undefined): Env {
  if (!Array.isArray(value)) return value ?? {};
  return Object.fromEntries(
    value.map((entry) => {
      const eq = entry.indexOf('=');
      return eq === -1 ? [entry, null] : [entry.slice(0, eq), entry.slice(eq + 1)];
    }),
  );
}

export const environmentOf = (service: ComposeService): Env => mappingOf(service.environment);
export const buildArgsOf = (service: ComposeService): Env => mappingOf(service.build?.args);
export const labelsOf = (service: ComposeService): Env => mappingOf(service.labels);
export const dependenciesOf = (service: ComposeService): string[] =>
  Array.isArray(service.depends_on) ? service.depends_on : Object.keys(service.depends_on ?? {});

// Compose v1 prints bind mounts as "source:target[:mode]", Compose v2 as objects.
export function mountsOf(service: ComposeService): { source: string; target: string }[] {
  return (service.volumes ?? []).map((volume) => {
    if (typeof volume !== 'string') return { source: volume.source ?? '', target: volume.target };
    const [source = '', target = ''] = volume.split(':');
    return { source, target };
  });
}

/** The file as Compose resolves it (anchors merged, variables interpolated with placeholder keys). */
export function resolvedConfig(): { services: Record<string, ComposeService> } {
  const run = compose(['-f', 'docker-compose.yml', 'config']);
  if (run.status !== 0) throw new Error(`docker-compose config failed:\n${run.stderr}`);
  return parse(run.stdout) as { services: Record<string, ComposeService> };
}
