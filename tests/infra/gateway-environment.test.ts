// The gateway's environment as docker-compose.yml and infra/k8s/ give it must be one its configuration accepts
// (a value it refuses would stop every replica at start), with the client's address read as each deployment
// needs: from the connection where clients reach the gateway directly (compose), through the ingress's
// X-Forwarded-For in Kubernetes.
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { loadGatewayConfig } from '../../gateway/src/config.js';
import { environmentOf, placeholderKeys, repoRoot, resolvedConfig } from './compose-config.js';
import { renderKustomization } from './kustomize.js';

const publicKey = { JWT_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----\nplaceholder\n-----END PUBLIC KEY-----' };

/** The gateway's literal environment in Kubernetes: the shared ConfigMap, then its container's own values. */
function kubernetesEnvironment(): Record<string, string> {
  const objects = renderKustomization(path.join(repoRoot, 'infra/k8s'));
  const config = objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name === 'agency-config')!.data as Record<
    string,
    string
  >;
  const deployment = objects.find((o) => o.kind === 'Deployment' && o.metadata.name === 'gateway')!;
  const container = (
    deployment.spec as {
      template: { spec: { containers: Array<{ name: string; env?: Array<{ name: string; value?: string }> }> } };
    }
  ).template.spec.containers.find((c) => c.name === 'gateway')!;
  const own = Object.fromEntries((container.env ?? []).flatMap((e) => (e.value === undefined ? [] : [[e.name, e.value]])));
  return { ...config, ...own };
}

describe('the gateway’s environment', () => {
  it('in Kubernetes is accepted, and trusts the ingress on the pod network for the client’s address', () => {
    const config = loadGatewayConfig({ ...kubernetesEnvironment(), ...publicKey });
    expect(config.TRUST_PROXY).toBe('uniquelocal');
    expect(config.PUBLIC_ORIGIN).toMatch(/^https:\/\//);
  });

  it('in compose is accepted, and takes the client’s address from the connection', () => {
    const environment = environmentOf(resolvedConfig().services.gateway!);
    const config = loadGatewayConfig({
      ...(environment as Record<string, string>),
      JWT_PUBLIC_KEY: placeholderKeys.JWT_PUBLIC_KEY,
    });
    expect(config.TRUST_PROXY).toBe(false);
  });
});
