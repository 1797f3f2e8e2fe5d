import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@tapline/db/testing';
import { postingAndRelevanceRanks } from '../../../test/support/queries/search-testing.queries';

// Relevance's weights are written twice: in lexemeRank (TypeScript) and in product_postings (migration 0026), whose
// stored ranks a one-word search walks in order (decision 0123). A walk is only right while the two agree.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const document = { name: 'Hazy Daze', style: 'Hazy pale ale', description: 'Oats, stone fruit and a hazy finish' };

it('ranks every lexeme of a document as the postings store it', async () => {
  for (const lexeme of ['hazi', 'daze', 'pale', 'ale', 'oat', 'stone', 'fruit', 'finish']) {
    const { posting, relevance } = await postingAndRelevanceRanks(database.db, document, lexeme);
    expect(posting, lexeme).not.toBeNull();
    expect(relevance, lexeme).toBeCloseTo(posting!, 6);
  }
});

it('ranks a name above a style above a description', async () => {
  const rank = async (lexeme: string) => (await postingAndRelevanceRanks(database.db, document, lexeme)).relevance;
  expect(await rank('daze')).toBeGreaterThan(await rank('pale'));
  expect(await rank('pale')).toBeGreaterThan(await rank('oat'));
});
