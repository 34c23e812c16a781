// Each registered service is a folder laid out as docs/ARCHITECTURE.md says ("A service's modules"), so that the
// build, the workspaces, the images and the tests that find services by convention all find it, and people find
// what it owns in its README.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '@agency/contracts/registry';
import { repoRoot } from './compose-config.js';

const files = ['package.json', 'tsconfig.json', 'README.md', 'src/server.ts', 'src/app.ts', 'src/config.ts', 'src/contract.ts'];

describe('service folders', () => {
  it('hold, for each registered service, its package, its build, its README and its entry points', () => {
    for (const { name } of registry.services) {
      const folder = path.join(repoRoot, 'services', name);
      const missing = files.filter((file) => !existsSync(path.join(folder, file)));
      expect(missing, `services/${name}`).toEqual([]);
      const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { name: string };
      expect(manifest.name, `services/${name}/package.json`).toBe(`@agency/${name}`);
    }
  });
});
