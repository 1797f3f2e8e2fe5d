import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The server's module boundaries are the lint's (docs/decisions/0031-server-module-boundaries.md): these lint
// code that breaks them, placed among the real modules, with the repository's own eslint.config.js.
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const modules = 'apps/server/src/modules';
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

async function lint(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, modules, file) });
  return result!.messages.map(({ ruleId, severity, message }) => ({ ruleId, severity, message }));
}

describe('server module boundaries', () => {
  it("fails a module that reads another module's queries", async () => {
    const messages = await lint(
      'admin/boundary-fixture.ts',
      "import { findSlugHolder } from '../organisations/organisations.queries';\nexport const holder = findSlugHolder;\n",
    );
    expect(messages).toEqual([
      expect.objectContaining({
        ruleId: 'import-x/no-restricted-paths',
        severity: 2,
        message: expect.stringContaining('Only the organisations module reads its queries'),
      }),
    ]);
  });

  it("passes a module that asks another module's service, or uses shared SQL", async () => {
    const messages = await lint(
      'admin/boundary-fixture.ts',
      "import { findSlugHolder } from '../organisations/organisations.service';\nimport { physical } from '../shared/organisation-conditions.queries';\nexport const used = [findSlugHolder, physical];\n",
    );
    expect(messages).toEqual([]);
  });

  it("lets a test set up state through another module's *-testing.queries.ts, and nothing else of its queries", async () => {
    expect(
      await lint(
        'admin/boundary-fixture.test.ts',
        "import { expireInvite } from '../invites/invites-testing.queries';\nexport const helper = expireInvite;\n",
      ),
    ).toEqual([]);
    expect(
      await lint(
        'admin/boundary-fixture.test.ts',
        "import { countPendingInvites } from '../invites/invites.queries';\nexport const count = countPendingInvites;\n",
      ),
    ).toEqual([expect.objectContaining({ ruleId: 'import-x/no-restricted-paths', severity: 2 })]);
  });

  it('fails two modules that import each other, even with no cycle between files', async () => {
    // venues already depend on products (venues.service → products.service); products importing venues closes the loop
    const messages = await lint(
      'products/boundary-fixture.ts',
      "import { listVenues } from '../venues/venues.service';\nexport const venues = listVenues;\n",
    );
    expect(messages).toEqual([
      expect.objectContaining({
        ruleId: 'tapline/no-module-cycle',
        severity: 2,
        message: expect.stringContaining('products → venues → products'),
      }),
    ]);
  });

  it('fails a cycle between files', async () => {
    // organisations.service imports organisations.queries; the queries importing the service back is a cycle
    const messages = await lint(
      'organisations/organisations.queries.ts',
      "import { requireOrganisationAccess } from './organisations.service';\nexport const access = requireOrganisationAccess;\n",
    );
    expect(messages).toEqual([expect.objectContaining({ ruleId: 'import-x/no-cycle', severity: 2 })]);
  });
});
