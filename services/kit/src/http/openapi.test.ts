import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadContract } from './openapi.js';
import { registerContractRoutes } from './routes.js';

function writeContract(yaml: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'contract-'));
  writeFileSync(path.join(dir, 'shared.yaml'), 'components:\n  schemas:\n    Name: { type: string, maxLength: 5 }\n');
  writeFileSync(path.join(dir, 'svc.yaml'), yaml);
  return path.join(dir, 'svc.yaml');
}

const contractFile = writeContract(`
openapi: 3.1.0
info: { title: t, version: '1' }
paths:
  /things/{thingId}:
    parameters:
      - { name: thingId, in: path, required: true, schema: { type: string, format: uuid } }
    patch:
      operationId: renameThing
      security: [{ bearer: [] }]
      requestBody:
        content:
          application/json:
            schema:
              type: object
              required: [name]
              additionalProperties: false
              properties: { name: { $ref: './shared.yaml#/components/schemas/Name' } }
      responses:
        '200':
          content: { application/json: { schema: { $ref: '#/components/schemas/Thing' } } }
  /things:
    get:
      operationId: listThings
      parameters:
        - { name: limit, in: query, schema: { type: integer, default: 10 } }
      responses:
        '200': { description: ok }
components:
  schemas:
    Thing: { type: object, properties: { name: { $ref: './shared.yaml#/components/schemas/Name' } } }
`);

describe('loadContract', () => {
  it('resolves local and cross-file $refs and builds route schemas per operation', () => {
    const contract = loadContract(contractFile);
    const rename = contract.operations.get('renameThing')!;
    expect(rename).toMatchObject({ method: 'PATCH', path: '/things/{thingId}', secured: true });
    expect(rename.schema.body).toMatchObject({ properties: { name: { type: 'string', maxLength: 5 } } });
    expect(rename.schema.params).toMatchObject({ required: ['thingId'], additionalProperties: false });
    expect((rename.schema.response as Record<string, unknown>)['200']).toMatchObject({ properties: { name: { maxLength: 5 } } });
    expect(contract.operations.get('listThings')!.schema.querystring).toMatchObject({ properties: { limit: { default: 10 } } });
  });
});

describe('loadContract and the route kinds', () => {
  const single = (operation: string) =>
    writeContract(`
openapi: 3.1.0
info: { title: t, version: '1' }
paths:
  /thing:
${operation}
`);

  it('refuses an upload whose contract gives no size or type limit', () => {
    const noLimit = single(`    post:
      operationId: uploadThing
      requestBody:
        content:
          multipart/form-data:
            schema: { type: object, properties: { file: { type: string, format: binary } } }
            encoding: { file: { contentType: image/png } }
      responses: { '201': { description: ok } }`);
    expect(() => loadContract(noLimit)).toThrow(/upload uploadThing must have exactly one binary property with x-max-bytes/);
  });

  it('refuses a body that is not JSON unless the operation asks for raw bytes, and a WebSocket that is not a GET', () => {
    const octets = (extension: string) =>
      single(`    post:
      operationId: receiveThing${extension}
      requestBody: { content: { application/octet-stream: { schema: { type: string } } } }
      responses: { '204': { description: ok } }`);
    expect(() => loadContract(octets(''))).toThrow(/mark it x-raw-body/);
    expect(loadContract(octets('\n      x-raw-body: true')).operations.get('receiveThing')).toMatchObject({
      kind: 'raw-body',
      requestMediaTypes: ['application/octet-stream'],
    });
    const socket = single(`    post:
      operationId: watchThing
      x-websocket: true
      responses: { '101': { description: ok } }`);
    expect(() => loadContract(socket)).toThrow(/WebSocket operation watchThing must be a GET/);
  });
});

describe('registerContractRoutes', () => {
  const contract = loadContract(contractFile);
  const listThings = { handler: async () => ({}) };

  it('refuses a contract operation without a handler', () => {
    expect(() => registerContractRoutes(Fastify(), contract, { operations: { listThings } })).toThrow(
      /renameThing has no handler/,
    );
  });

  it('refuses a handler the contract does not have', () => {
    expect(() =>
      registerContractRoutes(Fastify(), contract, {
        operations: {
          listThings,
          renameThing: { roles: ['admin'], handler: async () => ({}) },
          deleteThing: listThings,
        },
      }),
    ).toThrow(/no operation deleteThing/);
  });

  it('refuses a secured operation that does not say who may call it, and roles on an open one', () => {
    expect(() =>
      registerContractRoutes(Fastify(), contract, { operations: { listThings, renameThing: { handler: async () => ({}) } } }),
    ).toThrow(/must declare roles/);
    expect(() =>
      registerContractRoutes(Fastify(), contract, {
        operations: {
          listThings: { roles: ['admin'], handler: async () => ({}) },
          renameThing: { roles: ['admin'], handler: async () => ({}) },
        },
      }),
    ).toThrow(/must declare roles/);
  });
});
