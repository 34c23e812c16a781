// Which workspace may import which: a service reaches another only through its events or its public API,
// never its code. Built from the service registry, so a new service is covered by its entry there.
// Applies to each workspace's src/; its test/ may start other deployables (the gateway's tests need an upstream).
import { readFileSync } from 'node:fs';

const registry = JSON.parse(readFileSync(new URL('../../services/contracts/registry.json', import.meta.url), 'utf8'));

const workspaces = [
  ...registry.services.map(({ name }) => ({ name, dir: `services/${name}`, may: ['kit', 'contracts'] })),
  { name: 'kit', dir: 'services/kit', may: ['contracts'] },
  { name: 'contracts', dir: 'services/contracts', may: [] },
  { name: 'gateway', dir: 'gateway', may: ['kit', 'contracts'] },
  { name: 'web', dir: 'web', may: ['contracts'] },
];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One `no-restricted-imports` block per workspace, forbidding every other workspace it may not use. */
export const packageBoundaries = workspaces.map(({ name, dir, may }) => {
  const forbidden = workspaces.map((w) => w.name).filter((other) => other !== name && !may.includes(other));
  const allowed = may.length ? may.map((m) => `@agency/${m}`).join(', ') : 'no other workspace';
  const message = `${dir} may import its own files and ${allowed}; other services are reached through their events or public API (docs/ARCHITECTURE.md).`;
  const names = forbidden.map(escape).join('|');
  const siblings = may.map(escape).join('|');
  // From services/<name>/ a sibling service is one level up; from web/ or gateway/ the path must pass
  // through services/, so the web's own folders (web/src/content/) are not mistaken for a service.
  const into = dir.startsWith('services/') ? '(services/)?' : 'services/';
  return {
    files: [`${dir}/src/**/*.{js,mjs,ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: `^@agency/(${names})(/|$)`, message },
            // A relative path out of the package into another workspace's folder.
            { regex: `^(\\.\\./)+${into}(${names})(/|$)`, message },
            ...(siblings
              ? [{ regex: `^(\\.\\./)+${into}(${siblings})(/|$)`, message: `import ${allowed} by package name` }]
              : []),
          ],
        },
      ],
    },
  };
});
