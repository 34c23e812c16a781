// docker-compose.yml and infra/k8s/ must run exactly the services of services/contracts/registry.json,
// each with its port, its database and its environment, and point the gateway at each of them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { databaseName, registry, upstreamUrlKey } from '@agency/contracts/registry';
import {
  buildArgsOf,
  dependenciesOf,
  environmentOf,
  placeholderKeys,
  repoRoot,
  resolvedConfig,
  type ComposeService,
} from './compose-config.js';

const names = registry.services.map((service) => service.name);
const deployables = [...names, 'gateway'].sort();
const infrastructureUrls = ['DATABASE_URL', 'NATS_URL', 'SMTP_URL', 'MEILI_URL'];
/** Environment keys that point at a service (the gateway's upstreams), e.g. `LEADS_URL`. */
const upstreamKeysIn = (env: object) => Object.keys(env).filter((key) => /_URL$/.test(key) && !infrastructureUrls.includes(key));
/** The key of a deployable's database URL in the example Secret, e.g. `LEADS_DATABASE_URL`. */
const secretKeyOf = (name: string) => `${name.toUpperCase().replace(/-/g, '_')}_DATABASE_URL`;
const expectedUpstreamKeys = names.map(upstreamUrlKey).sort();

describe('docker-compose.yml agrees with the service registry', () => {
  let services: Record<string, ComposeService>;
  beforeAll(() => {
    services = resolvedConfig().services;
  });

  it('runs every registered service and the gateway, and no other application', () => {
    const built = Object.keys(services).filter((name) => services[name]!.build);
    expect(built.sort()).toEqual(deployables);
  });

  it('builds each service from the one service Dockerfile, with its port, database and shared settings', () => {
    for (const { name, port, database } of registry.services) {
      const service = services[name]!;
      expect(service.build?.dockerfile, `${name} Dockerfile`).toBe('services/Dockerfile');
      expect(buildArgsOf(service).SERVICE, `${name} SERVICE build arg`).toBe(name);
      expect(environmentOf(service)).toMatchObject({
        PORT: String(port),
        DATABASE_URL: `postgres://postgres:postgres@postgres:5432/${databaseName(database)}`,
        NATS_URL: 'nats://nats:4222',
        HOST: '0.0.0.0',
        JWT_PUBLIC_KEY: placeholderKeys.JWT_PUBLIC_KEY,
      });
      expect(dependenciesOf(service), `${name} depends on`).toEqual(expect.arrayContaining(['postgres', 'nats']));
    }
  });

  it('points the gateway at every registered service and at nothing else', () => {
    const gateway = services.gateway!;
    const env = environmentOf(gateway);
    expect(gateway.build?.dockerfile).toBe('gateway/Dockerfile');
    expect(env.PORT).toBe(String(registry.gateway.port));
    expect(env.DATABASE_URL).toBe(`postgres://postgres:postgres@postgres:5432/${databaseName(registry.gateway.database)}`);
    for (const { name, port } of registry.services) expect(env[upstreamUrlKey(name)], name).toBe(`http://${name}:${port}`);
    expect(upstreamKeysIn(env).sort()).toEqual(expectedUpstreamKeys);
    expect(dependenciesOf(gateway)).toEqual(expect.arrayContaining(['postgres', ...names]));
  });
});

interface K8sObject {
  kind: string;
  metadata: { name: string };
  spec?: {
    ports?: Array<{ port: number }>;
    template?: { spec: { containers: Array<K8sContainer> } };
  };
  data?: Record<string, string>;
  stringData?: Record<string, string>;
  resources?: string[];
  images?: Array<{ name: string }>;
}

interface K8sContainer {
  name: string;
  image: string;
  ports?: Array<{ containerPort: number }>;
  env?: Array<{ name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string; optional?: boolean } } }>;
}

describe('infra/k8s agrees with the service registry', () => {
  const dir = path.join(repoRoot, 'infra/k8s');
  const objects = readdirSync(dir)
    .filter((file) => file.endsWith('.yaml'))
    .flatMap((file) => parseAllDocuments(readFileSync(path.join(dir, file), 'utf8')).map((doc) => doc.toJS() as K8sObject))
    .filter(Boolean);
  const ofKind = (kind: string) => objects.filter((object) => object.kind === kind);
  const named = (kind: string, name: string) => ofKind(kind).find((object) => object.metadata.name === name);
  const withGateway = [...registry.services, { name: 'gateway', ...registry.gateway }];

  it('deploys every registered service and the gateway, and no other application', () => {
    expect(
      ofKind('Deployment')
        .map((d) => d.metadata.name)
        .sort(),
    ).toEqual(deployables);
  });

  it('gives each its port, its database and its image, and lists it in the kustomization', () => {
    const kustomization = ofKind('Kustomization')[0]!;
    for (const { name, port } of withGateway) {
      const container = named('Deployment', name)!.spec!.template!.spec.containers.find((c) => c.name === name)!;
      expect(container, `${name} container`).toBeDefined();
      expect(
        container.ports?.map((p) => p.containerPort),
        `${name} containerPort`,
      ).toEqual([port]);
      const env = Object.fromEntries((container.env ?? []).map((e) => [e.name, e]));
      expect(env.PORT?.value, `${name} PORT`).toBe(String(port));
      expect(env.DATABASE_URL?.valueFrom?.secretKeyRef, `${name} DATABASE_URL`).toEqual({
        name: 'agency-secrets',
        key: secretKeyOf(name),
      });
      expect(
        named('Service', name)?.spec?.ports?.map((p) => p.port),
        `${name} Service port`,
      ).toEqual([port]);
      expect(container.image).toMatch(new RegExp(`/agency/${name}:`));
      expect(kustomization.resources, `${name}.yaml in kustomization`).toContain(`${name}.yaml`);
      expect(kustomization.images?.map((i) => i.name)).toContain(`registry.example.com/agency/${name}`);
    }
  });

  it('names each database in the example secret, and no other', () => {
    const secret = named('Secret', 'agency-secrets')!.stringData!;
    const databaseKeys = Object.keys(secret).filter((key) => key.endsWith('_DATABASE_URL'));
    expect(databaseKeys.sort()).toEqual(deployables.map(secretKeyOf));
    for (const { name, database } of withGateway) {
      const url = new URL(secret[secretKeyOf(name)]!);
      expect(url.pathname, `${name} database`).toBe(`/${databaseName(database)}`);
    }
  });

  it('gives payments its Stripe secrets as optional references, and the example secret leaves them empty', () => {
    const container = named('Deployment', 'payments')!.spec!.template!.spec.containers.find((c) => c.name === 'payments')!;
    const env = Object.fromEntries((container.env ?? []).map((e) => [e.name, e]));
    const secret = named('Secret', 'agency-secrets')!.stringData!;
    for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']) {
      expect(env[key]?.valueFrom?.secretKeyRef, key).toEqual({ name: 'agency-secrets', key, optional: true });
      // Empty means "not configured"; a placeholder shaped like a key would look like a working one.
      expect(secret[key], key).toBe('');
    }
  });

  it('points the gateway at every registered service and at nothing else', () => {
    const config = named('ConfigMap', 'agency-config')!.data!;
    for (const { name, port } of registry.services) expect(config[upstreamUrlKey(name)], name).toBe(`http://${name}:${port}`);
    expect(upstreamKeysIn(config).sort()).toEqual(expectedUpstreamKeys);
  });
});
