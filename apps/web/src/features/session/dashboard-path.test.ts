import type { UserOrganisation } from '@tapline/contracts';
import { describe, expect, it } from 'vitest';
import { dashboardEntry, dashboardPath, parseEntityRef } from './dashboard-path';

const harbour: UserOrganisation = {
  id: '11111111-1111-4111-8111-111111111111',
  type: 'venue',
  slug: 'the-harbour-hotel',
  name: 'The Harbour Hotel',
  logoUrl: null,
  status: 'active',
  suspendedReason: null,
  suspendedAt: null,
  organisationRole: 'owner',
};
const saltwater: UserOrganisation = {
  ...harbour,
  id: '22222222-2222-4222-8222-222222222222',
  type: 'supplier',
  slug: 'saltwater-brewing',
  name: 'Saltwater Brewing',
};
const stored = (value: unknown) => JSON.stringify(value);

describe('dashboardPath', () => {
  it('puts the slug in the venue or supplier dashboard path', () => {
    expect(dashboardPath({ type: 'venue', slug: 'the-harbour-hotel' })).toBe('/dash/venues/the-harbour-hotel');
    expect(dashboardPath({ type: 'supplier', slug: 'saltwater-brewing' })).toBe('/dash/suppliers/saltwater-brewing');
  });
});

describe('parseEntityRef', () => {
  it('needs only a type and a slug', () => {
    expect(parseEntityRef(stored({ type: 'venue', slug: 'x' }))).toEqual({ type: 'venue', slug: 'x' });
  });
  it.each([
    null,
    '',
    '{not json',
    'null',
    '42',
    stored({ slug: 'x' }),
    stored({ type: 'venue' }),
    stored({ type: 'venue', slug: '' }),
    stored({ type: 'product', slug: 'x' }),
  ])('refuses %s', (raw) => expect(parseEntityRef(raw)).toBeNull());
});

describe('dashboardEntry (docs/domain.md, Routes)', () => {
  const organisations = [harbour, saltwater];

  it.each([
    ['missing', null],
    ['unparsable', '{"type":"venue",'],
    ['lacking type', stored({ slug: 'the-harbour-hotel', name: 'The Harbour Hotel', id: harbour.id })],
    ['lacking slug', stored({ type: 'venue', name: 'The Harbour Hotel', id: harbour.id })],
  ])('%s → choose an entity, nothing to clear', (_case, raw) => {
    expect(dashboardEntry(raw, organisations)).toEqual({ kind: 'choose', clear: false });
  });

  it.each([
    ['missing', null],
    ['unparsable', '{"type":"venue",'],
  ])('%s, with exactly one organisation → that one, made the active entity (nothing to choose)', (_case, raw) => {
    expect(dashboardEntry(raw, [saltwater])).toEqual({
      kind: 'member',
      entity: { type: 'supplier', slug: saltwater.slug, name: saltwater.name, id: saltwater.id },
      path: '/dash/suppliers/saltwater-brewing',
    });
  });

  it('missing, with no organisation → choose (the page says how to join one)', () => {
    expect(dashboardEntry(null, [])).toEqual({ kind: 'choose', clear: false });
  });

  it('a venue → its dashboard', () => {
    expect(dashboardEntry(stored({ type: 'venue', slug: harbour.slug, name: harbour.name, id: harbour.id }), organisations)).toEqual({
      kind: 'member',
      entity: { type: 'venue', slug: harbour.slug, name: harbour.name, id: harbour.id },
      path: '/dash/venues/the-harbour-hotel',
    });
  });

  it('a supplier → its dashboard', () => {
    const entry = dashboardEntry(stored({ type: 'supplier', slug: saltwater.slug, name: saltwater.name, id: saltwater.id }), organisations);
    expect(entry).toMatchObject({ kind: 'member', path: '/dash/suppliers/saltwater-brewing' });
  });

  it('follows a slug that changed since the entity was chosen (matched by id)', () => {
    const entry = dashboardEntry(stored({ type: 'venue', slug: 'old-slug', name: 'Old name', id: harbour.id }), organisations);
    expect(entry).toEqual({
      kind: 'member',
      entity: { type: 'venue', slug: harbour.slug, name: harbour.name, id: harbour.id },
      path: '/dash/venues/the-harbour-hotel',
    });
  });

  it('without an id, matches by type and slug and fills in the rest', () => {
    expect(dashboardEntry(stored({ type: 'venue', slug: harbour.slug }), organisations)).toMatchObject({
      kind: 'member',
      entity: { id: harbour.id, name: harbour.name },
    });
  });

  it('an organisation the user does not belong to is reported, with the path an admin would open', () => {
    const raw = stored({ type: 'venue', slug: 'valley-tap-room', name: 'Valley Tap Room', id: '33333333-3333-4333-8333-333333333333' });
    expect(dashboardEntry(raw, organisations)).toEqual({
      kind: 'not-member',
      ref: { type: 'venue', slug: 'valley-tap-room', name: 'Valley Tap Room', id: '33333333-3333-4333-8333-333333333333' },
      path: '/dash/venues/valley-tap-room',
    });
  });

  it('a venue id stored with the supplier type is not a membership', () => {
    expect(dashboardEntry(stored({ type: 'supplier', slug: harbour.slug, name: harbour.name, id: harbour.id }), organisations).kind).toBe(
      'not-member',
    );
  });

  it('a user with no organisations has every stored entity reported as not theirs', () => {
    expect(dashboardEntry(stored({ type: 'venue', slug: harbour.slug, name: harbour.name, id: harbour.id }), []).kind).toBe('not-member');
  });
});
