import { describe, expect, it } from 'vitest';
import { apiQueryOf, filterCount, productSearchSchema, tagsOf, toggleTag, togglePack, withoutFilters } from './search';

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
      style: undefined,
      supplier: undefined,
      pack: undefined,
      abvMin: undefined,
      abvMax: undefined,
      priceMin: undefined,
      priceMax: undefined,
      litrePriceMin: undefined,
      litrePriceMax: undefined,
      inStock: undefined,
    });
  });

  it('drops a search over 100 characters and an unknown tags value, and joins repeated tags', () => {
    expect(productSearchSchema({ q: 'x'.repeat(101), tags: { a: 1 } })).toMatchObject({ q: undefined, tags: undefined });
    expect(productSearchSchema({ q: ` ${'x'.repeat(100)} `, tags: ['hazy', 'dry'], sort: 'newest' })).toMatchObject({
      q: 'x'.repeat(100),
      tags: 'hazy,dry',
      sort: 'newest',
    });
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

describe('the filters in the URL', () => {
  it('reads every filter, dropping what the API would refuse', () => {
    expect(
      productSearchSchema({
        style: 'Hazy IPA',
        supplier: 'saltwater-brewing',
        pack: 'can,keg,barrel,can',
        abvMin: '4.5',
        abvMax: 7,
        priceMin: '1000',
        priceMax: '12000',
        litrePriceMax: '900',
        inStock: 'true',
      }),
    ).toMatchObject({
      style: 'Hazy IPA',
      supplier: 'saltwater-brewing',
      pack: 'can,keg',
      abvMin: 4.5,
      abvMax: 7,
      priceMin: 1000,
      priceMax: 12000,
      litrePriceMax: 900,
      inStock: true,
    });
    expect(
      productSearchSchema({ abvMin: 'abc', abvMax: '4.55', priceMax: '-1', priceMin: '12.5', pack: 'barrel', inStock: 'yes' }),
    ).toMatchObject({
      abvMin: undefined,
      abvMax: undefined,
      priceMax: undefined,
      priceMin: undefined,
      pack: undefined,
      inStock: undefined,
    });
  });

  it('passes the filters to the API as it takes them', () => {
    expect(apiQueryOf({ q: 'ipa', pack: 'can', abvMin: 5, priceMax: 12000, inStock: true })).toMatchObject({
      q: 'ipa',
      pack: 'can',
      abvMin: 5,
      priceMax: 12000,
      inStock: 'true',
    });
    expect(apiQueryOf({}).inStock).toBeUndefined();
  });

  it('toggles packs, counts the filters on (a range once) and clears them, keeping the words and the sort', () => {
    const search = togglePack({ q: 'ipa', sort: 'name', page: 3, abvMin: 4, abvMax: 6, tags: 'hazy' }, 'can');
    expect(search).toMatchObject({ pack: 'can', page: undefined });
    expect(togglePack(togglePack(search, 'keg'), 'can').pack).toBe('keg');
    expect(filterCount(search)).toBe(3);
    expect(withoutFilters({ ...search, inStock: true, style: 'Lager' })).toEqual({ q: 'ipa', sort: 'name', page: undefined });
  });
});
