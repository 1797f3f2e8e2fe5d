import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The repository's own lint config, run on fixture files placed where a real file would sit (docs/conventions.md, Boundaries).
const root = new URL('../../../', import.meta.url).pathname;
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js` });
});

async function restrictedImports(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result!.messages.map((message) => ({ rule: message.ruleId, text: message.message }));
}

// ESLint loads the whole config and the TypeScript parser: seconds on a busy 2-core machine, more than vitest's 5 s default
describe('web import boundaries', { timeout: 60_000 }, () => {
  it("fails a feature that imports another feature's file", async () => {
    const messages = await restrictedImports(
      'apps/web/src/features/team/api/fixture.ts',
      "import { organisationApiPath } from '@/features/organisations/organisation-ref';\nexport const path = organisationApiPath;\n",
    );
    expect(messages).toEqual([
      { rule: 'no-restricted-imports', text: expect.stringContaining("'@/features/organisations/organisation-ref' import is restricted") },
    ]);
    expect(messages[0]!.text).toContain('public index.ts');
  });

  it("lets a feature import another feature's public index, and its own files by relative path", async () => {
    const messages = await restrictedImports(
      'apps/web/src/features/team/api/fixture.ts',
      "import { organisationApiPath } from '@/features/organisations';\nimport { ROLES } from '../roles';\nexport const used = [organisationApiPath, ROLES];\n",
    );
    expect(messages).toEqual([]);
  });

  it('fails a relative import that climbs out of its feature into another', async () => {
    for (const [filePath, specifier] of [
      ['apps/web/src/features/team/fixture.ts', '../organisations/roles'],
      ['apps/web/src/features/team/api/fixture.ts', '../../organisations/roles'],
      ['apps/web/src/features/team/components/deep/fixture.tsx', '../../../venues/venue-kind'],
    ] as const) {
      const messages = await restrictedImports(filePath, `import { x } from '${specifier}';\nexport const used = x;\n`);
      expect(messages, `${filePath} → ${specifier}`).toEqual([
        { rule: 'no-restricted-imports', text: expect.stringContaining('a relative import stays inside its feature') },
      ]);
    }
  });

  it('fails features and lib that import routes, and lib that imports a feature', async () => {
    const fromFeature = await restrictedImports(
      'apps/web/src/features/team/fixture.ts',
      "import { Route } from '@/routes/dash/team/index';\nexport const used = Route;\n",
    );
    expect(fromFeature).toEqual([{ rule: 'no-restricted-imports', text: expect.stringContaining('must not import routes') }]);
    const fromLib = await restrictedImports(
      'apps/web/src/lib/fixture.ts',
      "import { useEntity } from '@/features/session';\nexport const used = useEntity;\n",
    );
    expect(fromLib).toEqual([{ rule: 'no-restricted-imports', text: expect.stringContaining('lib/ sits below features') }]);
  });

  it("fails a route that imports a feature's file, by alias or by relative path", async () => {
    for (const [filePath, specifier, text] of [
      ['apps/web/src/routes/fixture.tsx', '@/features/organisations/organisation-ref', 'public index.ts'],
      ['apps/web/src/routes/dash/team/-components/fixture.tsx', '@/features/team/api/get-team-members', 'public index.ts'],
      ['apps/web/src/routes/dash/fixture.tsx', '../../features/organisations', 'as `@/features/<name>`'],
    ] as const) {
      const messages = await restrictedImports(filePath, `import { x } from '${specifier}';\nexport const used = x;\n`);
      expect(messages, `${filePath} → ${specifier}`).toEqual([{ rule: 'no-restricted-imports', text: expect.stringContaining(text) }]);
    }
  });

  it("lets a route import a feature's public index", async () => {
    const messages = await restrictedImports(
      'apps/web/src/routes/dash/fixture.tsx',
      "import { organisationApiPath } from '@/features/organisations';\nimport { RouteOutlet } from '@/app/layout/route-outlet';\nexport const used = [organisationApiPath, RouteOutlet];\n",
    );
    expect(messages).toEqual([]);
  });

  it('fails a shared component that imports a feature, even its public index', async () => {
    for (const specifier of ['@/features/session', '@/features/session/use-active-entity', '../../features/session']) {
      const messages = await restrictedImports(
        'apps/web/src/components/ui/fixture.tsx',
        `import { useActiveEntity } from '${specifier}';\nexport const used = useActiveEntity;\n`,
      );
      expect(messages, specifier).toEqual([
        { rule: 'no-restricted-imports', text: expect.stringContaining('components/ sits below features') },
      ]);
    }
  });

  it('lets a shared component import another shared piece and lib', async () => {
    const messages = await restrictedImports(
      'apps/web/src/components/ui/fixture.tsx',
      "import { Button } from '@/components/ui/button';\nimport { formatMoney } from '@/lib/format';\nexport const used = [Button, formatMoney];\n",
    );
    expect(messages).toEqual([]);
  });
});
