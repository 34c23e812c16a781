import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { packageBoundaries } from './scripts/lib/package-boundaries.mjs';
import { cssText, noColourLiterals } from './scripts/lint/css-colours.mjs';
import { noImportCycles } from './scripts/lint/import-cycles.mjs';
import { webRules } from './scripts/lint/web-rules.mjs';

/** The project's own rules: the written rules of CODE_STYLE.md and web/README.md that lint enforces. */
const agency = {
  meta: { name: 'agency' },
  rules: { ...webRules, 'no-colour-literals': noColourLiterals, 'no-import-cycles': noImportCycles },
};

/** Tests and the helpers only tests use (web/src/shared/test/, test*.ts beside the screens) mock clients and pin keys. */
const webTests = ['web/src/**/*.test.{ts,tsx}', 'web/src/shared/test/**', 'web/src/**/test[A-Z]*.{ts,tsx}'];

const projectRules = {
  languageOptions: { globals: { ...globals.node } },
  rules: {
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    '@typescript-eslint/consistent-type-imports': 'error',
    'no-console': 'off',
  },
};

const codeConfigs = [projectRules, js.configs.recommended, ...tseslint.configs.recommended, reactHooks.configs.recommended];
/** Every rule written for code, off: a stylesheet has no syntax tree for them to read. */
const codeRulesOff = Object.fromEntries(
  codeConfigs.flatMap((config) => Object.keys(config.rules ?? {})).map((rule) => [rule, 'off']),
);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      'services/contracts/src/openapi/**',
      'services/kit/test/fixtures/openapi/**',
      'web/dist/**',
      'web/dist-server/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  projectRules,
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...packageBoundaries,
  {
    files: ['services/**/*.{ts,tsx,mts,js,mjs}', 'gateway/**/*.{ts,mts,js,mjs}', 'web/src/**/*.{ts,tsx}'],
    plugins: { agency },
    rules: { 'agency/no-import-cycles': 'error' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: [...webTests, 'web/src/*/*Keys.ts'],
    plugins: { agency },
    rules: { 'agency/query-keys-from-factories': 'error', 'agency/no-contract-labels': 'error' },
  },
  {
    // A component is a .tsx that is not a hook; shared/api holds the query client, its provider and the clients' common module.
    files: ['web/src/**/*.tsx'],
    ignores: [...webTests, 'web/src/**/use*.tsx', 'web/src/shared/api/**'],
    plugins: { agency },
    rules: { 'agency/no-api-client-in-components': 'error' },
  },
  {
    // Stylesheets are read as text (no syntax tree), so only the colour rule applies to them.
    files: ['web/src/**/*.css'],
    ignores: ['web/src/shared/styles/tokens.css'],
    languageOptions: { parser: cssText },
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    plugins: { agency },
    rules: { ...codeRulesOff, 'agency/no-colour-literals': 'error' },
  },
);
