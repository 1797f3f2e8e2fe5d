import { describe, expect, it } from 'vitest';
import { PaginationQuery } from './common';
import { ProductListQuery } from './catalogue';

describe('PaginationQuery', () => {
  it('defaults page to 1 and pageSize to 24', () => {
    expect(PaginationQuery.parse({})).toEqual({ page: 1, pageSize: 24 });
  });

  it('parses pageSize base-10, so a leading zero is not octal', () => {
    expect(PaginationQuery.parse({ pageSize: '08' }).pageSize).toBe(8);
    expect(PaginationQuery.parse({ pageSize: '010' }).pageSize).toBe(10);
  });

  it.each(['abc', '0', '101', '-1', '1.5', '1e2', '0x10', ''])('refuses pageSize=%s naming the field', (pageSize) => {
    const result = PaginationQuery.safeParse({ pageSize });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['pageSize']);
    expect(result.error?.issues[0]?.message).toContain('pageSize');
  });
});

describe('ProductListQuery tags', () => {
  it('splits on commas, trims, lowercases and drops empties and duplicates', () => {
    expect(ProductListQuery.parse({ tags: ' Hazy,hoppy,,hazy ' }).tags).toEqual(['hazy', 'hoppy']);
  });

  it('refuses more than 10 tags', () => {
    const tags = Array.from({ length: 11 }, (_, i) => `t${i}`).join(',');
    expect(ProductListQuery.safeParse({ tags }).success).toBe(false);
  });
});
