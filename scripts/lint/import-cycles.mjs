// No module imports itself back through the values it imports (CODE_STYLE.md, Layout): a cycle makes what a module
// reads at load time depend on which file was loaded first. Type-only imports are erased and never form one.
// The graph is built from the files themselves (relative imports, parsed by TypeScript) and kept for the run.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The files a module imports values from, by its relative specifiers; undefined for a file it cannot read. */
const edgesOf = new Map();
const extensions = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx'];

function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** `./x.js` → `x.ts` (TypeScript's ESM spelling), `./x` → `x.ts`, `x.tsx` or `x/index.ts`. */
function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  const stem = base.replace(/\.(m?js|jsx)$/, '');
  const candidates = [base, ...extensions.map((e) => stem + e), ...extensions.map((e) => path.join(base, `index${e}`))];
  return candidates.find((c) => extensions.includes(path.extname(c)) && isFile(c));
}

const typeOnly = (clause) => {
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings ?? clause.exportClause;
  if (clause.name || !bindings) return false;
  return ts.isNamedImports(bindings) || ts.isNamedExports(bindings)
    ? bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly)
    : false;
};

/** The value imports of a file: `import`/`export … from` a relative path, not type-only, not dynamic. */
function valueImports(file) {
  if (edgesOf.has(file)) return edgesOf.get(file);
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    edgesOf.set(file, []);
    return [];
  }
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const edges = [];
  for (const statement of source.statements) {
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
    if (ts.isImportDeclaration(statement) && typeOnly(statement.importClause)) continue;
    if (ts.isExportDeclaration(statement) && (statement.isTypeOnly || typeOnly(statement))) continue;
    const target = resolve(file, specifier.text);
    if (target)
      edges.push({
        target,
        specifier: specifier.text,
        statement: source.getLineAndCharacterOfPosition(statement.getStart(source)),
      });
  }
  edgesOf.set(file, edges);
  return edges;
}

// Tarjan's strongly connected components, carried on from each file linted: a file's component is computed once.
const index = new Map();
const lowlink = new Map();
const componentOf = new Map();
let counter = 0;

function connect(start) {
  const stack = [];
  const onStack = new Set();
  // Iterative, so a long chain of imports does not exhaust the call stack.
  const visit = [{ node: start, edge: 0 }];
  index.set(start, counter);
  lowlink.set(start, counter++);
  stack.push(start);
  onStack.add(start);
  while (visit.length) {
    const frame = visit.at(-1);
    const edges = valueImports(frame.node);
    if (frame.edge < edges.length) {
      const next = edges[frame.edge++].target;
      if (!index.has(next)) {
        index.set(next, counter);
        lowlink.set(next, counter++);
        stack.push(next);
        onStack.add(next);
        visit.push({ node: next, edge: 0 });
      } else if (onStack.has(next)) {
        lowlink.set(frame.node, Math.min(lowlink.get(frame.node), index.get(next)));
      }
      continue;
    }
    visit.pop();
    const parent = visit.at(-1);
    if (parent) lowlink.set(parent.node, Math.min(lowlink.get(parent.node), lowlink.get(frame.node)));
    if (lowlink.get(frame.node) === index.get(frame.node)) {
      const component = new Set();
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.add(member);
      } while (member !== frame.node);
      for (const m of component) componentOf.set(m, component);
    }
  }
}

/** The path of value imports from `from` back to `to` inside their component, for the message. */
function pathWithin(component, from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const node = queue.shift();
    if (node === to) break;
    for (const { target } of valueImports(node)) {
      if (component.has(target) && !previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  const chain = [];
  for (let node = to; node; node = previous.get(node)) chain.unshift(node);
  return chain;
}

/** Each value import of `file` that leads back to it, with the cycle it closes (files relative to `root`). */
export function cyclesThrough(file, root = process.cwd()) {
  const absolute = path.resolve(file);
  if (!componentOf.has(absolute)) connect(absolute);
  const component = componentOf.get(absolute);
  const found = [];
  for (const edge of valueImports(absolute)) {
    if (edge.target !== absolute && !(component.size > 1 && component.has(edge.target))) continue;
    const chain = [absolute, ...pathWithin(component, edge.target, absolute)];
    found.push({ ...edge, cycle: chain.map((f) => path.relative(root, f)).join(' → ') });
  }
  return found;
}

export const noImportCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'No module imports a value from a module that imports it back.' },
    messages: { cycle: 'Import cycle: {{cycle}}. Move what both need into a module of its own, or import types only.' },
    schema: [],
  },
  create(context) {
    return {
      Program() {
        const file = context.physicalFilename;
        if (!extensions.includes(path.extname(file))) return;
        for (const { statement, cycle } of cyclesThrough(file, context.cwd)) {
          context.report({
            loc: { line: statement.line + 1, column: statement.character },
            messageId: 'cycle',
            data: { cycle },
          });
        }
      },
    };
  },
};
