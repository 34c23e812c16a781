// Generates TypeScript types for every service contract in openapi/ into services/contracts/src/openapi/.
// With --check it only compares, and exits 1 when a committed file differs from what the YAML gives.
import { readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const specDir = path.join(root, 'openapi');
const outDir = path.join(root, 'services/contracts/src/openapi');
const check = process.argv.includes('--check');

const header = '// Generated from openapi/%s by `npm run generate:api`. Do not edit.\n\n';
const specs = (await readdir(specDir)).filter((f) => f.endsWith('.yaml') && f !== 'common.yaml').sort();
await mkdir(outDir, { recursive: true });
let drift = [];
for (const file of specs) {
  const ast = await openapiTS(pathToFileURL(path.join(specDir, file)));
  const text = header.replace('%s', file) + astToString(ast);
  const target = path.join(outDir, file.replace(/\.yaml$/, '.ts'));
  if (check) {
    const current = await readFile(target, 'utf8').catch(() => '');
    if (current !== text) drift.push(path.relative(root, target));
  } else {
    await writeFile(target, text);
  }
}
if (check && drift.length) {
  console.error(`Generated API types are out of date: ${drift.join(', ')}. Run npm run generate:api.`);
  process.exit(1);
}
console.log(check ? `API types match ${specs.length} contracts.` : `Generated types for ${specs.length} contracts.`);
