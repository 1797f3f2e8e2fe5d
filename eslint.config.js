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
  // web feature boundaries (CONVENTIONS §11, docs/decisions/0029-web-feature-boundaries.md)
  ...webFeatureBoundaries(webImportPatterns),
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

/**
 * A web feature is used from outside through its public `index.ts` only (`@/features/<name>`): no feature reaches
 * into another's files. Inside a feature, its own files are imported by relative path, which may not climb out of
 * the feature (so `../other-feature/...` cannot slip past). `lib/` sits below features and imports none.
 * Each block restates the patterns above because a later block's `no-restricted-imports` replaces an earlier one.
 */
function webFeatureBoundaries(basePatterns) {
  const noRoutes = { group: ['**/routes/**', '@/routes/**'], message: 'features and shared code must not import routes' };
  const noDeepImport = {
    regex: '^@/features/[^/]+/',
    message: "import another feature through its public index.ts (`@/features/<name>`); a feature's own files by relative path",
  };
  // a file N folders below its feature's root leaves the feature with N+1 `../`
  const depths = [0, 1, 2, 3];
  return [
    ...depths.map((depth) => ({
      files: [`apps/web/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              ...basePatterns,
              noRoutes,
              noDeepImport,
              { regex: `^(\\.\\./){${depth + 1},}`, message: 'a relative import stays inside its feature; use `@/features/<name>` for another feature' },
            ],
          },
        ],
      },
    })),
    {
      files: ['apps/web/src/lib/**/*.{ts,tsx}'],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [...basePatterns, noRoutes, { group: ['@/features', '@/features/**'], message: 'lib/ sits below features and never imports them' }] },
        ],
      },
    },
  ];
}
