// One lint over the whole repository. Import boundaries (CONVENTIONS.md §3, §6, §11) are enforced here.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const databasePackages = ['@tapline/db', '@tapline/db/*', 'drizzle-orm', 'drizzle-orm/*', 'postgres', '@electric-sql/*'];
const serverPackages = ['fastify', 'fastify-*', '@fastify/*', '@tapline/server', 'pino'];
const webImportPatterns = [
  { group: databasePackages, message: 'the web app never imports the database package' },
  { group: serverPackages, message: 'the web app never imports server code' },
  { group: ['node:*'], message: 'the web app runs in the browser' },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/web/src/routeTree.gen.ts',
      'screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: [...databasePackages, ...serverPackages, 'react', 'react-*'], message: 'contracts depend on zod only' }] },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: webImportPatterns,
        },
      ],
    },
  },
  {
    // features never reach into routes; routes import features, not the other way round
    files: ['apps/web/src/features/**/*.{ts,tsx}', 'apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...webImportPatterns,
            { group: ['**/routes/**', '@/routes/**'], message: 'features and shared components must not import routes' },
          ],
        },
      ],
    },
  },
  {
    // CONVENTIONS §6: only *.queries.ts (and packages/db) talk to drizzle
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.queries.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*', 'postgres', '@electric-sql/*'], message: 'only *.queries.ts files use drizzle-orm' },
            { group: ['react', 'react-*', '@tapline/web'], message: 'the server never imports the web app' },
          ],
        },
      ],
    },
  },
);
