// docker-compose.yml and infra/k8s/ must run exactly the services of services/contracts/registry.json,
// each with its port, its database and its environment, and point the gateway at each of them. Each check
// is a function of what Compose and kustomize produce and of the registry, so that the cases at the end can
// show it failing on a copy that disagrees.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { databaseName, registry, upstreamUrlKey, type Registry } from '@agency/contracts/registry';
import {
  buildArgsOf,
  dependenciesOf,
  environmentOf,
  placeholderKeys,
  repoRoot,
  resolvedConfig,
  type ComposeService,
} from './compose-config.js';
import { renderKustomization, type K8sObject } from './kustomize.js';

const infrastructureUrls = ['DATABASE_URL', 'NATS_URL', 'SMTP_URL', 'MEILI_URL'];
/** Environment keys that point at a service (the gateway's upstreams), e.g. `LEADS_URL`. */
const upstreamKeysIn = (env: object) => Object.keys(env).filter((key) => /_URL$/.test(key) && !infrastructureUrls.includes(key));
/** The key of a deployable's database URL in the example Secret, e.g. `LEADS_DATABASE_URL`. */
const secretKeyOf = (name: string) => `${name.toUpperCase().replace(/-/g, '_')}_DATABASE_URL`;
const namesOf = (reg: Registry) => reg.services.map((service) => service.name);
const deployablesOf = (reg: Registry) => [...namesOf(reg), 'gateway'].sort();
const expectedUpstreamKeys = (reg: Registry) => namesOf(reg).map(upstreamUrlKey).sort();
const withGateway = (reg: Registry) => [...reg.services, { name: 'gateway', ...reg.gateway }];

type ComposeServices = Record<string, ComposeService>;

function expectComposeRunsEveryService(services: ComposeServices, reg: Registry) {
  const built = Object.keys(services).filter((name) => services[name]!.build);
  expect(built.sort()).toEqual(deployablesOf(reg));
}

function expectComposeServiceSettings(services: ComposeServices, reg: Registry) {
  for (const { name, port, database } of reg.services) {
    const service = services[name]!;
    expect(service, name).toBeDefined();
    expect(service.build?.dockerfile, `${name} Dockerfile`).toBe('services/Dockerfile');
    expect(buildArgsOf(service).SERVICE, `${name} SERVICE build arg`).toBe(name);
    expect(environmentOf(service), `${name} environment`).toMatchObject({
      PORT: String(port),
      DATABASE_URL: `postgres://postgres:postgres@postgres:5432/${databaseName(database)}`,
      NATS_URL: 'nats://nats:4222',
      HOST: '0.0.0.0',
      JWT_PUBLIC_KEY: placeholderKeys.JWT_PUBLIC_KEY,
    });
    expect(dependenciesOf(service), `${name} depends on`).toEqual(expect.arrayContaining(['postgres', 'nats']));
  }
}

function expectComposeGatewayUpstreams(services: ComposeServices, reg: Registry) {
  const gateway = services.gateway!;
  const env = environmentOf(gateway);
  expect(gateway.build?.dockerfile).toBe('gateway/Dockerfile');
  expect(env.PORT).toBe(String(reg.gateway.port));
  expect(env.DATABASE_URL).toBe(`postgres://postgres:postgres@postgres:5432/${databaseName(reg.gateway.database)}`);
  for (const { name, port } of reg.services) expect(env[upstreamUrlKey(name)], name).toBe(`http://${name}:${port}`);
  expect(upstreamKeysIn(env).sort()).toEqual(expectedUpstreamKeys(reg));
  expect(dependenciesOf(gateway)).toEqual(expect.arrayContaining(['postgres', ...namesOf(reg)]));
}

interface K8sSpec {
  ports?: Array<{ port: number }>;
  template?: { spec: { containers: Array<K8sContainer> } };
}

interface K8sContainer {
  name: string;
  image: string;
  ports?: Array<{ name?: string; containerPort: number }>;
  env?: Array<{ name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string; optional?: boolean } } }>;
}

const k8sDir = path.join(repoRoot, 'infra/k8s');
const ofKind = (objects: K8sObject[], kind: string) => objects.filter((object) => object.kind === kind);
const named = (objects: K8sObject[], kind: string, name: string) =>
  ofKind(objects, kind).find((object) => object.metadata.name === name);
const specOf = (object: K8sObject | undefined) => object?.spec as K8sSpec | undefined;
const containerOf = (objects: K8sObject[], name: string) =>
  specOf(named(objects, 'Deployment', name))?.template?.spec.containers.find((c) => c.name === name);
const envOf = (container: K8sContainer | undefined) => Object.fromEntries((container?.env ?? []).map((e) => [e.name, e]));

function expectK8sDeploysEveryService(objects: K8sObject[], reg: Registry) {
  expect(
    ofKind(objects, 'Deployment')
      .map((d) => d.metadata.name)
      .sort(),
  ).toEqual(deployablesOf(reg));
}

function expectK8sPortsDatabasesAndImages(objects: K8sObject[], resources: string[], reg: Registry) {
  for (const { name, port } of withGateway(reg)) {
    const container = containerOf(objects, name);
    expect(container, `${name} container`).toBeDefined();
    // The public port is `http`; every deployable also has its operator port (`metrics`, operator-ports.test.ts).
    expect(
      container!.ports?.filter((p) => p.name !== 'metrics').map((p) => [p.name, p.containerPort]),
      `${name} containerPort`,
    ).toEqual([['http', port]]);
    const env = envOf(container);
    expect(env.PORT?.value, `${name} PORT`).toBe(String(port));
    expect(env.DATABASE_URL?.valueFrom?.secretKeyRef, `${name} DATABASE_URL`).toEqual({
      name: 'agency-secrets',
      key: secretKeyOf(name),
    });
    expect(
      specOf(named(objects, 'Service', name))?.ports?.map((p) => p.port),
      `${name} Service port`,
    ).toEqual([port]);
    expect(container!.image, `${name} image`).toMatch(new RegExp(`^registry\\.example\\.com/agency/${name}:`));
    expect(resources, `services/${name} in kustomization.yaml`).toContain(`services/${name}`);
  }
}

function expectK8sExampleSecret(objects: K8sObject[], reg: Registry) {
  const secret = named(objects, 'Secret', 'agency-secrets')!.stringData as Record<string, string>;
  const databaseKeys = Object.keys(secret).filter((key) => key.endsWith('_DATABASE_URL'));
  expect(databaseKeys.sort()).toEqual(deployablesOf(reg).map(secretKeyOf));
  for (const { name, database } of withGateway(reg)) {
    const url = new URL(secret[secretKeyOf(name)]!);
    expect(url.pathname, `${name} database`).toBe(`/${databaseName(database)}`);
  }
}

function expectK8sGatewayUpstreams(objects: K8sObject[], reg: Registry) {
  const config = named(objects, 'ConfigMap', 'agency-config')!.data as Record<string, string>;
  for (const { name, port } of reg.services) expect(config[upstreamUrlKey(name)], name).toBe(`http://${name}:${port}`);
  expect(upstreamKeysIn(config).sort()).toEqual(expectedUpstreamKeys(reg));
}

/** What `kubectl apply -k infra/k8s` applies, and the example Secret the operator creates beside it. */
function k8sObjects(): K8sObject[] {
  const secret = parseAllDocuments(readFileSync(path.join(k8sDir, 'secret.example.yaml'), 'utf8'));
  return [...renderKustomization(k8sDir), ...secret.map((document) => document.toJS() as K8sObject)];
}
const rootResources = () =>
  (parse(readFileSync(path.join(k8sDir, 'kustomization.yaml'), 'utf8')) as { resources: string[] }).resources;

describe('docker-compose.yml agrees with the service registry', () => {
  let services: ComposeServices;
  beforeAll(() => {
    services = resolvedConfig().services;
  });

  it('runs every registered service and the gateway, and no other application', () => {
    expectComposeRunsEveryService(services, registry);
  });

  it('builds each service from the one service Dockerfile, with its port, database and shared settings', () => {
    expectComposeServiceSettings(services, registry);
  });

  it('points the gateway at every registered service and at nothing else', () => {
    expectComposeGatewayUpstreams(services, registry);
  });
});

describe('infra/k8s agrees with the service registry', () => {
  const objects = k8sObjects();

  it('deploys every registered service and the gateway, and no other application', () => {
    expectK8sDeploysEveryService(objects, registry);
  });

  it('gives each its port, its database and its image, and lists its folder in the kustomization', () => {
    expectK8sPortsDatabasesAndImages(objects, rootResources(), registry);
  });

  it('names each database in the example secret, and no other', () => {
    expectK8sExampleSecret(objects, registry);
  });

  it('gives payments its Stripe secrets as optional references, and the example secret leaves them empty', () => {
    const env = envOf(containerOf(objects, 'payments'));
    const secret = named(objects, 'Secret', 'agency-secrets')!.stringData as Record<string, string>;
    for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']) {
      expect(env[key]?.valueFrom?.secretKeyRef, key).toEqual({ name: 'agency-secrets', key, optional: true });
      // Empty means "not configured"; a placeholder shaped like a key would look like a working one.
      expect(secret[key], key).toBe('');
    }
  });

  it('points the gateway at every registered service and at nothing else', () => {
    expectK8sGatewayUpstreams(objects, registry);
  });
});

/** A registry with one more service, as after step 1 of adding a service. */
const withReviews: Registry = {
  ...registry,
  services: [
    ...registry.services,
    { name: 'reviews', port: 4099, database: 'reviews', produces: [], publicPrefix: '/api/reviews', rateLimits: [] },
  ],
};

describe('the registry checks fail when compose disagrees', () => {
  let services: ComposeServices;
  beforeAll(() => {
    services = resolvedConfig().services;
  });
  const changed = (change: (copy: ComposeServices) => void) => {
    const copy = structuredClone(services);
    change(copy);
    return copy;
  };
  const environment = (copy: ComposeServices, name: string) => copy[name]!.environment as Record<string, string>;

  it('on a registered service it does not run', () => {
    expect(() => expectComposeRunsEveryService(services, withReviews)).toThrow();
    expect(() => expectComposeServiceSettings(services, withReviews)).toThrow(/reviews/);
    expect(() => expectComposeGatewayUpstreams(services, withReviews)).toThrow(/reviews/);
    expect(() =>
      expectComposeRunsEveryService(
        changed((copy) => delete copy.leads),
        registry,
      ),
    ).toThrow();
  });

  it('on a port, a database or shared settings of a service', () => {
    const settings = (change: (env: Record<string, string>) => void) => changed((copy) => change(environment(copy, 'leads')));
    expect(() =>
      expectComposeServiceSettings(
        settings((env) => (env.PORT = '4999')),
        registry,
      ),
    ).toThrow(/leads environment/);
    const otherDatabase = settings((env) => (env.DATABASE_URL = env.DATABASE_URL!.replace('agency_leads', 'agency_content')));
    expect(() => expectComposeServiceSettings(otherDatabase, registry)).toThrow(/leads environment/);
    expect(() =>
      expectComposeServiceSettings(
        settings((env) => delete env.NATS_URL),
        registry,
      ),
    ).toThrow(/leads environment/);
  });

  it('on a gateway upstream that is missing, wrong or extra', () => {
    const upstreams = (change: (env: Record<string, string>) => void) => changed((copy) => change(environment(copy, 'gateway')));
    expect(() =>
      expectComposeGatewayUpstreams(
        upstreams((env) => delete env.LEADS_URL),
        registry,
      ),
    ).toThrow(/leads/);
    expect(() =>
      expectComposeGatewayUpstreams(
        upstreams((env) => (env.LEADS_URL = 'http://leads:4999')),
        registry,
      ),
    ).toThrow(/leads/);
    expect(() =>
      expectComposeGatewayUpstreams(
        upstreams((env) => (env.REVIEWS_URL = 'http://reviews:4099')),
        registry,
      ),
    ).toThrow();
  });
});

describe('the registry checks fail when infra/k8s disagrees', () => {
  const objects = k8sObjects();
  const resources = rootResources();
  const changed = (change: (copy: K8sObject[]) => void) => {
    const copy = structuredClone(objects);
    change(copy);
    return copy;
  };
  const leads = (copy: K8sObject[]) => containerOf(copy, 'leads')!;

  it('on a registered service it does not deploy', () => {
    expect(() => expectK8sDeploysEveryService(objects, withReviews)).toThrow();
    expect(() => expectK8sPortsDatabasesAndImages(objects, resources, withReviews)).toThrow(/reviews container/);
    expect(() => expectK8sExampleSecret(objects, withReviews)).toThrow();
    expect(() => expectK8sGatewayUpstreams(objects, withReviews)).toThrow(/reviews/);
    const withoutLeads = changed((copy) => copy.splice(copy.indexOf(named(copy, 'Deployment', 'leads')!), 1));
    expect(() => expectK8sDeploysEveryService(withoutLeads, registry)).toThrow();
    const unlisted = resources.filter((resource) => resource !== 'services/leads');
    expect(() => expectK8sPortsDatabasesAndImages(objects, unlisted, registry)).toThrow(/services\/leads in kustomization/);
  });

  it('on a port of the container, of PORT or of the Service', () => {
    const check = (copy: K8sObject[]) => () => expectK8sPortsDatabasesAndImages(copy, resources, registry);
    const httpPort = (copy: K8sObject[]) => leads(copy).ports!.find((p) => p.name === 'http')!;
    expect(check(changed((copy) => (httpPort(copy).containerPort = 4999)))).toThrow(/leads containerPort/);
    expect(check(changed((copy) => (envOf(leads(copy)).PORT!.value = '4999')))).toThrow(/leads PORT/);
    const servicePort = changed((copy) => (specOf(named(copy, 'Service', 'leads'))!.ports![0]!.port = 4999));
    expect(check(servicePort)).toThrow(/leads Service port/);
  });

  it('on a database: the secret key a service reads, a missing DATABASE_URL, or the example secret', () => {
    const check = (copy: K8sObject[]) => () => expectK8sPortsDatabasesAndImages(copy, resources, registry);
    const otherKey = changed((copy) => (envOf(leads(copy)).DATABASE_URL!.valueFrom!.secretKeyRef!.key = 'CONTENT_DATABASE_URL'));
    expect(check(otherKey)).toThrow(/leads DATABASE_URL/);
    const withoutDatabase = changed((copy) => (leads(copy).env = leads(copy).env!.filter((e) => e.name !== 'DATABASE_URL')));
    expect(check(withoutDatabase)).toThrow(/leads DATABASE_URL/);
    const otherDatabase = changed((copy) => {
      const secret = named(copy, 'Secret', 'agency-secrets')!.stringData as Record<string, string>;
      secret.LEADS_DATABASE_URL = secret.LEADS_DATABASE_URL!.replace('agency_leads', 'agency_content');
    });
    expect(() => expectK8sExampleSecret(otherDatabase, registry)).toThrow(/leads database/);
  });

  it('on an image or a gateway upstream', () => {
    const otherImage = changed((copy) => (leads(copy).image = 'registry.example.com/agency/content:0.1.0'));
    expect(() => expectK8sPortsDatabasesAndImages(otherImage, resources, registry)).toThrow(/leads image/);
    const wrongUpstream = changed((copy) => {
      (named(copy, 'ConfigMap', 'agency-config')!.data as Record<string, string>).LEADS_URL = 'http://leads:4999';
    });
    expect(() => expectK8sGatewayUpstreams(wrongUpstream, registry)).toThrow(/leads/);
  });
});

// The resolver in kustomize.ts stands in for kustomize; where kubectl is installed, it must render the same.
const kubectl = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' }).status === 0;

describe('infra/k8s as rendered here', () => {
  it.skipIf(!kubectl)('is what kubectl kustomize renders', () => {
    const run = spawnSync('kubectl', ['kustomize', k8sDir], { encoding: 'utf8', timeout: 60_000 });
    expect(run.status, run.stderr).toBe(0);
    const theirs = parseAllDocuments(run.stdout).map((document) => document.toJS() as K8sObject);
    expect(canonical(renderKustomization(k8sDir))).toEqual(canonical(theirs));
  });
});

/** Objects in a stable order, and lists of named items by name (kustomize orders a merged list its own way). */
function canonical(objects: K8sObject[]): unknown[] {
  const sorted = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      const items = value.map(sorted);
      const names = items.every((item) => typeof (item as { name?: unknown } | null)?.name === 'string');
      return names
        ? items.sort((a, b) => String((a as { name: string }).name).localeCompare((b as { name: string }).name))
        : items;
    }
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, sorted(item)]));
  };
  const id = (object: K8sObject) => `${object.kind}/${object.metadata.namespace ?? ''}/${object.metadata.name}`;
  return [...objects].sort((a, b) => id(a).localeCompare(id(b))).map(sorted);
}
