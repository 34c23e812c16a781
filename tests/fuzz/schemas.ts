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
const compiled = new WeakMap<object, ValidateFunction>();

function validator(ajv: Ajv2020, schema: Schema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

/** The schema of the query string or the path parameters, as one object (the way the services check them). */
export function parameterObject(parameters: Parameter[], location: 'query' | 'path'): Schema | undefined {
  const selected = parameters.filter((p) => p.in === location);
  if (selected.length === 0) return undefined;
  return {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(selected.map((p) => [p.name, p.schema])),
    required: selected.filter((p) => p.required).map((p) => p.name),
  };
}

export interface RequestParts {
  path: Record<string, string>;
  query: Record<string, string>;
  /** undefined: no body is sent. */
  body: unknown;
}

const parameterSchemas = new WeakMap<FuzzOperation, { query?: Schema; path?: Schema }>();

/** Whether a request is one the contract allows: its body, query string and path parameters all match. */
export function isValidRequest(operation: FuzzOperation, parts: RequestParts): boolean {
  let schemas = parameterSchemas.get(operation);
  if (!schemas) {
    schemas = { query: parameterObject(operation.parameters, 'query'), path: parameterObject(operation.parameters, 'path') };
    parameterSchemas.set(operation, schemas);
  }
  const urlPartValid = (schema: Schema | undefined, values: Record<string, string>) =>
    schema ? validator(urlAjv, schema)(structuredClone(values)) : true;
  const bodyValid = operation.body
    ? parts.body === undefined
      ? !operation.body.required
      : validator(bodyAjv, operation.body.schema)(parts.body)
    : parts.body === undefined;
  return bodyValid && urlPartValid(schemas.query, parts.query) && urlPartValid(schemas.path, parts.path);
}

/** Whether a response body matches the schema its status documents. */
export function matchesSchema(schema: Schema, body: unknown): { ok: boolean; errors: string } {
  const validate = validator(bodyAjv, schema);
  const ok = validate(body);
  return { ok, errors: ok ? '' : bodyAjv.errorsText(validate.errors) };
}

const commonContract = fileURLToPath(new URL('../../openapi/common.yaml', import.meta.url));

/** The one error shape of every service, from the shared contract. */
export async function loadErrorSchema(): Promise<Schema> {
  const common = (await dereference(commonContract)) as unknown as { components: { schemas: { Error: Schema } } };
  return common.components.schemas.Error;
}
