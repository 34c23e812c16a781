// Generates, for every service contract in openapi/, into services/contracts/src/openapi/:
//   <svc>.ts          TypeScript types (openapi-typescript), then every component schema as a named type
//                     (`import type { Inquiry } from '@agency/contracts/openapi/leads'`)
//   <svc>.schemas.ts  the contract's component schemas and each operation's JSON request body as data,
//                     references resolved, so code that must agree with the contract (enums, patterns,
//                     bounds, the browser's form rules) reads them instead of copying them
// and, for the kit's own tests, the types of each fixture contract in services/kit/test/fixtures/ into its openapi/.
// With --check it only compares, and exits 1 when a committed file differs from what the YAML gives.
import { readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const specDir = path.join(root, 'openapi');
const outDir = path.join(root, 'services/contracts/src/openapi');
const check = process.argv.includes('--check');

const header = (file) => `// Generated from openapi/${file} by \`npm run generate:api\`. Do not edit.\n\n`;
const specs = (await readdir(specDir)).filter((f) => f.endsWith('.yaml') && f !== '_common.yaml').sort();

async function readYaml(file, cache) {
  if (!cache.has(file)) cache.set(file, parse(await readFile(file, 'utf8')));
  return cache.get(file);
}

/** Replaces each $ref with what it points to (contracts hold no cycles) and drops prose: only rules remain. */
async function resolve(node, file, cache, inProperties = false) {
  if (Array.isArray(node)) return Promise.all(node.map((item) => resolve(item, file, cache)));
  if (!node || typeof node !== 'object') return node;
  if (typeof node.$ref === 'string') {
    const [target, pointer = ''] = node.$ref.split('#');
    const targetFile = target ? path.resolve(path.dirname(file), target) : file;
    let resolved = await readYaml(targetFile, cache);
    for (const segment of pointer.split('/').filter(Boolean))
      resolved = resolved[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
    if (resolved === undefined) throw new Error(`Unresolvable $ref ${node.$ref} in ${file}`);
    return resolve(resolved, targetFile, cache);
  }
  const entries = Object.entries(node).filter(
    ([key, value]) => inProperties || key !== 'description' || typeof value !== 'string',
  );
  return Object.fromEntries(
    await Promise.all(
      entries.map(async ([key, value]) => [key, await resolve(value, file, cache, !inProperties && key === 'properties')]),
    ),
  );
}

async function schemasModule(file) {
  const specFile = path.join(specDir, file);
  const cache = new Map();
  const document = await readYaml(specFile, cache);
  const exports = [];
  for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) {
    exports.push(`export const ${name} = ${JSON.stringify(await resolve(schema, specFile, cache), null, 2)} as const;\n`);
  }
  const requestBodies = {};
  for (const operations of Object.values(document.paths ?? {})) {
    for (const { operationId, requestBody } of Object.values(operations)) {
      const body = requestBody && (await resolve(requestBody, specFile, cache)).content?.['application/json']?.schema;
      if (operationId && body) requestBodies[operationId] = body;
    }
  }
  if (Object.keys(requestBodies).length) {
    exports.push(
      `/** Each operation's JSON request body, by operationId. */\nexport const requestBodies = ${JSON.stringify(requestBodies, null, 2)} as const;\n`,
    );
  }
  if (!exports.length) return undefined;
  return `${header(file)}// The component schemas of the contract, as data. Import as a namespace: \`import * as leadsSchemas from …\`.\n\n${exports.join('\n')}`;
}

/** `export type Inquiry = components['schemas']['Inquiry'];` for every component schema of the contract. */
async function namedTypes(file) {
  const document = await readYaml(path.join(specDir, file), new Map());
  const names = Object.keys(document.components?.schemas ?? {});
  if (!names.length) return '';
  const lines = names.map((name) => `export type ${name} = components['schemas']['${name}'];\n`);
  return `\n// Every component schema of the contract, by its name.\n${lines.join('')}`;
}

await mkdir(outDir, { recursive: true });
const drift = [];
async function emit(target, text) {
  if (check) {
    const current = await readFile(target, 'utf8').catch(() => '');
    if (current !== text) drift.push(path.relative(root, target));
  } else {
    await writeFile(target, text);
  }
}
for (const file of specs) {
  const ast = await openapiTS(pathToFileURL(path.join(specDir, file)));
  await emit(path.join(outDir, file.replace(/\.yaml$/, '.ts')), header(file) + astToString(ast) + (await namedTypes(file)));
  const schemas = await schemasModule(file);
  if (schemas) await emit(path.join(outDir, file.replace(/\.yaml$/, '.schemas.ts')), schemas);
}
const fixtureDir = path.join(root, 'services/kit/test/fixtures');
const fixtures = (await readdir(fixtureDir)).filter((f) => f.endsWith('.yaml')).sort();
if (!check) await mkdir(path.join(fixtureDir, 'openapi'), { recursive: true });
for (const file of fixtures) {
  const ast = await openapiTS(pathToFileURL(path.join(fixtureDir, file)));
  const fixtureHeader = `// Generated from services/kit/test/fixtures/${file} by \`npm run generate:api\`. Do not edit.\n\n`;
  await emit(path.join(fixtureDir, 'openapi', file.replace(/\.yaml$/, '.ts')), fixtureHeader + astToString(ast));
}
if (check && drift.length) {
  console.error(`Generated API files are out of date: ${drift.join(', ')}. Run npm run generate:api.`);
  process.exit(1);
}
console.log(
  check ? `API types and schemas match ${specs.length} contracts.` : `Generated types and schemas for ${specs.length} contracts.`,
);
