import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FieldIssue, VenueDetail } from '@tapline/contracts';
import { callAs } from '../support/auth-kit';
import { parseAnswer, parseError } from '../support/parse-answer';
import { LONE_SURROGATE, NUL, unstorableTextKit } from '../support/unstorable-text-kit';

const { kit } = unstorableTextKit();

type Caller = 'anonymous' | 'owner' | 'admin';
interface Operation {
  name: string;
  caller: Caller;
  method: 'GET' | 'POST' | 'PATCH';
  /** the request for a bad value, and the field its 400 must name */
  request: (bad: string) => { url: string; payload?: unknown };
  field: string;
  /** in a query string or a path, a lone surrogate can't be sent: its percent-encoding is not UTF-8 */
  inUrl?: boolean;
}

const address = (line1: string) => ({ kind: 'physical', line1, suburb: 'Newtown', state: 'NSW', postcode: '2042' });
const apiOperations: Operation[] = [
  {
    name: 'public product search',
    caller: 'anonymous',
    method: 'GET',
    request: (bad) => ({ url: `/api/products?q=${encodeURIComponent(bad)}` }),
    field: 'q',
    inUrl: true,
  },
  {
    name: 'public product tags',
    caller: 'anonymous',
    method: 'GET',
    request: (bad) => ({ url: `/api/products?tags=hazy,${encodeURIComponent(bad)}` }),
    field: 'tags',
    inUrl: true,
  },
  {
    name: 'public venue search',
    caller: 'anonymous',
    method: 'GET',
    request: (bad) => ({ url: `/api/venues?q=${encodeURIComponent(bad)}` }),
    field: 'q',
    inUrl: true,
  },
  {
    name: 'public supplier search',
    caller: 'anonymous',
    method: 'GET',
    request: (bad) => ({ url: `/api/suppliers?q=${encodeURIComponent(bad)}` }),
    field: 'q',
    inUrl: true,
  },
  {
    name: "a venue's products",
    caller: 'anonymous',
    method: 'GET',
    request: (bad) => ({ url: `/api/venues/the-local/products?q=${encodeURIComponent(bad)}` }),
    field: 'q',
    inUrl: true,
  },
  {
    name: "a supplier's products",
    caller: 'anonymous',
    method: 'GET',
    request: (bad) => ({ url: `/api/suppliers/harbour-brewing/products?q=${encodeURIComponent(bad)}` }),
    field: 'q',
    inUrl: true,
  },
  {
    name: 'product by id',
    caller: 'anonymous',
    method: 'GET',
    request: (bad) => ({ url: `/api/products/harbour${encodeURIComponent(bad)}` }),
    field: 'id',
    inUrl: true,
  },
  {
    name: 'venue by id',
    caller: 'anonymous',
    method: 'GET',
    request: (bad) => ({ url: `/api/venues/the${encodeURIComponent(bad)}` }),
    field: 'id',
    inUrl: true,
  },
  {
    name: 'supplier by id',
    caller: 'anonymous',
    method: 'GET',
    request: (bad) => ({ url: `/api/suppliers/harbour${encodeURIComponent(bad)}` }),
    field: 'id',
    inUrl: true,
  },
  {
    name: 'invite preview',
    caller: 'anonymous',
    method: 'GET',
    request: (bad) => ({ url: `/api/invites/${'a'.repeat(20)}${encodeURIComponent(bad)}` }),
    field: 'token',
    inUrl: true,
  },
  {
    name: 'admin venue search',
    caller: 'admin',
    method: 'GET',
    request: (bad) => ({ url: `/api/admin/venues?q=${encodeURIComponent(bad)}` }),
    field: 'q',
    inUrl: true,
  },
  {
    name: 'settings PATCH name',
    caller: 'owner',
    method: 'PATCH',
    request: (bad) => ({ url: '/api/venues/the-local', payload: { name: `The ${bad}Local` } }),
    field: 'name',
  },
  {
    name: 'settings PATCH description',
    caller: 'owner',
    method: 'PATCH',
    request: (bad) => ({ url: '/api/venues/the-local', payload: { description: bad } }),
    field: 'description',
  },
  {
    name: 'settings PATCH venue kind',
    caller: 'owner',
    method: 'PATCH',
    request: (bad) => ({ url: '/api/venues/the-local', payload: { venueKind: `pub${bad}` } }),
    field: 'venueKind',
  },
  {
    name: 'settings PATCH time zone',
    caller: 'owner',
    method: 'PATCH',
    request: (bad) => ({ url: '/api/venues/the-local', payload: { timeZone: `Australia/Sydney${bad}` } }),
    field: 'timeZone',
  },
  {
    name: 'settings PATCH address',
    caller: 'owner',
    method: 'PATCH',
    request: (bad) => ({ url: '/api/venues/the-local', payload: { addresses: [address(`1 King${bad} St`)] } }),
    field: 'addresses.0.line1',
  },
  {
    name: 'settings PATCH opening hours key',
    caller: 'owner',
    method: 'PATCH',
    request: (bad) => ({ url: '/api/venues/the-local', payload: { openingHours: { [`1${bad}`]: { opens: '11:00', closes: '23:00' } } } }),
    field: 'openingHours',
  },
  {
    name: 'invite create',
    caller: 'owner',
    method: 'POST',
    request: (bad) => ({ url: '/api/venues/the-local/invites', payload: { email: `new${bad}@example.test`, organisationRole: 'buyer' } }),
    field: 'email',
  },
  {
    name: 'admin create',
    caller: 'admin',
    method: 'POST',
    request: (bad) => ({ url: '/api/admin/venues', payload: { name: `New ${bad}Bar`, ownerEmail: 'boss@example.test' } }),
    field: 'name',
  },
  {
    name: 'admin suspend',
    caller: 'admin',
    method: 'POST',
    request: (bad) => ({ url: '/api/admin/venues/the-local/suspend', payload: { reason: `unpaid ${bad}` } }),
    field: 'reason',
  },
  {
    name: 'admin application search',
    caller: 'admin',
    method: 'GET',
    request: (bad) => ({ url: `/api/admin/applications?q=${encodeURIComponent(bad)}` }),
    field: 'q',
    inUrl: true,
  },
  {
    name: 'admin application approve',
    caller: 'admin',
    method: 'POST',
    request: (bad) => ({
      url: `/api/admin/applications/${randomUUID()}/approve`,
      payload: { name: `Mash ${bad}Tun`, ownerEmail: 'boss@example.test' },
    }),
    field: 'name',
  },
  {
    name: 'admin application decline',
    caller: 'admin',
    method: 'POST',
    request: (bad) => ({ url: `/api/admin/applications/${randomUUID()}/decline`, payload: { reason: `no ${bad}` } }),
    field: 'reason',
  },
];

function callApi(caller: Caller, method: Operation['method'], url: string, payload?: unknown) {
  const person = caller === 'owner' ? kit.owner : caller === 'admin' ? kit.admin : null;
  // an object body goes as JSON (JSON.stringify, content-type application/json)
  return callAs(kit.t, person, method, url, payload);
}

describe('NUL and lone surrogates in /api input', () => {
  const cases = apiOperations.flatMap((operation) =>
    [
      ['NUL', NUL],
      ['a lone surrogate', LONE_SURROGATE],
    ]
      .filter(([kind]) => kind === 'NUL' || !operation.inUrl)
      .map(([kind, bad]) => ({ ...operation, kind: kind!, bad: bad! })),
  );

  it.each(cases)('$name with $kind: 400 validation_failed naming $field', async ({ caller, method, request, bad, field }) => {
    const { url, payload } = request(bad);
    const error = parseError(await callApi(caller, method, url, payload), 400);
    expect(error.code).toBe('validation_failed');
    expect(
      z
        .array(FieldIssue)
        .parse(error.details)
        .map((issue) => issue.field),
    ).toContain(field);
  });

  it('changed nothing and logged no error', async () => {
    const venue = parseAnswer(await kit.t.api('/api/venues/the-local'), 200, VenueDetail);
    expect(venue).toMatchObject({ name: 'The Local', description: expect.not.stringContaining(NUL) });
    expect(venue.addresses).toEqual([]);
    expect(kit.logLines).toEqual([]);
  });

  it('a lone surrogate percent-encoded in a query string arrives as the text it was sent as, and is searched', async () => {
    // %ED%A0%80 is not UTF-8: the query parser keeps it as it came, which the database stores
    expect((await kit.t.api('/api/products?q=%ED%A0%80')).statusCode).toBe(200);
  });
});
