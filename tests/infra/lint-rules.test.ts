// The written rules lint enforces (scripts/lint/, wired in eslint.config.js): each refuses a bad example and lets the
// written way pass. Code is linted as text at paths inside the web app, with the project's own configuration.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { cyclesThrough, noImportCycles } from '../../scripts/lint/import-cycles.mjs';
import { repoRoot } from './compose-config.js';

const eslint = new ESLint({ cwd: repoRoot });

async function problems(filePath: string, code: string, rule: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === `agency/${rule}`).map((m) => m.message);
}

describe('query keys come from the key factories', () => {
  const rule = 'query-keys-from-factories';
  const hook = 'web/src/app/admin/x/useX.ts';

  it('refuses an array literal as a key, in a query or a client call', async () => {
    const imports = "import { useQuery, useQueryClient } from '@tanstack/react-query';\n";
    expect(
      await problems(hook, `${imports}export const useX = () => useQuery({ queryKey: ['x', 1], queryFn: () => 1 });\n`, rule),
    ).toEqual([expect.stringContaining('key factory')]);
    const calls = `${imports}export function useX() {
  const client = useQueryClient();
  client.setQueryData(['x'], 1);
  client.getQueryData(['x']);
  return client.invalidateQueries({ queryKey: ['x'] as const });
}\n`;
    expect(await problems(hook, calls, rule)).toHaveLength(3);
  });

  it('refuses a key the file builds from its own array constant or arrow', async () => {
    const code = `import { useQuery, useQueryClient } from '@tanstack/react-query';
const mine = ['mine'] as const;
const keyOf = (id: string) => [...mine, id] as const;
export const useX = (id: string) => useQuery({ queryKey: keyOf(id), queryFn: () => 1 });
export const useReload = () => useQueryClient().invalidateQueries({ queryKey: mine });\n`;
    expect(await problems(hook, code, rule)).toHaveLength(2);
  });

  it('lets a key come from a factory, and the factories build theirs', async () => {
    const code = `import { useQuery } from '@tanstack/react-query';
import { contentKeys } from '../../../../api/contentKeys';
export const useX = () => useQuery({ queryKey: contentKeys.adminPartners.page('', 1), queryFn: () => 1 });\n`;
    expect(await problems(hook, code, rule)).toEqual([]);
    expect(await problems('web/src/content/xKeys.ts', "export const xKeys = { all: ['x'] as const };\n", rule)).toEqual([]);
  });
});

describe('components reach the API through hooks', () => {
  const rule = 'no-api-client-in-components';
  const component = (source: string) => `import { contentApi } from '${source}';\nexport const X = () => String(contentApi);\n`;

  it('refuses a component importing a client module', async () => {
    expect(await problems('web/src/content/site/x/X.tsx', component('../../api/clients'), rule)).toEqual([
      expect.stringContaining('does not import an API client'),
    ]);
    expect(await problems('web/src/content/site/x/X.tsx', component('../../api/onboardingClient'), rule)).toHaveLength(1);
    expect(
      await problems('web/src/content/site/x/X.tsx', "export const load = () => import('../../api/paymentsClient');\n", rule),
    ).toHaveLength(1);
  });

  it('lets hooks, request functions, the api folder, tests and the query client import them', async () => {
    expect(await problems('web/src/content/site/x/useX.ts', component('../../api/clients'), rule)).toEqual([]);
    expect(await problems('web/src/content/site/x/useX.tsx', component('../../api/clients'), rule)).toEqual([]);
    expect(await problems('web/src/content/site/x/requests.ts', component('../../api/clients'), rule)).toEqual([]);
    expect(await problems('web/src/shared/api/QueryProvider.tsx', component('./clients'), rule)).toEqual([]);
    expect(await problems('web/src/content/site/x/X.test.tsx', component('../../api/clients'), rule)).toEqual([]);
    expect(await problems('web/src/content/site/x/testX.tsx', component('../../api/clients'), rule)).toEqual([]);
    expect(await problems('web/src/content/site/x/testimonials.tsx', component('../../api/clients'), rule)).toHaveLength(1);
    expect(await problems('web/src/content/site/x/X.tsx', component('../../api/queryClient'), rule)).toEqual([]);
  });
});

describe('screens take their words from the catalog, not the contracts’ labels', () => {
  const rule = 'no-contract-labels';

  it('refuses a label list or function from the contracts', async () => {
    const code =
      "import { availabilityLabels, statusLabel } from '@agency/contracts/leads/labels';\nexport const x = [availabilityLabels, statusLabel];\n";
    expect(await problems('web/src/content/site/x/X.tsx', code, rule)).toHaveLength(2);
    const reexport = "export { applicationStatusLabel } from '@agency/contracts/leads/labels';\n";
    expect(await problems('web/src/content/site/x/status.ts', reexport, rule)).toHaveLength(1);
    const all = "import * as labels from '@agency/contracts/onboarding/labels';\nexport const x = labels;\n";
    expect(await problems('web/src/content/site/x/X.tsx', all, rule)).toHaveLength(1);
  });

  it('lets a screen read the contract’s values', async () => {
    const code = "import { availabilities } from '@agency/contracts/leads/rules';\nexport const x = availabilities;\n";
    expect(await problems('web/src/content/site/x/X.tsx', code, rule)).toEqual([]);
  });
});

describe('colours are tokens', () => {
  const rule = 'no-colour-literals';

  it('refuses hex, colour functions and named colours in a stylesheet', async () => {
    const css = `.a { color: #fff; background: rgb(0 0 0 / 10%); }
.b { border: 1px solid hsl(0 100% 50%); outline-color: red; }
.c { --shade: #12345678; box-shadow: 0 0 0 2px color-mix(in srgb, var(--ink) 50%, white); }\n`;
    const found = await problems('web/src/content/site/x/X.module.css', css, rule);
    expect(found.map((m) => m.split(' ')[0])).toEqual(['#fff', 'rgb()', 'hsl()', 'red', '#12345678', 'white']);
  });

  it('lets a stylesheet use tokens and keywords, and name colours in selectors, comments and urls', async () => {
    const css = `/* #fff red */
.red:hover, #main { color: var(--ink); background: transparent; border-color: currentColor; fill: inherit; }
.white { background: url(white.svg) no-repeat; content: 'black'; }\n`;
    expect(await problems('web/src/content/site/x/X.module.css', css, rule)).toEqual([]);
  });

  it('keeps the colours themselves in the tokens', async () => {
    expect(await problems('web/src/shared/styles/tokens.css', ':root { --ink: #101828; }\n', rule)).toEqual([]);
  });
});

describe('no import cycles', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cycles-'));
  const file = (name: string, text: string) => {
    writeFileSync(path.join(dir, name), text);
    return path.join(dir, name);
  };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds a cycle of value imports, and names it', () => {
    const a = file('a.ts', "import { b } from './b.js';\nexport const a = () => b;\n");
    file('b.ts', "import { c } from './c';\nexport const b = () => c;\n");
    file('c.ts', "export { a as c } from './a.js';\n");
    expect(cyclesThrough(a, dir).map((found) => found.cycle)).toEqual(['a.ts → b.ts → c.ts → a.ts']);
  });

  it('lets type-only imports go both ways', () => {
    const d = file('d.ts', "import type { E } from './e.js';\nexport type D = { e?: E };\nexport const d = 1;\n");
    file('e.ts', "import { type D, d } from './d.js';\nexport type E = D;\nexport const e = d;\n");
    const f = file('f.ts', "import { type G } from './g.js';\nexport type F = G;\n");
    file('g.ts', "import { type F } from './f.js';\nexport type G = F;\n");
    expect(cyclesThrough(d, dir)).toEqual([]);
    expect(cyclesThrough(f, dir)).toEqual([]);
  });

  it('is reported by lint on the files of the cycle', async () => {
    const h = file('h.ts', "import { i } from './i.js';\nexport const h = i;\n");
    file('i.ts', "import { h } from './h.js';\nexport const i = () => h;\n");
    const linter = new ESLint({
      cwd: dir,
      overrideConfigFile: true,
      overrideConfig: {
        files: ['**/*.ts'],
        plugins: { agency: { rules: { 'no-import-cycles': noImportCycles } } as ESLint.Plugin },
        rules: { 'agency/no-import-cycles': 'error' },
      },
    });
    const [result] = await linter.lintFiles([h]);
    expect(result!.messages.map((m) => m.message)).toEqual([expect.stringContaining('Import cycle: h.ts → i.ts → h.ts')]);
  });
});
