/**
 * What every contract test file shares. A file covers one service's contract: `describeContract` starts that
 * service (and any others its tests need) on their own databases and streams, puts the real gateway in front
 * of them, and gives the file's tests `call`, which sends a real request through the gateway and checks the
 * answer against the service's OpenAPI file: its status must be documented for the operation and its body must
 * match that status's schema. Around the file's own tests it adds the ones every service gets: its health, its
 * streams against the registry's `produces`, and, last, that every operation of its contract was exercised.
 * Services are built by convention (tests/support/registered-service.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { loadContract, routeCallers, type Caller, type Contract } from '@agency/kit';
import { registry, upstreamUrlKey } from '@agency/contracts/registry';
import {
  databaseUrlFor,
  dropTestResources,
  generateKeys,
  serviceTestEnv,
  testNamespace,
  testNatsUrl,
  type KeyPair,
} from '@agency/kit/testing';
import { buildGateway } from '../../gateway/src/app.js';
import { loadGatewayConfig } from '../../gateway/src/config.js';
import { startRegisteredService } from '../support/registered-service.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const openapiDir = fileURLToPath(new URL('../../openapi/', import.meta.url));

/** The origin the gateway serves the site at: a socket through it comes from there, as the page's does. */
export const publicOrigin = 'https://contract.maple.example';

/** The admin identity seeds on its first start. */
export const admin = { email: 'contract-admin@maplebuilders.ca', password: 'Contract-admin-pass-1' };

/**
 * What every started service gets besides its own database, streams and public key. A configuration key a
 * service requires without a default goes here.
 */
const sharedEnv = {
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  SMTP_URL: 'smtp://127.0.0.1:9',
  // The demo shortcuts are operations of the contract too.
  DEMO_MODE: 'true',
  // The image host the contract tests' https image addresses name; content refuses any other.
  IMAGE_HOSTS: 'https://images.example.com',
};

export interface ContractRequest {
  method?: string;
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

export interface ContractOptions {
  /** Other services the file's tests call, or whose events they need, started beside the file's own. */
  alsoStarts?: string[];
  /** Environment added for every started service, read when they start (after the file's own `beforeAll`s). */
  env?: () => Record<string, string>;
}

export interface ContractPlatform {
  /** The file's own namespace: its databases and streams start with it. */
  namespace: string;
  keys: KeyPair;
  ajv: Ajv;
  /** The gateway in front of the started services (once they have started). */
  readonly gateway: FastifyInstance;
  /** Sends a request through the gateway and checks the answer against the operation's contract. */
  call: (service: string, operationId: string, request: ContractRequest) => Promise<LightMyRequestResponse>;
  /** Counts an operation the file exercised without `call` (a WebSocket, say). */
  exercised: (service: string, operationId: string) => void;
  /** Who may call each guarded operation of a started service, by operationId (the kit's `routeCallers`). */
  callersOf: (service: string) => ReadonlyMap<string, readonly Caller[]>;
}

const contractOf = (service: string): Contract => {
  if (!registry.services.some((entry) => entry.name === service)) throw new Error(`${service} is not in the service registry`);
  return loadContract(path.join(openapiDir, `${service}.yaml`));
};

/** Compiles each response schema once, for the checks of one file. */
function answerChecker() {
  const ajv = addFormats(new Ajv({ allErrors: true, strict: false }));
  const validators = new Map<object, ValidateFunction>();
  const validatorOf = (schema: object) => {
    let validate = validators.get(schema);
    if (!validate) validators.set(schema, (validate = ajv.compile(schema)));
    return validate;
  };
  return { ajv, validatorOf };
}

/** The answer's status must be documented for the operation, and its JSON body must match that status's schema. */
function expectDocumented(
  contract: Contract,
  operationId: string,
  response: LightMyRequestResponse,
  { ajv, validatorOf }: ReturnType<typeof answerChecker>,
) {
  const operation = contract.operations.get(operationId)!;
  const responses = operation.schema.response as Record<string, object>;
  const documented = Object.keys(
    (contract.document.paths as Record<string, Record<string, { responses: object }>>)[operation.path]![
      operation.method.toLowerCase()
    ]!.responses,
  );
  expect(documented, `${operationId} answered ${response.statusCode}, which its contract does not list`).toContain(
    String(response.statusCode),
  );
  const schema = responses[String(response.statusCode)];
  if (schema) {
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const validate = validatorOf(schema);
    const body = response.json();
    expect(validate(body), `${operationId} ${response.statusCode}: ${ajv.errorsText(validate.errors)}`).toBe(true);
  }
}

/** Streams of `namespace` (names without it), each with the durable consumers reading it. */
async function streamsOf(namespace: string): Promise<Map<string, string[]>> {
  const nc = await connect({ servers: testNatsUrl });
  try {
    const jsm = await jetstreamManager(nc);
    const streams = new Map<string, string[]>();
    for await (const name of jsm.streams.names()) {
      if (!name.startsWith(`${namespace}_`)) continue;
      const durables: string[] = [];
      for await (const consumer of jsm.consumers.list(name)) durables.push(consumer.name);
      streams.set(name.slice(namespace.length + 1), durables);
    }
    return streams;
  } finally {
    await nc.close();
  }
}

/**
 * Declares the contract tests of `service`: `tests` declares the file's own, with the platform they run on.
 * The services start once for the file, in its own namespace, and are stopped and dropped after it.
 */
export function describeContract(service: string, options: ContractOptions, tests: (platform: ContractPlatform) => void): void {
  const started = [service, ...(options.alsoStarts ?? [])];
  const contracts = new Map(started.map((name) => [name, contractOf(name)]));
  const namespace = testNamespace();
  const keys = generateKeys();
  const answers = answerChecker();
  const exercised = new Set<string>();
  const closers: Array<() => Promise<unknown>> = [];
  const callers = new Map<string, ReadonlyMap<string, readonly Caller[]>>();
  let gateway: FastifyInstance | undefined;

  const call: ContractPlatform['call'] = async (name, operationId, request) => {
    const contract = contracts.get(name);
    if (!contract) throw new Error(`${name} is not started for this file (add it to alsoStarts)`);
    const operation = contract.operations.get(operationId);
    if (!operation) throw new Error(`${name} has no operation ${operationId}`);
    const response = await platform.gateway.inject({
      method: (request.method ?? operation.method) as 'GET',
      url: `${registry.services.find((entry) => entry.name === name)!.publicPrefix}${request.url}`,
      ...(request.payload !== undefined && { payload: request.payload as object }),
      headers: request.headers ?? {},
    });
    expectDocumented(contract, operationId, response, answers);
    exercised.add(`${name}.${operationId}`);
    return response;
  };

  const platform: ContractPlatform = {
    namespace,
    keys,
    ajv: answers.ajv,
    get gateway() {
      if (!gateway) throw new Error('the gateway is not started yet: use it inside a test');
      return gateway;
    },
    call,
    exercised: (name, operationId) => exercised.add(`${name}.${operationId}`),
    callersOf: (name) => {
      const of = callers.get(name);
      if (!of) throw new Error(`${name} is not started for this file (add it to alsoStarts)`);
      return of;
    },
  };

  describe(`the ${service} contract, through the gateway`, () => {
    beforeAll(async () => {
      const env = { JWT_PRIVATE_KEY: keys.privateKey, ...sharedEnv, ...options.env?.() };
      const urls: Record<string, string> = {};
      for (const name of started) {
        const running = await startRegisteredService(name, serviceTestEnv(namespace, name, keys, env));
        closers.push(running.close);
        callers.set(name, routeCallers(running.app));
        urls[upstreamUrlKey(name)] = running.url;
      }
      ({ app: gateway } = await buildGateway(
        loadGatewayConfig({
          LOG_LEVEL: 'silent',
          JWT_PUBLIC_KEY: keys.publicKey,
          WEB_DIST: '/nonexistent',
          DATABASE_URL: databaseUrlFor(namespace, registry.gateway.database),
          PUBLIC_ORIGIN: publicOrigin,
          IMAGE_HOSTS: sharedEnv.IMAGE_HOSTS,
          ...urls,
        }),
      ));
      await gateway.ready();
    });

    afterAll(async () => {
      await gateway?.close();
      for (const close of closers) await close();
      await dropTestResources(namespace);
    });

    it(`health of ${service}`, async () => {
      await call(service, 'healthz', { url: '/healthz' });
      await call(service, 'readyz', { url: '/readyz' });
    });

    it('the started services provision the streams the registry says they produce, and others only to consume them', async () => {
      const streams = await streamsOf(namespace);
      const produced = registry.services.filter((entry) => started.includes(entry.name)).flatMap((entry) => entry.produces);
      // A consumer provisions the stream it reads if its producer has not yet; its durable is `<consumer>--<purpose>`.
      const consumed = [...streams].filter(([, durables]) =>
        durables.some((durable) => started.includes(durable.split('--')[0]!)),
      );
      expect([...streams.keys()].sort()).toEqual([...new Set([...produced, ...consumed.map(([name]) => name)])].sort());
      // And every stream is one that a registered service produces.
      expect(registry.services.flatMap((entry) => entry.produces)).toEqual(expect.arrayContaining([...streams.keys()]));
    });

    tests(platform);

    it(`every operation of the ${service} contract was exercised`, () => {
      const all = [...contracts.get(service)!.operations.keys()].map((id) => `${service}.${id}`);
      expect(all.filter((id) => !exercised.has(id))).toEqual([]);
    });
  });
}
