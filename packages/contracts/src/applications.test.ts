import { describe, expect, it } from 'vitest';
import { ApplicationCreate, formatAbn, isValidAbn } from './applications';

const supplier = {
  type: 'supplier',
  businessName: 'Hop Creek Brewing',
  kind: 'brewery',
  abn: '51 824 753 556',
  address: { line1: '1 Mill Lane', suburb: 'Marrickville', state: 'NSW', postcode: '2204' },
  contactName: 'Sam Brewer',
  email: ' Sam@HopCreek.example ',
  phone: '+61 412 345 678',
  deliveryAreas: ['Sydney metro'],
};

describe('isValidAbn', () => {
  // published ABNs: the ATO's worked example, Telstra, Woolworths, BHP
  it.each(['51 824 753 556', '51824753556', '33 051 775 556', '88 000 014 675', '49004028077'])('accepts %s', (abn) => {
    expect(isValidAbn(abn)).toBe(true);
  });

  it.each(['51 824 753 557', '12345678901', '5182475355', '518247535560', '51 824 753 55a', '', '00000000000'])('refuses %s', (abn) => {
    expect(isValidAbn(abn)).toBe(false);
  });

  it('formats 11 digits the way the ABR prints them', () => {
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
  });
});

describe('ApplicationCreate', () => {
  it('normalises the ABN to 11 digits and the email to lower case', () => {
    const parsed = ApplicationCreate.parse(supplier);
    expect(parsed.abn).toBe('51824753556');
    expect(parsed.email).toBe('sam@hopcreek.example');
  });

  it.each([
    [{ abn: '51 824 753 557' }, 'abn'],
    [{ email: 'not-an-email' }, 'email'],
    [{ phone: '12 34' }, 'phone'],
    [{ phone: '02-9000-1234' }, 'phone'],
    [{ kind: 'pub' }, 'kind'],
    [{ deliveryAreas: [] }, 'deliveryAreas'],
    [{ deliveryAreas: Array.from({ length: 21 }, (_, index) => `Area ${index}`) }, 'deliveryAreas'],
    [{ type: 'venue', kind: 'pub' }, 'deliveryAreas'],
    [{ businessName: '  ' }, 'businessName'],
  ])('refuses %j naming %s', (change, field) => {
    const result = ApplicationCreate.safeParse({ ...supplier, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain(field);
  });

  it('accepts a venue without delivery areas', () => {
    const { deliveryAreas: _areas, ...rest } = supplier;
    expect(ApplicationCreate.safeParse({ ...rest, type: 'venue', kind: 'pub' }).success).toBe(true);
  });
});
