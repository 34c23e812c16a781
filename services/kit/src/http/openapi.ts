import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteHandlerMethod } from 'fastify';
import { parse } from 'yaml';
import type { Role } from './auth.js';
import { authorize } from './auth.js';

type Json = Record<string, unknown>;

export interface Contract {
  file: string;
  document: Json;
  operations: Map<string, Operation>;
}

export interface Operation {
  id: string;
  method: string;
  path: string; // OpenAPI form, e.g. /admin/inquiries/{inquiryId}
  secured: boolean;
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
  return {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(selected.map((p) => [p.name, p.schema])),
    required: selected.filter((p) => p.required).map((p) => p.name),
  };
}

function jsonSchemaOf(content: unknown): Json | undefined {
  return ((content as Json | undefined)?.['application/json'] as Json | undefined)?.schema as Json | undefined;
}

/** Loads openapi/<name>.yaml: the single source of truth for a service's routes, inputs and outputs. */
export function loadContract(file: string): Contract {
  const document = dereference(readYaml(file, new Map()), file, new Map()) as Json;
  const operations = new Map<string, Operation>();
  for (const [routePath, item] of Object.entries((document.paths ?? {}) as Record<string, Json>)) {
    for (const method of methods) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const parameters = [...((item.parameters ?? []) as Parameter[]), ...((op.parameters ?? []) as Parameter[])];
      const response: Record<string, Json> = {};
      for (const [status, definition] of Object.entries((op.responses ?? {}) as Record<string, Json>)) {
        const schema = jsonSchemaOf(definition.content);
        if (schema) response[status] = schema;
      }
      const schema: FastifySchema = {
        ...(jsonSchemaOf((op.requestBody as Json | undefined)?.content) && {
          body: jsonSchemaOf((op.requestBody as Json).content),
        }),
        ...(parameterSchema(parameters, 'query') && { querystring: parameterSchema(parameters, 'query') }),
        ...(parameterSchema(parameters, 'path') && { params: parameterSchema(parameters, 'path') }),
        response,
      };
      const security = (op.security ?? document.security ?? []) as unknown[];
      const id = String(op.operationId);
      operations.set(id, { id, method: method.toUpperCase(), path: routePath, secured: security.length > 0, schema });
    }
  }
  return { file, document, operations };
}

export interface OperationHandler<Req extends FastifyRequest = FastifyRequest> {
  /** Who may call it; required for every operation the contract secures, and only for those. */
  roles?: Role[];
  handler: (request: Req, reply: FastifyReply) => unknown;
  /** Quieter logging for routes polled by machines (health checks). */
  logLevel?: 'warn';
}

export type OperationHandlers = Record<string, OperationHandler<any>>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Registers one route per contract operation, validated and serialized with the contract's schemas.
 * Fails at start-up when an operation has no handler, a handler has no operation, or a secured
 * operation does not say which roles may call it: security cannot be forgotten on a new route.
 */
export function registerOperations(app: FastifyInstance, contract: Contract, handlers: OperationHandlers): void {
  for (const id of Object.keys(handlers)) {
    if (!contract.operations.has(id)) throw new Error(`${contract.file}: no operation ${id}`);
  }
  for (const operation of contract.operations.values()) {
    const implementation = handlers[operation.id];
    if (!implementation) throw new Error(`${contract.file}: operation ${operation.id} has no handler`);
    if (operation.secured !== Boolean(implementation.roles?.length)) {
      throw new Error(`${contract.file}: ${operation.id} must declare roles exactly when the contract secures it`);
    }
    app.route({
      method: operation.method,
      url: operation.path.replace(/\{(\w+)\}/g, ':$1'),
      schema: operation.schema,
      ...(implementation.roles && { preHandler: authorize(implementation.roles) }),
      ...(implementation.logLevel && { logLevel: implementation.logLevel }),
      handler: implementation.handler as RouteHandlerMethod,
    });
  }
}
