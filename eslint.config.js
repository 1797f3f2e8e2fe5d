// One lint over the whole repository. Import boundaries (docs/conventions.md, Boundaries) are enforced here.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noModuleCycle from './eslint/no-module-cycle.js';

const databasePackages = ['@tapline/db', '@tapline/db/*', 'drizzle-orm', 'drizzle-orm/*', 'postgres', '@electric-sql/*'];
const serverPackages = ['fastify', 'fastify-*', '@fastify/*', '@tapline/server', 'pino'];
const webImportPatterns = [
  { group: databasePackages, message: 'the web app never imports the database package' },
  { group: serverPackages, message: 'the web app never imports server code' },
  { group: ['node:*'], message: 'the web app runs in the browser' },
];

// ---- server contexts and modules (docs/decisions/0031-server-module-boundaries.md, 0148-server-contexts.md) ----
const repoRoot = import.meta.dirname;
const serverSrc = 'apps/server/src';
/** the shared kernel: generic helpers every context may use; it imports no context */
const serverKernel = 'shared';
const foldersOf = (directory) =>
  readdirSync(path.join(repoRoot, directory), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
/** the bounded contexts: every folder of src/ but the kernel */
const serverContexts = foldersOf(serverSrc).filter((name) => name !== serverKernel);
/** a context's modules: its folders, as `context/module` */
const serverModules = serverContexts.flatMap((context) => foldersOf(`${serverSrc}/${context}`).map((name) => `${context}/${name}`));
/** A module's *.queries.ts are its own: other modules ask its service (or another file it means to share). */
const foreignQueriesZones = serverModules.map((name) => ({
  // a test sets up state through apps/server/test/support/queries, never another module's queries
  target: [`${serverSrc}/*.ts`, ...serverModules.filter((other) => other !== name).map((other) => `${serverSrc}/${other}/**/*.ts`)],
  from: `${serverSrc}/${name}/**/*.queries.ts`,
  message: `Only the ${name} module reads its queries: use its service (modules talk through services; shared SQL lives in src/shared).`,
}));
/** A context is reached from outside only through its index.ts; the kernel reaches no context. */
const contextZones = [
  ...serverContexts.map((context) => ({
    target: [`${serverSrc}/*.ts`, `${serverSrc}/!(${context})/**/!(*.test).ts`],
    from: `${serverSrc}/${context}`,
    except: ['./index.ts'],
    message: `Reach the ${context} context through its index (\`${serverSrc}/${context}/index.ts\`): what it exports is its public face.`,
  })),
  {
    target: `${serverSrc}/${serverKernel}/**/!(*.test).ts`,
    from: serverContexts.map((context) => `${serverSrc}/${context}`),
    message: 'the shared kernel imports no context: it sits below all of them',
  },
];
/** Test support (fakes, kits, fuzz, factories) lives outside src: production code never reaches it. */
const testSupportZones = ['apps/server/test', 'packages/db/test'].map((from) => ({
  target: 'apps/server/src/**/!(*.test).ts',
  from,
  message: 'production code never imports test support: fakes, kits and factories are for tests and the dev entry',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
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
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    files: ['packages/db/src/**/*.ts'],
    ignores: ['packages/db/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/test/**', '@tapline/db/testing'], message: 'production code never imports test support' }] },
      ],
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
  // web feature boundaries (docs/conventions.md, Boundaries; docs/decisions/0029-web-feature-boundaries.md)
  ...webFeatureBoundaries(webImportPatterns),
  {
    // storage may be absent or throw (a frame on another website, decision 0145): only lib/browser-storage touches it
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/browser-storage.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['localStorage', 'sessionStorage'].map((name) => ({
          name,
          message: 'use @/lib/browser-storage: storage can be missing or throw',
        })),
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) =>
          ['localStorage', 'sessionStorage'].map((property) => ({
            object,
            property,
            message: 'use @/lib/browser-storage: storage can be missing or throw',
          })),
        ),
      ],
    },
  },
  {
    // docs/conventions.md, Data access: only *.queries.ts (and packages/db) talk to drizzle
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
  {
    // server modules: no import cycle between files nor between modules; no module reads another's queries
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX, tapline: { rules: { 'no-module-cycle': noModuleCycle, 'no-context-cycle': noModuleCycle } } },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'tapline/no-context-cycle': ['error', { modulesDir: serverSrc, shared: [serverKernel] }],
      'import-x/no-restricted-paths': [
        'error',
        { basePath: repoRoot, zones: [...foreignQueriesZones, ...contextZones, ...testSupportZones] },
      ],
    },
  },
  // no cycle between the modules of one context
  ...serverContexts.map((context) => ({
    files: [`${serverSrc}/${context}/**/*.ts`],
    rules: { 'tapline/no-module-cycle': ['error', { modulesDir: `${serverSrc}/${context}` }] },
  })),
);

/**
 * A web feature is used from outside through its public `index.ts` only (`@/features/<name>`): no feature reaches
 * into another's files. Inside a feature, its own files are imported by relative path, which may not climb out of
 * the feature (so `../other-feature/...` cannot slip past). Routes use a feature through its index too;
 * `components/` and `lib/` sit below features and import none.
 * Each block restates the patterns above because a later block's `no-restricted-imports` replaces an earlier one.
 */
function webFeatureBoundaries(basePatterns) {
  const restricted = (files, ...patterns) => ({
    files,
    rules: { 'no-restricted-imports': ['error', { patterns: [...basePatterns, ...patterns] }] },
  });
  const noRoutes = { group: ['**/routes/**', '@/routes/**'], message: 'features and shared code must not import routes' };
  const noDeepImport = {
    regex: '^@/features/[^/]+/',
    message: "import another feature through its public index.ts (`@/features/<name>`); a feature's own files by relative path",
  };
  // a file N folders below its feature's root leaves the feature with N+1 `../`
  const depths = [0, 1, 2, 3];
  return [
    ...depths.map((depth) =>
      restricted([`apps/web/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`], noRoutes, noDeepImport, {
        regex: `^(\\.\\./){${depth + 1},}`,
        message: 'a relative import stays inside its feature; use `@/features/<name>` for another feature',
      }),
    ),
    // routes compose features through their public index only (docs/decisions/0149-routes-use-a-feature-through-its-index.md)
    restricted(
      ['apps/web/src/routes/**/*.{ts,tsx}'],
      {
        regex: '^@/features/[^/]+/',
        message: "a route imports a feature through its public index.ts (`@/features/<name>`), never the feature's files",
      },
      { regex: '^(\\.\\./)+features/', message: 'a route imports a feature as `@/features/<name>`' },
    ),
    // components/ holds shared pieces without business knowledge: a piece that needs a feature belongs to that
    // feature, or to the app shell (app/layout)
    restricted(['apps/web/src/components/**/*.{ts,tsx}'], noRoutes, {
      group: ['@/features', '@/features/**', '**/features', '**/features/**'],
      message: 'components/ sits below features and never imports them (a piece that needs one belongs to it, or to app/layout)',
    }),
    restricted(['apps/web/src/lib/**/*.{ts,tsx}'], noRoutes, {
      group: ['@/features', '@/features/**'],
      message: 'lib/ sits below features and never imports them',
    }),
  ];
}
