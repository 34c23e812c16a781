import type { Plugin } from 'vite';
import { adminRoutes } from '../src/app/routes/adminRoutes';
import { pagePatterns } from '../src/app/routes/pageRoutes';

/** Writes dist/page-routes.json: every page route's pattern, the back office's too, so the gateway can answer 404 for the rest. */
export function pageRoutesManifest(): Plugin {
  return {
    name: 'page-routes-manifest',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'page-routes.json',
        source: `${JSON.stringify([...pagePatterns, ...adminRoutes.map((route) => route.path)], null, 2)}\n`,
      });
    },
  };
}
