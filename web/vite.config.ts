import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { catalogPreload } from './vite/catalogPreload';
import { pageRoutesManifest } from './vite/pageRoutes';
import { pureReactRouter } from './vite/pureReactRouter';
import { scopedClassName } from './vite/scopedClassName';

const root = fileURLToPath(new URL('.', import.meta.url));

// react-router's package points every import at its development build, which keeps its development warnings
// (ENABLE_DEV_WARNINGS); its production build beside it is the same code without them (0.5 KB gzip less on
// every page's first route).
const reactRouterBuild = (file: string) =>
  createRequire(import.meta.url)
    .resolve('react-router/package.json')
    .replace(/package\.json$/, `dist/production/${file}`);

export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [react(), pureReactRouter(), pageRoutesManifest(), catalogPreload()],
  // Workspace packages (@agency/contracts) are read from their TypeScript sources, as the services' tests do.
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: [
      { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
      { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
      // The app's 'react-router-dom' is react-router with links that carry no route-module prefetching
      // (src/shared/lib/router.tsx says why).
      { find: /^react-router-dom$/, replacement: fileURLToPath(new URL('src/shared/lib/router.tsx', import.meta.url)) },
    ],
  },
  css: { modules: { generateScopedName: scopedClassName(root) } },
  // The server render (`vite build --ssr`, dist-server/) carries its dependencies, so the gateway that
  // loads it needs none of the web's packages.
  ssr: { noExternal: true, resolve: { conditions: ['source', ...defaultServerConditions] } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page loads, for scripts/first-route-size.mjs.
    manifest: true,
    // Every browser the build targets preloads modules itself.
    modulePreload: { polyfill: false },
    // One stylesheet for every page: a server-rendered page is styled from its first paint, whichever
    // lazily loaded sections it shows (≈ 11 KB gzip in all).
    cssCodeSplit: false,
    // The server render needs no copy of public/ (the gateway serves dist/).
    copyPublicDir: !isSsrBuild,
  },
  server: {
    proxy: {
      '/api': {
        target: process.env.GATEWAY_URL || 'http://127.0.0.1:8080',
        ws: true,
      },
    },
  },
}));
