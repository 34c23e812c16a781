import { dereference } from '@readme/openapi-parser';

/** A JSON Schema as the contracts write it. */
export type Schema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  enum?: unknown[];
  format?: string;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
};

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
}

/** One operation of a contract, with every $ref resolved. */
export interface FuzzOperation {
  id: string;
  method: string;
  /** OpenAPI form, e.g. /admin/inquiries/{inquiryId}. */
  path: string;
  secured: boolean;
  parameters: Parameter[];
  body?: { schema: Schema; required: boolean };
  /** Whether it takes a multipart/form-data upload (which the generated requests do not build, but break). */
  multipart: boolean;
  /** Each documented status, with the schema of its JSON body when it has one. */
  responses: Map<number, Schema | undefined>;
}

const methods = ['get', 'put', 'post', 'patch', 'delete'] as const;

type Json = Record<string, unknown>;
const jsonSchemaOf = (content: unknown) =>
  ((content as Json | undefined)?.['application/json'] as Json | undefined)?.schema as Schema | undefined;

/** Reads openapi/<service>.yaml (and the files it refers to) into its operations. */
export async function loadOperations(contractFile: string): Promise<FuzzOperation[]> {
  const document = (await dereference(contractFile)) as unknown as Json;
  const operations: FuzzOperation[] = [];
  for (const [path, item] of Object.entries((document.paths ?? {}) as Record<string, Json>)) {
    for (const method of methods) {
      const op = item[method] as Json | undefined;
      // A WebSocket route speaks frames after an upgrade, which generated HTTP requests cannot; its own tests cover it.
      if (!op || op['x-websocket'] === true) continue;
      const parameters = [...((item.parameters ?? []) as Parameter[]), ...((op.parameters ?? []) as Parameter[])].map((p) => ({
        ...p,
        required: Boolean(p.required),
      }));
      const requestBody = op.requestBody as Json | undefined;
      const bodySchema = jsonSchemaOf(requestBody?.content);
      const responses = new Map<number, Schema | undefined>();
      for (const [status, response] of Object.entries((op.responses ?? {}) as Record<string, Json>)) {
        responses.set(Number(status), jsonSchemaOf(response.content));
      }
      operations.push({
        id: String(op.operationId),
        method: method.toUpperCase(),
        path,
        secured: ((op.security ?? document.security ?? []) as unknown[]).length > 0,
        parameters,
        ...(bodySchema && { body: { schema: bodySchema, required: Boolean(requestBody?.required) } }),
        multipart: 'multipart/form-data' in ((requestBody?.content ?? {}) as Json),
        responses,
      });
    }
  }
  return operations;
}
