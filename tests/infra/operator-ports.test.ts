// The operator port: in docker-compose.yml and infra/k8s/, the gateway and every service serve /metrics on
// METRICS_PORT, which Prometheus is pointed at (compose labels, pod annotations) and which nothing public
// reaches (no published port, no Service port, no Ingress backend), while the probes and healthchecks stay
// on the public port. As in registry.test.ts, each check is a function of what Compose and kustomize produce,
// so the cases at the end can show it failing on a copy that disagrees.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { registry } from '@agency/contracts/registry';
import { environmentOf, labelsOf, repoRoot, resolvedConfig, type ComposeService } from './compose-config.js';
import { renderKustomization, type K8sObject } from './kustomize.js';

const deployables = [
  ...registry.services.map((service) => ({ name: service.name, port: service.port })),
  { name: 'gateway', ...registry.gateway },
];

type ComposeServices = Record<string, ComposeService>;

const isPort = (value: unknown) => typeof value === 'string' && /^[1-9]\d*$/.test(value);

/** The host ports a Compose service publishes, in either of the forms `config` prints. */
function publishedPorts(service: ComposeService): string[] {
  return (service.ports ?? []).map((entry) => {
    if (typeof entry !== 'string') return String(entry.published ?? '');
    const parts = entry.split(':');
    return parts.length > 1 ? parts[parts.length - 2]! : '';
  });
}

function expectComposeOperatorPorts(services: ComposeServices) {
  for (const { name, port } of deployables) {
    const service = services[name]!;
    const metricsPort = environmentOf(service).METRICS_PORT;
    expect(isPort(metricsPort), `${name} METRICS_PORT`).toBe(true);
    expect(metricsPort, `${name} METRICS_PORT is not its public port`).not.toBe(String(port));
    expect((service.expose ?? []).map(String), `${name} exposes its operator port`).toContain(metricsPort);
    expect(labelsOf(service), `${name} Prometheus labels`).toMatchObject({
      'prometheus.io/scrape': 'true',
      'prometheus.io/port': metricsPort,
      'prometheus.io/path': '/metrics',
    });
    expect(publishedPorts(service), `${name} publishes only its public port, if any`).toEqual(
      name === 'gateway' ? [String(port)] : [],
    );
  }
}

interface Container {
  name: string;
  ports?: Array<{ name?: string; containerPort: number }>;
  env?: Array<{ name: string; value?: string }>;
  startupProbe?: Probe;
  readinessProbe?: Probe;
  livenessProbe?: Probe;
}
interface Probe {
  httpGet?: { path: string; port: string | number };
}
interface PodTemplate {
  metadata: { annotations?: Record<string, string> };
  spec: { containers: Container[] };
}

const k8sDir = path.join(repoRoot, 'infra/k8s');
const ofKind = (objects: K8sObject[], kind: string) => objects.filter((object) => object.kind === kind);
const templateOf = (objects: K8sObject[], name: string) =>
  (ofKind(objects, 'Deployment').find((d) => d.metadata.name === name)?.spec as { template: PodTemplate } | undefined)?.template;

function expectK8sOperatorPorts(objects: K8sObject[]) {
  for (const { name, port } of deployables) {
    const template = templateOf(objects, name);
    expect(template, `${name} Deployment`).toBeDefined();
    const container = template!.spec.containers.find((c) => c.name === name)!;
    const metricsPort = container.env?.find((e) => e.name === 'METRICS_PORT')?.value;
    expect(isPort(metricsPort), `${name} METRICS_PORT`).toBe(true);
    const byName = Object.fromEntries((container.ports ?? []).map((p) => [p.name, p.containerPort]));
    expect(byName, `${name} container ports`).toEqual({ http: port, metrics: Number(metricsPort) });
    expect(template!.metadata.annotations, `${name} scrape annotations`).toMatchObject({
      'prometheus.io/scrape': 'true',
      'prometheus.io/port': metricsPort,
      'prometheus.io/path': '/metrics',
    });
    // Orchestration keeps finding the health checks where they are: on the public port.
    const probes = [container.startupProbe, container.readinessProbe, container.livenessProbe];
    for (const probe of probes) {
      expect(probe?.httpGet?.port, `${name} probe port`).toBe('http');
      expect(['/healthz', '/readyz'], `${name} probe path`).toContain(probe?.httpGet?.path);
    }
  }
  // Nothing routes to the operator port: every Service port and every Ingress backend is a public one.
  for (const service of ofKind(objects, 'Service')) {
    for (const servicePort of (service.spec as { ports?: Array<{ targetPort?: unknown; port: number }> }).ports ?? []) {
      expect(servicePort.targetPort, `Service ${service.metadata.name} port ${servicePort.port}`).not.toBe('metrics');
      expect(servicePort.port, `Service ${service.metadata.name}`).not.toBe(9464);
    }
  }
  const backends = JSON.stringify(ofKind(objects, 'Ingress').map((ingress) => ingress.spec));
  expect(backends).not.toMatch(/metrics|9464/);
}

const k8sObjects = (): K8sObject[] => [
  ...renderKustomization(k8sDir),
  ...parseAllDocuments(readFileSync(path.join(k8sDir, 'secret.example.yaml'), 'utf8')).map((d) => d.toJS() as K8sObject),
];

describe('the operator port (/metrics) in docker-compose.yml', () => {
  let services: ComposeServices;
  beforeAll(() => {
    services = resolvedConfig().services;
  });

  it('is set, exposed on the compose network and labelled for Prometheus on every deployable, and never published', () => {
    expectComposeOperatorPorts(services);
  });

  it('is checked: a missing setting, a label on the wrong port, or a published operator port fail', () => {
    const changed = (change: (copy: ComposeServices) => void) => {
      const copy = structuredClone(services);
      change(copy);
      return copy;
    };
    const env = (copy: ComposeServices, name: string) => copy[name]!.environment as Record<string, string>;
    expect(() => expectComposeOperatorPorts(changed((copy) => delete env(copy, 'leads').METRICS_PORT))).toThrow(
      /leads METRICS_PORT/,
    );
    const wrongLabel = changed((copy) => ((copy.gateway!.labels as Record<string, string>)['prometheus.io/port'] = '8080'));
    expect(() => expectComposeOperatorPorts(wrongLabel)).toThrow(/gateway Prometheus labels/);
    const published = changed((copy) => copy.gateway!.ports!.push({ published: 9464, target: 9464 }));
    expect(() => expectComposeOperatorPorts(published)).toThrow(/gateway publishes only its public port/);
  });
});

describe('the operator port (/metrics) in infra/k8s', () => {
  const objects = k8sObjects();

  it('is every container’s `metrics` port, annotated for Prometheus, with the probes left on `http` and no route to it', () => {
    expectK8sOperatorPorts(objects);
  });

  it('is checked: an annotation on the public port, a probe moved, or a Service port to it fail', () => {
    const changed = (change: (copy: K8sObject[]) => void) => {
      const copy = structuredClone(objects);
      change(copy);
      return copy;
    };
    const annotated = changed((copy) => (templateOf(copy, 'leads')!.metadata.annotations!['prometheus.io/port'] = '4002'));
    expect(() => expectK8sOperatorPorts(annotated)).toThrow(/leads scrape annotations/);
    const probe = changed((copy) => (templateOf(copy, 'gateway')!.spec.containers[0]!.livenessProbe!.httpGet!.port = 'metrics'));
    expect(() => expectK8sOperatorPorts(probe)).toThrow(/gateway probe port/);
    const routed = changed((copy) => {
      const service = ofKind(copy, 'Service').find((s) => s.metadata.name === 'gateway')!;
      (service.spec as { ports: unknown[] }).ports.push({ name: 'metrics', port: 9464, targetPort: 'metrics' });
    });
    expect(() => expectK8sOperatorPorts(routed)).toThrow(/Service gateway/);
  });
});
