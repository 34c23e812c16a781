import { fileURLToPath } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { dereference } from '@readme/openapi-parser';
import type { FuzzOperation, Parameter, Schema } from './contract.js';

// ajv-formats ships CommonJS with a default export.
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

const makeAjv = (coerceTypes: false | 'array') => {
  const ajv = new Ajv2020({ allErrors: true, strict: false, coerceTypes, useDefaults: false });
  addFormats(ajv);
  return ajv;
};

// The services check bodies as sent, and coerce the text of query strings and path parameters.
const bodyAjv = makeAjv(false);
const urlAjv = makeAjv('array');
const compiled = new Map([bodyAjv, urlAjv].map((ajv) => [ajv, new WeakMap<object, ValidateFunction>()]));

function validator(ajv: Ajv2020, schema: Schema): ValidateFunction {
  const cache = compiled.get(ajv)!;
  let validate = cache.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    cache.set(schema, validate);
  }
  return validate;
}

export interface RequestParts {
  path: Record<string, string>;
  query: Record<string, string>;
  /** undefined: no body is sent. */
  body: unknown;
  /** Bytes sent as the body instead of `body` as JSON, with this Content-Type or none: always a broken request. */
  raw?: { contentType?: string; payload: string | Buffer };
}

/** A lone surrogate: with the `u` flag a pair is one code point, so only an unpaired half matches. */
const loneSurrogate = /\p{Surrogate}/u;

/** Whether every string of a JSON value, keys included, is text a database can hold: no NUL, no lone surrogate. */
function holdsOnlyText(value: unknown): boolean {
  const pending = [value];
  const fine = (text: string) => !text.includes('\u0000') && !loneSurrogate.test(text);
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string' && !fine(next)) return false;
    if (Array.isArray(next)) for (const item of next as unknown[]) pending.push(item);
    else if (next && typeof next === 'object') {
      for (const [key, inner] of Object.entries(next)) {
        if (!fine(key)) return false;
        pending.push(inner);
      }
    }
  }
  return true;
}

/**
 * Whether the text values of the query string or the path match the operation's parameters there:
 * the required ones present, no unknown ones (the services refuse those), each of its schema.
 */
function parametersMatch(parameters: Parameter[], location: 'query' | 'path', values: Record<string, string>): boolean {
  const declared = parameters.filter((p) => p.in === location);
  // Where the contract declares none, the services do not look at them.
  if (declared.length === 0) return true;
  return (
    Object.keys(values).every((name) => declared.some((p) => p.name === name)) &&
    declared.every((p) => (values[p.name] === undefined ? !p.required : validator(urlAjv, p.schema)(values[p.name])))
  );
}

/**
 * Whether a request is one the contract allows: its body, query string and path parameters all match, and its
 * body is valid text. Raw bytes in place of the body are one of the ways a request is broken.
 */
export function isValidRequest(operation: FuzzOperation, parts: RequestParts): boolean {
  if (parts.raw) return false;
  const bodyValid = operation.body
    ? parts.body === undefined
      ? !operation.body.required
      : validator(bodyAjv, operation.body.schema)(parts.body) && holdsOnlyText(parts.body)
    : parts.body === undefined;
  return (
    bodyValid &&
    parametersMatch(operation.parameters, 'query', parts.query) &&
    parametersMatch(operation.parameters, 'path', parts.path)
  );
}

/** Whether a response body matches the schema its status documents. */
export function matchesSchema(schema: Schema, body: unknown): { ok: boolean; errors: string } {
  const validate = validator(bodyAjv, schema);
  const ok = validate(body);
  return { ok, errors: ok ? '' : bodyAjv.errorsText(validate.errors) };
}

const commonContract = fileURLToPath(new URL('../../openapi/_common.yaml', import.meta.url));

/** The one error shape of every service, from the shared contract. */
export async function loadErrorSchema(): Promise<Schema> {
  const common = (await dereference(commonContract)) as unknown as { components: { schemas: { Error: Schema } } };
  return common.components.schemas.Error;
}
