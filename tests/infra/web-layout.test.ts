// web/src is laid out as web/README.md says ("Where a file goes"): the shell in app/, what several domains use in
// shared/, and one folder per service, named as the service, holding its screens by audience (site/, portal/,
// admin/). A newcomer finds a screen by the service whose data it shows, and a stray folder fails here.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '@agency/contracts/registry';
import { repoRoot } from './compose-config.js';

const src = path.join(repoRoot, 'web/src');
const services = registry.services.map(({ name }) => name);
const audiences = ['site', 'portal', 'admin'];

/** A screen's component: `<Name>Page.tsx` (a helper such as `renderPage.tsx` is not one). */
const isPage = (file: string) => /(^|\/)[A-Z]\w*Page\.tsx$/.test(file);

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => file.split(path.sep).join('/'));
}

describe('web layout', () => {
  it('has only the shell, the shared pieces and one folder per service at the top of web/src', () => {
    const strays = readdirSync(src).filter((entry) => !['app', 'shared', 'vite-env.d.ts', ...services].includes(entry));
    expect(strays).toEqual([]);
  });

  it('keeps every page of a domain under its audience: site/, portal/ or admin/', () => {
    const misplaced = services.flatMap((service) => {
      let files: string[] = [];
      try {
        files = filesUnder(path.join(src, service));
      } catch {
        return [];
      }
      return files.filter((file) => isPage(file) && !audiences.includes(file.split('/')[0]!)).map((file) => `${service}/${file}`);
    });
    expect(misplaced).toEqual([]);
  });

  it('keeps pages out of shared/, and the shell’s pages in app/pages/ and app/admin/', () => {
    const shared = filesUnder(path.join(src, 'shared')).filter((file) => isPage(file));
    expect(shared).toEqual([]);
    const shell = filesUnder(path.join(src, 'app')).filter((file) => isPage(file) && !/^(pages|admin)\//.test(file));
    expect(shell).toEqual([]);
  });
});
