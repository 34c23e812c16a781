// The cross-service import rule (scripts/lib/package-boundaries.mjs, run by ESLint) refuses a service
// importing another service's code, by package name or by a relative path, and lets it use the kit and
// the contracts. Linted as text at paths inside the workspaces; nothing is written.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './compose-config.js';

const eslint = new ESLint({ cwd: repoRoot });

async function restrictedImports(filePath: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { thing } from '${specifier}';\nexport const used = thing;\n`, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('package boundaries', () => {
  it('refuses another service’s code, by package name or by relative path', async () => {
    expect(await restrictedImports('services/leads/src/modules/inquiries/x.ts', '../../../../identity/src/app.js')).toEqual([
      expect.stringContaining('other services are reached through their events or public API'),
    ]);
    expect(await restrictedImports('services/leads/src/x.ts', '@agency/notifications/app')).toHaveLength(1);
    expect(await restrictedImports('services/notifications/src/x.ts', '../../leads/src/config.js')).toHaveLength(1);
    expect(await restrictedImports('services/identity/src/x.ts', '../../../gateway/src/config.js')).toHaveLength(1);
  }, 60_000);

  it('keeps the kit, the contracts, the gateway and the web app off the services', async () => {
    expect(await restrictedImports('services/kit/src/x.ts', '../../leads/src/app.js')).toHaveLength(1);
    expect(await restrictedImports('services/contracts/src/x.ts', '@agency/kit')).toHaveLength(1);
    expect(await restrictedImports('gateway/src/x.ts', '../../services/identity/src/config.js')).toHaveLength(1);
    expect(await restrictedImports('web/src/x.ts', '@agency/kit')).toHaveLength(1);
  });

  it('lets a service use the kit and the contracts by package name, and its own files', async () => {
    expect(await restrictedImports('services/leads/src/x.ts', '@agency/kit')).toEqual([]);
    expect(await restrictedImports('services/leads/src/x.ts', '@agency/contracts/registry')).toEqual([]);
    expect(await restrictedImports('services/leads/src/modules/inquiries/x.ts', '../../config.js')).toEqual([]);
    expect(await restrictedImports('services/leads/src/x.ts', '../../kit/src/config.js')).toEqual([
      expect.stringContaining('import @agency/kit, @agency/contracts by package name'),
    ]);
    expect(await restrictedImports('web/src/x.ts', '@agency/contracts/registry.json')).toEqual([]);
  });

  it('does not mistake a folder of the web app named like a service for that service', async () => {
    expect(await restrictedImports('web/src/app/layout/x.ts', '../content/services')).toEqual([]);
    expect(await restrictedImports('web/src/app/layout/x.ts', '../../../services/content/src/app.js')).toHaveLength(1);
  });
});
