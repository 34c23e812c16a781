// Each registered service has its own contract test file, which declares its contract tests; without one, nothing
// would check its operations through the gateway.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { registry } from '@agency/contracts/registry';

const dir = fileURLToPath(new URL('.', import.meta.url));
const suffix = '.contract.test.ts';

describe('contract test files', () => {
  it('one per registered service, named after it, declaring its contract tests, and none for anything else', () => {
    const files = readdirSync(dir).filter((file) => file.endsWith(suffix));
    expect(files.map((file) => file.slice(0, -suffix.length)).sort()).toEqual(registry.services.map((s) => s.name).sort());
    for (const file of files) {
      const name = file.slice(0, -suffix.length);
      expect(readFileSync(`${dir}/${file}`, 'utf8'), file).toContain(`describeContract('${name}',`);
    }
  });
});
