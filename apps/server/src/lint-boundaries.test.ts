import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The server's boundaries are the lint's (docs/decisions/0031-server-module-boundaries.md, 0148-server-contexts.md):
// these lint code that breaks them, placed among the real contexts and modules, with the repository's own
// eslint.config.js.
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const src = 'apps/server/src';
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

async function lint(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, src, file) });
  return result!.messages.map(({ ruleId, severity, message }) => ({ ruleId, severity, message }));
}

const broken = (ruleId: string, message: string) =>
  expect.objectContaining({ ruleId, severity: 2, message: expect.stringContaining(message) });

describe('server module boundaries', () => {
  it("fails a module that reads another module's queries, even in its own context", async () => {
    const messages = await lint(
      'identity/team/boundary-fixture.ts',
      "import { findSlugHolder } from '../organisations/organisations.queries';\nexport const holder = findSlugHolder;\n",
    );
    expect(messages).toEqual([broken('import-x/no-restricted-paths', 'Only the identity/organisations module reads its queries')]);
  });

  it("passes a module that asks another module's service in its context, or uses the kernel's SQL", async () => {
    const messages = await lint(
      'identity/team/boundary-fixture.ts',
      "import { findSlugHolder } from '../organisations/organisations.service';\nimport { physical } from '../../shared/organisation-conditions.queries';\nexport const used = [findSlugHolder, physical];\n",
    );
    expect(messages).toEqual([]);
  });

  it("lets a test set up state through test support's *-testing.queries.ts, and nothing else of a module's queries", async () => {
    expect(
      await lint(
        'identity/team/boundary-fixture.test.ts',
        "import { expireInvite } from '../../../test/support/queries/invites-testing.queries';\nexport const helper = expireInvite;\n",
      ),
    ).toEqual([]);
    expect(
      await lint(
        'identity/team/boundary-fixture.test.ts',
        "import { countPendingInvites } from '../invites/invites.queries';\nexport const count = countPendingInvites;\n",
      ),
    ).toEqual([broken('import-x/no-restricted-paths', 'Only the identity/invites module reads its queries')]);
  });

  it('fails two modules of a context that import each other, even with no cycle between files', async () => {
    // venues already depend on on-tap (venues.service → on-tap.service); on-tap importing venues closes the loop
    const messages = await lint(
      'trade/on-tap/boundary-fixture.ts',
      "import { listVenues } from '../venues/venues.service';\nexport const venues = listVenues;\n",
    );
    expect(messages).toEqual([broken('tapline/no-module-cycle', 'on-tap → venues → on-tap')]);
  });

  it('fails a cycle between files', async () => {
    // organisations.service imports organisations.queries; the queries importing the service back is a cycle
    const messages = await lint(
      'identity/organisations/organisations.queries.ts',
      "import { requireOrganisationAccess } from './organisations.service';\nexport const access = requireOrganisationAccess;\n",
    );
    expect(messages).toEqual([expect.objectContaining({ ruleId: 'import-x/no-cycle', severity: 2 })]);
  });
});

describe('server contexts', () => {
  it('reaches another context through its index only, from a module or from the composition root', async () => {
    const inside =
      "import { requireOrganisationAccess } from '../../identity/organisations/organisations.service';\nexport const a = requireOrganisationAccess;\n";
    expect(await lint('trade/venues/boundary-fixture.ts', inside)).toEqual([
      broken('import-x/no-restricted-paths', 'Reach the identity context through its index'),
    ]);
    expect(
      await lint('boundary-fixture.ts', "import { cartRoutes } from './trade/cart/cart.routes';\nexport const routes = cartRoutes;\n"),
    ).toEqual([broken('import-x/no-restricted-paths', 'Reach the trade context through its index')]);
    expect(
      await lint(
        'trade/venues/boundary-fixture.ts',
        "import { requireOrganisationAccess } from '../../identity';\nexport const a = requireOrganisationAccess;\n",
      ),
    ).toEqual([]);
  });

  it('fails two contexts that import each other', async () => {
    // trade already depends on identity (its members and organisations); identity importing trade closes the loop
    const messages = await lint(
      'identity/team/boundary-fixture.ts',
      "import { cartRoutes } from '../../trade';\nexport const routes = cartRoutes;\n",
    );
    expect(messages).toEqual(expect.arrayContaining([broken('tapline/no-context-cycle', 'identity → trade')]));
  });

  it('keeps the shared kernel below every context', async () => {
    const messages = await lint('shared/boundary-fixture.ts', "import { AppError } from '../platform';\nexport const error = AppError;\n");
    expect(messages).toEqual([broken('import-x/no-restricted-paths', 'the shared kernel imports no context')]);
  });
});
