import fc from 'fast-check';
import { generateSync, type JsonSchema } from 'json-schema-faker';
import { withRawLoneSurrogate } from '@agency/kit/testing';
import type { FuzzOperation, Parameter, Schema } from './contract.js';
import type { RequestParts } from './schemas.js';

/** Who sends a request: nobody signed in, a client, or a team member. */
export type Caller = 'anonymous' | 'client' | 'admin';
export const callers: Caller[] = ['anonymous', 'client', 'admin'];

/** Known-good values a service's fixtures add to what the schemas generate (ids that exist, real credentials). */
export interface Examples {
  path?: Record<string, string[]>;
  bodies?: Record<string, unknown[]>;
}

/** A way to break a request the contract allows, so that it no longer does. */
interface Mutation {
  label: string;
  apply: (parts: RequestParts) => RequestParts;
}

const generate = (schema: Schema, seed: number) => generateSync(schema as JsonSchema, { seed, optionalsProbability: 0.5 });

/** Query and path values travel as text. */
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function parameterValues(parameters: Parameter[], location: 'path' | 'query', seed: number, examples: Examples) {
  const values: Record<string, string> = {};
  parameters
    .filter((p) => p.in === location)
    .forEach((p, i) => {
      if (!p.required && (seed + i) % 2 === 0) return;
      const known = location === 'path' ? examples.path?.[p.name] : undefined;
      values[p.name] = known?.length && seed % 3 === 0 ? known[seed % known.length]! : asText(generate(p.schema, seed + i));
    });
  return values;
}

/** A request the contract allows, generated from its schemas (or, now and then, one of the service's examples). */
export function validRequest(operation: FuzzOperation, seed: number, examples: Examples): RequestParts {
  const knownBodies = examples.bodies?.[operation.id];
  const body = operation.body
    ? knownBodies?.length && seed % 4 === 0
      ? knownBodies[seed % knownBodies.length]
      : generate(operation.body.schema, seed)
    : undefined;
  return {
    path: parameterValues(operation.parameters, 'path', seed, examples),
    query: parameterValues(operation.parameters, 'query', seed, examples),
    body,
  };
}

/** A value of another JSON type than the schema asks for. */
function wrongType(schema: Schema): unknown {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'string') return 12_345;
  if (type === 'integer' || type === 'number') return 'not-a-number';
  if (type === 'boolean') return 'yes';
  if (type === 'array') return { not: 'an array' };
  return ['not', 'an', 'object'];
}

const badFormats: Record<string, string> = {
  email: 'not-an-email',
  uuid: 'not-a-uuid',
  'date-time': 'yesterday',
  date: '31/12/2025',
  uri: 'not a uri',
};

/** The values that break one schema: wrong type, over-long, bad format, not in the enum, out of range. */
function badValues(schema: Schema): Array<[string, unknown]> {
  const bad: Array<[string, unknown]> = [['of the wrong type', wrongType(schema)]];
  if (schema.maxLength !== undefined) bad.push(['over-long', 'x'.repeat(schema.maxLength + 1)]);
  if (schema.format && badFormats[schema.format]) bad.push(['in a bad format', badFormats[schema.format]]);
  if (schema.enum) bad.push(['not in its enum', 'not-one-of-them']);
  if (schema.minimum !== undefined) bad.push(['below its minimum', schema.minimum - 1]);
  if (schema.maximum !== undefined) bad.push(['above its maximum', schema.maximum + 1]);
  return bad;
}

/** A lone surrogate in text: JSON.stringify writes it as the escape `\ud800`, which JSON.parse reads back as one. */
const withLoneSurrogate = 'x\ud800';

function bodyMutations(schema: Schema, required: boolean): Mutation[] {
  const mutations: Mutation[] = [
    { label: 'a body that is not an object', apply: (parts) => ({ ...parts, body: [parts.body, 42] }) },
  ];
  if (required) mutations.push({ label: 'no body', apply: (parts) => ({ ...parts, body: undefined }) });
  if (schema.additionalProperties === false) {
    mutations.push({
      label: 'an unknown field',
      apply: (parts) => ({ ...parts, body: { ...(parts.body as object), unexpected: 'mass-assigned' } }),
    });
  }
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (schema.required?.includes(name)) {
      mutations.push({
        label: `body.${name} missing`,
        apply: (parts) => {
          const { [name]: _dropped, ...rest } = parts.body as Record<string, unknown>;
          return { ...parts, body: rest };
        },
      });
    }
    const bad = badValues(property);
    // Only in the body: a query string or path carries text as UTF-8, which cannot hold a lone surrogate.
    if (property.type === 'string') bad.push(['with a lone surrogate', withLoneSurrogate]);
    for (const [label, value] of bad) {
      mutations.push({
        label: `body.${name} ${label}`,
        apply: (parts) => ({ ...parts, body: { ...(parts.body as object), [name]: value } }),
      });
    }
  }
  return mutations;
}

/** Sends `payload` as the body, with `contentType` or none, instead of the generated body. */
const sendingRaw = (label: string, payload: (parts: RequestParts) => string | Buffer, contentType?: string): Mutation => ({
  label,
  apply: (parts) => ({ ...parts, raw: { ...(contentType && { contentType }), payload: payload(parts) } }),
});

const json = 'application/json';
const bodyText = (parts: RequestParts) => JSON.stringify(parts.body ?? {});
const nestedDeep = (depth: number) => `{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`;

/** The generated body as JSON text with a lone surrogate written out as bytes (ED A0 80), which are not UTF-8. */
function rawLoneSurrogate(parts: RequestParts): Buffer {
  const body = parts.body && typeof parts.body === 'object' && !Array.isArray(parts.body) ? parts.body : {};
  return withRawLoneSurrogate({ ...body, text: 'x💥' });
}

const boundary = 'fuzz-boundary';
const filePart = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`;

/**
 * Bodies every operation that reads one must refuse with a 4xx, whatever its schema: nested past the
 * platform's depth limit, not UTF-8, of another media type or none, and for an upload, multipart that is
 * malformed (no boundary, never closed) or not multipart at all.
 */
function rawBodyMutations(operation: FuzzOperation): Mutation[] {
  // Bodies of GET requests are not read.
  if (operation.method === 'GET') return [];
  const mutations = [sendingRaw('a JSON body nested 10,000 deep', () => nestedDeep(10_000), json)];
  if (operation.body) {
    mutations.push(
      sendingRaw('the body with a lone surrogate as raw bytes', rawLoneSurrogate, json),
      sendingRaw('the body as text/plain', bodyText, 'text/plain'),
      sendingRaw('the body without a content type', bodyText),
    );
  }
  if (operation.multipart) {
    mutations.push(
      sendingRaw('multipart without a boundary', () => `${filePart}\r\n--${boundary}--\r\n`, 'multipart/form-data'),
      sendingRaw('multipart never closed', () => filePart, `multipart/form-data; boundary=${boundary}`),
      sendingRaw('multipart without a content type', () => `${filePart}\r\n--${boundary}--\r\n`),
      sendingRaw('JSON instead of multipart', () => '{}', json),
    );
  }
  return mutations;
}

function parameterMutations(parameters: Parameter[]): Mutation[] {
  const mutations: Mutation[] = [];
  if (parameters.some((p) => p.in === 'query')) {
    mutations.push({
      label: 'an unknown query parameter',
      apply: (parts) => ({ ...parts, query: { ...parts.query, unexpected: '1' } }),
    });
  }
  for (const p of parameters.filter((p) => p.in === 'query' || p.in === 'path')) {
    const location = p.in as 'query' | 'path';
    for (const [label, value] of badValues(p.schema)) {
      mutations.push({
        label: `${location} ${p.name} ${label}`,
        apply: (parts) => ({ ...parts, [location]: { ...parts[location], [p.name]: asText(value) } }),
      });
    }
  }
  return mutations;
}

/** Every way this operation's requests can be broken. */
export function mutationsOf(operation: FuzzOperation): Mutation[] {
  return [
    ...(operation.body ? bodyMutations(operation.body.schema, operation.body.required) : []),
    ...rawBodyMutations(operation),
    ...parameterMutations(operation.parameters),
  ];
}

export interface FuzzCase {
  caller: Caller;
  /** Index of the mutation to apply; undefined for a request left as generated. */
  mutation: number | undefined;
  seed: number;
}

/** Half the cases are left as generated, half broken in one of the operation's ways (when it has any). */
export function fuzzCases(operation: FuzzOperation): fc.Arbitrary<FuzzCase> {
  const count = mutationsOf(operation).length;
  return fc.record({
    caller: fc.constantFrom(...callers),
    mutation: count > 0 ? fc.option(fc.nat({ max: count - 1 }), { freq: 2, nil: undefined }) : fc.constant(undefined),
    seed: fc.nat({ max: 2 ** 31 - 1 }),
  });
}

export function requestFor(operation: FuzzOperation, fuzzCase: FuzzCase, examples: Examples) {
  const generated = validRequest(operation, fuzzCase.seed, examples);
  if (fuzzCase.mutation === undefined) return { parts: generated, mutation: undefined };
  const mutation = mutationsOf(operation)[fuzzCase.mutation]!;
  return { parts: mutation.apply(generated), mutation: mutation.label };
}

/** The URL of a request: the path with its parameters filled in, and the query string. */
export function urlOf(operation: FuzzOperation, parts: RequestParts): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(parts.path[name] ?? ''));
  const query = new URLSearchParams(parts.query).toString();
  return query ? `${path}?${query}` : path;
}
