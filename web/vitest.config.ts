import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react()],
  // Workspace packages (@agency/contracts) are read from their TypeScript sources, as the services' tests do.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/shared/test/setup.ts'],
    clearMocks: true,
    restoreMocks: true,
    // The web project runs beside the backend projects on two cores: typing through a whole form can take
    // several seconds when the machine is busy, which the 5 s default does not allow for.
    testTimeout: 20_000,
  },
});
