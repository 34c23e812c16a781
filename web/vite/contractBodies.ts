import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { parse } from 'yaml';

const MODULE_ID = 'virtual:contract-bodies';
const RESOLVED_ID = `\0${MODULE_ID}`;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * Serves `virtual:contract-bodies`: for each contract in openapi/, the JSON request-body schema of
 * every operation (by operationId), with `$ref`s resolved. The forms build their rules from it, so
 * the browser checks exactly the lengths, patterns and enums the service checks.
 */
export function contractBodies(openapiDir: string): Plugin {
  const documents = new Map<string, Json>();
  const load = (file: string): Json => {
    if (!documents.has(file)) documents.set(file, parse(readFileSync(file, 'utf8')) as Json);
    return documents.get(file)!;
  };

  const resolve = (node: Json, file: string): Json => {
    if (Array.isArray(node)) return node.map((item) => resolve(item, file));
    if (!node || typeof node !== 'object') return node;
    if (typeof node.$ref === 'string') {
      const [target = '', pointer = ''] = node.$ref.split('#');
      const targetFile = target ? path.resolve(path.dirname(file), target) : file;
      const found = pointer
        .split('/')
        .filter(Boolean)
        .reduce<Json>((current, key) => (current as Record<string, Json>)[key]!, load(targetFile));
      return resolve(found, targetFile);
    }
    // Descriptions are for readers of the contract, not for the browser's rules.
    return Object.fromEntries(
      Object.entries(node)
        .filter(([key]) => key !== 'description')
        .map(([key, value]) => [key, resolve(value, file)]),
    );
  };

  const bodiesOf = (file: string) => {
    const bodies: Record<string, Json> = {};
    const pathsObject = (load(file) as { paths?: Record<string, Record<string, Json>> }).paths ?? {};
    for (const operationsByMethod of Object.values(pathsObject)) {
      for (const operation of Object.values(operationsByMethod)) {
        const { operationId, requestBody } = operation as { operationId?: string; requestBody?: Json };
        const schema = (resolve(requestBody ?? null, file) as { content?: Record<string, { schema?: Json }> } | null)?.content?.[
          'application/json'
        ]?.schema;
        if (operationId && schema) bodies[operationId] = schema;
      }
    }
    return bodies;
  };

  return {
    name: 'contract-bodies',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      documents.clear();
      const files = readdirSync(openapiDir).filter((name) => name.endsWith('.yaml') && name !== 'common.yaml');
      return files
        .map((name) => {
          const file = path.join(openapiDir, name);
          this.addWatchFile(file);
          return `export const ${path.basename(name, '.yaml')} = ${JSON.stringify(bodiesOf(file))};`;
        })
        .join('\n');
    },
  };
}
