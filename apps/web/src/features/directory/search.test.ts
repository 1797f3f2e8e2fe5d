import { describe, expect, it } from 'vitest';
import { organisationSearchSchema } from './search';

describe('organisationSearchSchema', () => {
  it('reads q, page and pageSize from the URL, base-10', () => {
    expect(organisationSearchSchema({ q: ' fitzroy ', page: '2', pageSize: '010' })).toEqual({ q: 'fitzroy', page: 2, pageSize: 10 });
  });

  it('drops what it cannot use instead of failing the page', () => {
    expect(organisationSearchSchema({ q: '', page: '0', pageSize: '1000' })).toEqual({
      q: undefined,
      page: undefined,
      pageSize: undefined,
    });
    expect(organisationSearchSchema({ page: '2abc', pageSize: '0x10' })).toMatchObject({ page: undefined, pageSize: undefined });
  });
});
