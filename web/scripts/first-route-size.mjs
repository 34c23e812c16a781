// Checks the JavaScript each public page loads before it runs against the budget (90 KB gzip, inside DESIGN
// §10's 100 KB) and exits non-zero above it. A page's first route is index.html's module script and its
// static imports, plus the page's own chunk and its static imports. What the page loads lazily afterwards
// (its data sections with TanStack Query, the markdown renderer) is listed beside it, not counted; chunks
// the entry loads lazily for every such section (the query client, the catalog's content part) are in
// neither figure. Pages are the `*Page.tsx` modules under src/ outside the back office
// (any admin/ folder); the first line is the entry alone, which every page carries. Reads the build's
// dist/.vite/manifest.json.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 90;
const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

const gzipKb = new Map();
const sizeOf = (file) => {
  if (!gzipKb.has(file)) gzipKb.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024);
  return gzipKb.get(file);
};

/** The chunk of `key` and every chunk it imports statically, as manifest keys. */
function staticClosure(key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, into);
  return into;
}

/** Every chunk `key` can go on to load, lazily or not, short of those already loaded. */
function laterClosure(key, loaded, into = new Set()) {
  if (into.has(key) || loaded.has(key)) return into;
  into.add(key);
  for (const imported of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) {
    laterClosure(imported, loaded, into);
  }
  return into;
}

const kb = (keys) => [...keys].reduce((total, key) => total + sizeOf(manifest[key].file), 0);
const isPublicPage = (key) => /^src\/(?!.*\/admin\/).*[A-Z]\w*Page\.tsx$/.test(key) && manifest[key].isDynamicEntry;

const entry = staticClosure('index.html');
const pages = [['(entry, on every page)', entry, []]];
for (const key of Object.keys(manifest).filter(isPublicPage).sort()) {
  const firstRoute = staticClosure(key, new Set(entry));
  const later = new Set();
  for (const lazy of manifest[key].dynamicImports ?? []) laterClosure(lazy, firstRoute, later);
  pages.push([path.basename(key, '.tsx'), firstRoute, [...later]]);
}

let over = 0;
console.log(`First-route JavaScript per public page, gzip (budget ${BUDGET_KB} KB):`);
for (const [name, firstRoute, later] of pages) {
  const size = kb(firstRoute);
  if (size > BUDGET_KB) over++;
  const then = later.length ? `   then ${kb(later).toFixed(2)} KB lazily` : '';
  console.log(`${size > BUDGET_KB ? '✘' : '✔'} ${size.toFixed(2).padStart(7)} KB  ${name}${then}`);
}
if (over) {
  console.error(`${over} page(s) over the ${BUDGET_KB} KB first-route budget`);
  process.exit(1);
}
