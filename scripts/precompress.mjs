// Writes .br and .gz next to each text asset of the built SPA, so the gateway serves them without
// compressing on every request (@fastify/static's preCompressed option picks them up).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = path.resolve(process.argv[2] ?? 'web/dist');
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

function* files(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (compressible.test(entry.name)) yield full;
  }
}

let count = 0;
for (const file of files(dir)) {
  if (statSync(file).size < 1024) continue;
  const content = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count++;
}
console.log(`Pre-compressed ${count} files in ${path.relative(process.cwd(), dir) || dir}`);
