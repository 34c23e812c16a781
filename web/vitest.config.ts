import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { contractBodies } from './vite/contractBodies';

const root = fileURLToPath(new URL('.', import.meta.url));
const openapiDir = fileURLToPath(new URL('../openapi', import.meta.url));

export default defineConfig({
  root,
  plugins: [react(), contractBodies(openapiDir)],
  // Workspace packages (@agency/contracts) are read from their TypeScript sources, as the services' tests do.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    clearMocks: true,
    restoreMocks: true,
  },
});
