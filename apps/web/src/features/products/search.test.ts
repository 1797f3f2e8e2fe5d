import { describe, expect, it } from 'vitest';
import { apiQueryOf, productSearchSchema, tagsOf, toggleTag } from './search';

describe('productSearchSchema', () => {
  it('parses page and pageSize base-10', () => {
    expect(productSearchSchema({ page: '2', pageSize: '08' })).toMatchObject({ page: 2, pageSize: 8 });
    expect(productSearchSchema({ page: 3, pageSize: 10 })).toMatchObject({ page: 3, pageSize: 10 });
  });

  it('drops junk values instead of failing the page', () => {
    expect(productSearchSchema({ page: 'abc', pageSize: '0', sort: 'cheapest' })).toEqual({
      q: undefined,
      tags: undefined,
      page: undefined,
      pageSize: undefined,
      sort: undefined,
    });
  });

  it('drops a search over 100 characters and an unknown tags value, and joins repeated tags', () => {
    expect(productSearchSchema({ q: 'x'.repeat(101), tags: { a: 1 } })).toMatchObject({ q: undefined, tags: undefined });
    expect(productSearchSchema({ q: ` ${'x'.repeat(100)} `, tags: ['hazy', 'dry'], sort: 'newest' })).toMatchObject({ q: 'x'.repeat(100), tags: 'hazy,dry', sort: 'newest' });
  });

  it('keeps a numeric-looking search as text', () => {
    expect(productSearchSchema({ q: 1664 }).q).toBe('1664');
  });
});

describe('tags', () => {
  it('splits on commas and toggles one tag, resetting the page', () => {
    const search = productSearchSchema({ tags: 'hazy,Hoppy', page: '3' });
    expect(tagsOf(search)).toEqual(['hazy', 'hoppy']);
    expect(toggleTag(search, 'hazy')).toMatchObject({ tags: 'hoppy', page: undefined });
    expect(toggleTag(search, 'dry').tags).toBe('hazy,hoppy,dry');
    expect(toggleTag({ tags: 'hazy' }, 'hazy').tags).toBeUndefined();
  });
});

it('asks the API for page 1 of 24 by default', () => {
  expect(apiQueryOf({})).toEqual({ q: undefined, tags: undefined, page: 1, pageSize: 24, sort: undefined });
});
