// Validates docker-compose.yml offline with `docker-compose config` (see compose-config.ts). That it runs
// exactly the registered services is checked in registry.test.ts.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '@agency/contracts/registry';
import { compose, environmentOf, mountsOf, placeholderKeys, repoRoot, resolvedConfig } from './compose-config.js';

const serviceNames = registry.services.map((service) => service.name);

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

    for (const name of [...serviceNames, 'gateway', 'postgres', 'nats', 'meilisearch', 'mailpit']) {
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

    expect(environmentOf(services.identity!).JWT_PRIVATE_KEY).toBe(placeholderKeys.JWT_PRIVATE_KEY);
    expect(environmentOf(services.notifications!).SMTP_URL).toBe('smtp://mailpit:1025');

    const gateway = environmentOf(services.gateway!);
    expect(gateway).toMatchObject({ JWT_PUBLIC_KEY: placeholderKeys.JWT_PUBLIC_KEY });
    expect(gateway).not.toHaveProperty('JWT_PRIVATE_KEY');

    // Every app image is built from the repository root with a Dockerfile that exists.
    for (const name of [...serviceNames, 'gateway']) {
      const build = services[name]!.build;
      expect(build, `${name} build`).toBeDefined();
      expect(path.resolve(build!.context)).toBe(path.resolve(repoRoot));
      expect(existsSync(path.join(build!.context, build!.dockerfile)), `${name} ${build!.dockerfile}`).toBe(true);
    }
  });
});
