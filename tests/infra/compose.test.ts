// Validates docker-compose.yml offline: `docker-compose config` parses, interpolates and checks the file
// without a Docker engine. Needs the `docker-compose` binary (Debian package `docker-compose`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

const placeholderKeys = {
  JWT_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----\nplaceholder\n-----END PUBLIC KEY-----',
  JWT_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\nplaceholder\n-----END PRIVATE KEY-----',
};

interface ComposeRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

function compose(args: string[], env: NodeJS.ProcessEnv = { ...process.env, ...placeholderKeys }): ComposeRun {
  const result = spawnSync('docker-compose', args, { cwd: repoRoot, env, encoding: 'utf8', timeout: 60_000 });
  if (result.error) {
    throw new Error(`could not run docker-compose (install the Debian package "docker-compose"): ${result.error.message}`);
  }
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

type Env = Record<string, string | null>;

interface ComposeService {
  build?: { context: string; dockerfile: string };
  command?: string[] | string;
  environment?: Env | string[];
  volumes?: (string | { source?: string; target: string })[];
}

// `config` prints environment as a mapping, but the list form is valid Compose too.
function environmentOf(service: ComposeService): Env {
  const env = service.environment ?? {};
  if (!Array.isArray(env)) return env;
  return Object.fromEntries(
    env.map((entry) => {
      const eq = entry.indexOf('=');
      return eq === -1 ? [entry, null] : [entry.slice(0, eq), entry.slice(eq + 1)];
    }),
  );
}

// Compose v1 prints bind mounts as "source:target[:mode]", Compose v2 as objects.
function mountsOf(service: ComposeService): { source: string; target: string }[] {
  return (service.volumes ?? []).map((volume) => {
    if (typeof volume !== 'string') return { source: volume.source ?? '', target: volume.target };
    const [source = '', target = ''] = volume.split(':');
    return { source, target };
  });
}

function resolvedConfig(): { services: Record<string, ComposeService> } {
  const run = compose(['-f', 'docker-compose.yml', 'config']);
  expect(run.status, run.stderr).toBe(0);
  return parse(run.stdout) as { services: Record<string, ComposeService> };
}

describe('docker-compose.yml', () => {
  it('is valid for docker-compose config', () => {
    const run = compose(['-f', 'docker-compose.yml', 'config', '-q']);
    expect(run.status, run.stderr).toBe(0);
  });

  it('refuses to start without the JWT keys', () => {
    // An empty env file, so a developer's .env cannot supply the keys.
    const dir = mkdtempSync(path.join(tmpdir(), 'compose-env-'));
    try {
      const emptyEnvFile = path.join(dir, 'empty.env');
      writeFileSync(emptyEnvFile, '');
      const env = { ...process.env };
      delete env.JWT_PUBLIC_KEY;
      delete env.JWT_PRIVATE_KEY;
      const run = compose(['--env-file', emptyEnvFile, '-f', 'docker-compose.yml', 'config', '-q'], env);
      expect(run.status).not.toBe(0);
      expect(run.stderr).toMatch(/JWT_(PUBLIC|PRIVATE)_KEY/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('defines the infrastructure, the services and their wiring', () => {
    const { services } = resolvedConfig();

    for (const name of ['identity', 'leads', 'notifications', 'gateway', 'postgres', 'nats', 'meilisearch', 'mailpit']) {
      expect(services, `service ${name}`).toHaveProperty(name);
    }

    // NATS runs with JetStream from the mounted config file, storing on a mounted volume.
    const nats = services.nats!;
    const command = Array.isArray(nats.command) ? nats.command : (nats.command ?? '').split(/\s+/);
    const configFlag = command.findIndex((arg) => arg === '--config' || arg === '-c');
    expect(configFlag, 'nats is started with --config').toBeGreaterThanOrEqual(0);
    const configPath = command[configFlag + 1];
    const configMount = mountsOf(nats).find((mount) => mount.target === configPath);
    expect(configMount, `a mount for ${configPath}`).toBeDefined();
    const configText = readFileSync(configMount!.source, 'utf8');
    expect(configText).toMatch(/^\s*jetstream\s*[:=]?\s*\{/m);
    expect(configText).toMatch(/^\s*sync_interval\s*:/m);
    const storeDir = /^\s*store_dir\s*:\s*"?([^"\s]+)"?/m.exec(configText)?.[1];
    expect(storeDir, 'jetstream store_dir').toBeDefined();
    expect(mountsOf(nats).map((mount) => mount.target)).toContain(storeDir);

    for (const name of ['identity', 'leads', 'notifications']) {
      const env = environmentOf(services[name]!);
      expect(env.DATABASE_URL, `${name} DATABASE_URL`).toBe(`postgres://postgres:postgres@postgres:5432/agency_${name}`);
      expect(env.NATS_URL, `${name} NATS_URL`).toBe('nats://nats:4222');
      expect(env.JWT_PUBLIC_KEY, `${name} JWT_PUBLIC_KEY`).toBe(placeholderKeys.JWT_PUBLIC_KEY);
      expect(env.HOST, `${name} HOST`).toBe('0.0.0.0');
    }
    expect(environmentOf(services.identity!).JWT_PRIVATE_KEY).toBe(placeholderKeys.JWT_PRIVATE_KEY);
    expect(environmentOf(services.notifications!).SMTP_URL).toBe('smtp://mailpit:1025');

    const gateway = environmentOf(services.gateway!);
    expect(gateway).toMatchObject({
      IDENTITY_URL: 'http://identity:4001',
      LEADS_URL: 'http://leads:4002',
      NOTIFICATIONS_URL: 'http://notifications:4003',
      JWT_PUBLIC_KEY: placeholderKeys.JWT_PUBLIC_KEY,
    });
    expect(gateway).not.toHaveProperty('JWT_PRIVATE_KEY');

    // Every app image is built from the repository root with a Dockerfile that exists.
    for (const name of ['identity', 'leads', 'notifications', 'gateway']) {
      const build = services[name]!.build;
      expect(build, `${name} build`).toBeDefined();
      expect(path.resolve(build!.context)).toBe(path.resolve(repoRoot));
      expect(existsSync(path.join(build!.context, build!.dockerfile)), `${name} ${build!.dockerfile}`).toBe(true);
    }
  });
});
