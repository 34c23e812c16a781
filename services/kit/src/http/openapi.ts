import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifySchema } from 'fastify';
import { parse } from 'yaml';

type Json = Record<string, unknown>;

export interface Contract {
  file: string;
  document: Json;
  operations: Map<string, Operation>;
}

/** How a route reads its request: the JSON pipeline, or one of the kinds it cannot carry. */
export type RouteKind = 'json' | 'raw-body' | 'upload' | 'websocket';

/** What the contract says an upload may be: its file field, largest size and allowed media types. */
export interface UploadLimits {
  field: string;
  maxBytes: number;
  mediaTypes: string[];
}

export interface Operation {
  id: string;
  method: string;
  path: string; // OpenAPI form, e.g. /admin/inquiries/{inquiryId}
  secured: boolean;
  kind: RouteKind;
  /** The media types the request body may have (raw-body routes accept exactly these). */
  requestMediaTypes: string[];
  /** Every status the contract documents. */
  statuses: number[];
  upload?: UploadLimits;
  schema: FastifySchema;
}

/** Replaces every $ref (local or to a sibling file) with the schema it points to. Contracts hold no cycles. */
function dereference(node: unknown, file: string, cache: Map<string, Json>): unknown {
  if (Array.isArray(node)) return node.map((item) => dereference(item, file, cache));
  if (!node || typeof node !== 'object') return node;
  const object = node as Json;
  if (typeof object.$ref === 'string') {
    const [target = '', pointer = ''] = object.$ref.split('#');
    const targetFile = target ? path.resolve(path.dirname(file), target) : file;
    let resolved: unknown = readYaml(targetFile, cache);
    for (const segment of pointer.split('/').filter(Boolean)) {
      resolved = (resolved as Json)[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
      if (resolved === undefined) throw new Error(`Unresolvable $ref ${object.$ref} in ${file}`);
    }
    return dereference(resolved, targetFile, cache);
  }
  return Object.fromEntries(Object.entries(object).map(([key, value]) => [key, dereference(value, file, cache)]));
}

function readYaml(file: string, cache: Map<string, Json>): Json {
  let document = cache.get(file);
  if (!document) {
    document = parse(readFileSync(file, 'utf8')) as Json;
    cache.set(file, document);
  }
  return document;
}

const methods = ['get', 'put', 'post', 'patch', 'delete'] as const;

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema: Json;
}

function parameterSchema(parameters: Parameter[], location: string): Json | undefined {
  const selected = parameters.filter((p) => p.in === location);
  if (selected.length === 0) return undefined;
  // Every request carries headers the contract does not name; only the named ones are checked.
  const headers = location === 'header';
  const name = (p: Parameter) => (headers ? p.name.toLowerCase() : p.name);
  return {
    type: 'object',
    ...(!headers && { additionalProperties: false }),
    properties: Object.fromEntries(selected.map((p) => [name(p), p.schema])),
    required: selected.filter((p) => p.required).map(name),
  };
}

function jsonSchemaOf(content: unknown): Json | undefined {
  return ((content as Json | undefined)?.['application/json'] as Json | undefined)?.schema as Json | undefined;
}

const mediaTypeList = (value: unknown) =>
  String(value ?? '')
    .split(',')
    .map((type) => type.trim())
    .filter(Boolean);

/**
 * An upload's limits come from its contract: the one binary property of the multipart schema
 * carries `x-max-bytes`, and its `encoding` entry lists the media types allowed.
 */
function uploadLimits(id: string, media: Json, file: string): UploadLimits {
  const properties = ((media.schema as Json | undefined)?.properties ?? {}) as Record<string, Json>;
  const binary = Object.entries(properties).filter(([, schema]) => schema.format === 'binary' || 'contentMediaType' in schema);
  const [field, schema] = binary[0] ?? [];
  const encoding = field ? ((media.encoding as Record<string, Json> | undefined)?.[field] ?? {}) : {};
  const maxBytes = Number(schema?.['x-max-bytes']);
  const mediaTypes = mediaTypeList(encoding.contentType ?? schema?.contentMediaType);
  if (binary.length !== 1 || !field || !Number.isInteger(maxBytes) || maxBytes <= 0 || mediaTypes.length === 0) {
    throw new Error(
      `${file}: upload ${id} must have exactly one binary property with x-max-bytes and its allowed media types in encoding.contentType`,
    );
  }
  return { field, maxBytes, mediaTypes };
}

function routeKind(id: string, method: string, op: Json, mediaTypes: string[], file: string): RouteKind {
  if (op['x-websocket'] === true) {
    if (method !== 'get') throw new Error(`${file}: WebSocket operation ${id} must be a GET`);
    return 'websocket';
  }
  if (op['x-raw-body'] === true) return 'raw-body';
  if (mediaTypes.includes('multipart/form-data')) return 'upload';
  if (mediaTypes.some((type) => type !== 'application/json')) {
    throw new Error(`${file}: ${id} takes ${mediaTypes.join(', ')}; mark it x-raw-body to receive the bytes as sent`);
  }
  return 'json';
}

/** Loads openapi/<name>.yaml: the single source of truth for a service's routes, inputs and outputs. */
export function loadContract(file: string): Contract {
  const document = dereference(readYaml(file, new Map()), file, new Map()) as Json;
  const operations = new Map<string, Operation>();
  for (const [routePath, item] of Object.entries((document.paths ?? {}) as Record<string, Json>)) {
    for (const method of methods) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const id = String(op.operationId);
      const parameters = [...((item.parameters ?? []) as Parameter[]), ...((op.parameters ?? []) as Parameter[])];
      const content = ((op.requestBody as Json | undefined)?.content ?? {}) as Record<string, Json>;
      const requestMediaTypes = Object.keys(content);
      const kind = routeKind(id, method, op, requestMediaTypes, file);
      const responses = (op.responses ?? {}) as Record<string, Json>;
      const response: Record<string, Json> = {};
      for (const [status, definition] of Object.entries(responses)) {
        const schema = jsonSchemaOf(definition.content);
        if (schema) response[status] = schema;
      }
      const body = kind === 'json' ? jsonSchemaOf(content) : undefined;
      const schema: FastifySchema = {
        ...(body && { body }),
        ...(parameterSchema(parameters, 'query') && { querystring: parameterSchema(parameters, 'query') }),
        ...(parameterSchema(parameters, 'path') && { params: parameterSchema(parameters, 'path') }),
        ...(parameterSchema(parameters, 'header') && { headers: parameterSchema(parameters, 'header') }),
        response,
      };
      const security = (op.security ?? document.security ?? []) as unknown[];
      operations.set(id, {
        id,
        method: method.toUpperCase(),
        path: routePath,
        secured: security.length > 0,
        kind,
        requestMediaTypes,
        statuses: Object.keys(responses).map(Number).filter(Number.isInteger),
        ...(kind === 'upload' && { upload: uploadLimits(id, content['multipart/form-data'] ?? {}, file) }),
        schema,
      });
    }
  }
  return { file, document, operations };
}

/** Fastify's form of an OpenAPI path: /things/{thingId} → /things/:thingId. */
export const routeUrl = (operation: Operation) => operation.path.replace(/\{(\w+)\}/g, ':$1');
