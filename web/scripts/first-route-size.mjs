// Prints the gzip size of the JavaScript the home route loads before it runs: index.html's module
// script, its modulepreloads and their static imports (not the lazy chunks).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entries = [...html.matchAll(/<(?:script[^>]*type="module"[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+)"/g)].map(
  (match) => match[1],
);

const seen = new Set();
const visit = (url) => {
  const file = path.join(dist, url);
  if (seen.has(file)) return;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const [, imported] of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g)) {
    visit(path.posix.join(path.posix.dirname(url), imported));
  }
};
entries.forEach(visit);

let total = 0;
for (const file of seen) {
  const size = gzipSync(readFileSync(file), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(2).padStart(8)} KB  ${path.relative(dist, file)}`);
}
console.log(`${(total / 1024).toFixed(2).padStart(8)} KB  first-route JavaScript, gzip`);
