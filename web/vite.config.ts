import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { catalogPreload } from './vite/catalogPreload';
import { pageRoutesManifest } from './vite/pageRoutes';
import { scopedClassName } from './vite/scopedClassName';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [react(), pageRoutesManifest(), catalogPreload()],
  // Workspace packages (@agency/contracts) are read from their TypeScript sources, as the services' tests do.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  css: { modules: { generateScopedName: scopedClassName(root) } },
  // The server render (`vite build --ssr`, dist-server/) carries its dependencies, so the gateway that
  // loads it needs none of the web's packages.
  ssr: { noExternal: true, resolve: { conditions: ['source', ...defaultServerConditions] } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page loads, for scripts/first-route-size.mjs.
    manifest: true,
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
