import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '@tapline/db';
import { createOnTapEntry, createProduct, createSupplier, createVenue } from '@tapline/db/testing';
import { paginated, ProductList, VenueDetail, VenueMenu, VenueSummary } from '@tapline/contracts';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
let local: Awaited<ReturnType<typeof createVenue>>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const supplier = await createSupplier(db, { name: 'Harbour Brewing', slug: 'harbour-brewing' });
  const ipa = await createProduct(db, { supplierId: supplier.id, slug: 'harbour-haze-ipa', name: 'Harbour Haze IPA', style: 'Hazy IPA' });
  const lager = await createProduct(db, { supplierId: supplier.id, slug: 'dock-lager', name: 'Dock Lager', style: 'Lager' });
  const draft = await createProduct(db, { supplierId: supplier.id, slug: 'draft-ale', name: 'Draft Ale', status: 'draft' });

  local = await createVenue(db, { name: 'The Local', slug: 'the-local', venueKind: 'pub' });
  await createVenue(db, { name: 'Alehouse Newtown', slug: 'alehouse-newtown', venueKind: 'bar' });
  await createVenue(db, { name: 'Shut Tavern', slug: 'shut-tavern', status: 'suspended' });
  await db.insert(addresses).values([
    { organisationId: local.id, kind: 'physical', line1: '1 King St', suburb: 'Newtown', state: 'NSW', postcode: '2042' },
    { organisationId: local.id, kind: 'billing', line1: 'PO Box 9', suburb: 'Sydney', state: 'NSW', postcode: '2000' },
  ]);
  await createOnTapEntry(db, { venueId: local.id, productId: lager.id, tapNumber: 2 });
  await createOnTapEntry(db, {
    venueId: local.id,
    productId: ipa.id,
    tapNumber: 1,
    servingSizes: [{ label: 'Pint', volumeMl: 570, priceCents: 1400 }],
  });
  await createOnTapEntry(db, { venueId: local.id, productId: draft.id, tapNumber: 3 });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/venues', () => {
  it('lists active venues by name with suburb and visible on-tap count', async () => {
    const body = parseAnswer(await t.api('/api/venues'), 200, paginated(VenueSummary));
    expect(body).toMatchObject({ page: 1, pageSize: 24, total: 2 });
    expect(body.items.map((v) => v.slug)).toEqual(['alehouse-newtown', 'the-local']);
    expect(body.items[1]).toMatchObject({ suburb: 'Newtown', state: 'NSW', venueKind: 'pub', onTapCount: 3 });
  });

  it('searches by name or suburb', async () => {
    const bySuburb = parseAnswer(await t.api('/api/venues?q=newtown'), 200, paginated(VenueSummary));
    expect(bySuburb.items.map((v) => v.slug)).toEqual(['alehouse-newtown', 'the-local']);
    const byName = parseAnswer(await t.api('/api/venues?q=local'), 200, paginated(VenueSummary));
    expect(byName.items.map((v) => v.slug)).toEqual(['the-local']);
  });

  it('names a bad pageSize', async () => {
    expect(parseError(await t.api('/api/venues?pageSize=0'), 400).message).toContain('pageSize');
  });
});

describe('GET /api/venues/{id}', () => {
  it('shows the venue by slug or id, with its physical address only', async () => {
    const venue = parseAnswer(await t.api('/api/venues/the-local'), 200, VenueDetail);
    expect(venue.addresses).toEqual([
      { kind: 'physical', line1: '1 King St', line2: null, suburb: 'Newtown', state: 'NSW', postcode: '2042', country: 'AU' },
    ]);
    expect(parseAnswer(await t.api(`/api/venues/${local.id}`), 200, VenueDetail)).toEqual(venue);
  });

  it('hides a suspended venue and a supplier asked for as a venue', async () => {
    expect((await t.api('/api/venues/shut-tavern')).statusCode).toBe(404);
    expect((await t.api('/api/venues/harbour-brewing')).statusCode).toBe(404);
  });
});

describe('GET /api/venues/{id}/menu', () => {
  it('gives the On Tap list in the venue’s order; a product no longer public keeps its name but not its link', async () => {
    const menu = parseAnswer(await t.api('/api/venues/the-local/menu'), 200, VenueMenu);
    expect(menu.venue).toEqual({ id: local.id, slug: 'the-local', name: 'The Local' });
    expect(menu.items.map((e) => [e.tapNumber, e.name, e.product?.slug ?? null])).toEqual([
      [1, 'Harbour Haze IPA', 'harbour-haze-ipa'],
      [2, 'Dock Lager', 'dock-lager'],
      [3, 'Draft Ale', null],
    ]);
    expect(menu.items[2]).toMatchObject({ producer: 'Harbour Brewing', status: 'pouring' });
    expect(menu.next).toEqual([]);
    expect(menu.items[0]!.servingSizes).toEqual([{ label: 'Pint', volumeMl: 570, priceCents: 1400 }]);
    expect(menu.items[0]!.product!.supplier.slug).toBe('harbour-brewing');
  });

  it('answers 404 for a venue that does not exist', async () => {
    expect((await t.api('/api/venues/nowhere/menu')).statusCode).toBe(404);
  });
});

describe('GET /api/venues/{id}/products', () => {
  it('lists the products it pours', async () => {
    const products = parseAnswer(await t.api('/api/venues/the-local/products'), 200, ProductList);
    expect(products.items.map((p) => p.slug)).toEqual(['dock-lager', 'harbour-haze-ipa']);
  });
});
