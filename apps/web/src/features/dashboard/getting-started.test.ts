import type { OrganisationSettings, SupplierOverview, VenueOverview } from '@tapline/contracts';
import { describe, expect, it } from 'vitest';
import { gettingStartedSteps, venueGettingStartedSteps } from './getting-started';

const overview = {
  productCounts: { draft: 0, active: 0, archived: 0 },
  teamSize: 1,
  pendingInvites: 0,
} as SupplierOverview;
const settings = {
  logoUrl: null,
  orderingRules: { minimumOrderCents: null, deliveryWeekdays: [], orderCutoffTime: null, leadDays: null, currency: 'AUD' },
} as unknown as OrganisationSettings;

const done = (o: SupplierOverview, s: OrganisationSettings) =>
  gettingStartedSteps(o, s)
    .filter((step) => step.done)
    .map((step) => step.key);

describe('a new supplier’s getting-started steps', () => {
  it('are all open for a new supplier', () => {
    expect(done(overview, settings)).toEqual([]);
    expect(done(overview, { ...settings, orderingRules: null })).toEqual([]);
  });

  it('tick themselves from what the API holds', () => {
    expect(done(overview, { ...settings, logoUrl: '/api/uploads/logo.webp' })).toEqual(['logo']);
    expect(done(overview, { ...settings, orderingRules: { ...settings.orderingRules!, deliveryWeekdays: [2] } })).toEqual(['rules']);
    expect(done({ ...overview, productCounts: { draft: 1, active: 0, archived: 0 } }, settings)).toEqual(['product']);
    expect(done({ ...overview, productCounts: { draft: 0, active: 1, archived: 0 } }, settings)).toEqual(['product', 'publish']);
    expect(done({ ...overview, pendingInvites: 1 }, settings)).toEqual(['invite']);
    expect(done({ ...overview, teamSize: 2 }, settings)).toEqual(['invite']);
  });
});

const street = {
  kind: 'physical',
  line1: '7 Tap Lane',
  line2: null,
  suburb: 'Newtown',
  state: 'NSW',
  postcode: '2042',
  country: 'AU',
} as const;
const newVenue = {
  cart: { lineCount: 0, heldBack: [], problems: [] },
  taps: { count: 0, recent: [] },
  teamSize: 1,
  pendingInvites: 0,
  recentOrders: [],
  gettingStarted: {
    dismissed: false,
    suppliersToBrowse: [{ id: 's1', slug: 'saltwater', name: 'Saltwater', suburb: 'Marrickville', productCount: 12 }],
  },
} as unknown as VenueOverview;
const venueSettings = { addresses: [street] } as unknown as OrganisationSettings;
const venueDone = (o: VenueOverview, s: OrganisationSettings) =>
  venueGettingStartedSteps(o, s)
    .filter((step) => step.done)
    .map((step) => step.key);

describe('a new venue’s getting-started steps (decision 0137)', () => {
  it('are five, all open for a venue just approved (its street address is not yet a delivery address)', () => {
    const steps = venueGettingStartedSteps(newVenue, venueSettings);
    expect(steps.map((step) => step.key)).toEqual(['delivery-address', 'invite', 'suppliers', 'first-order', 'taps']);
    expect(steps.filter((step) => step.done)).toEqual([]);
    expect(steps.find((step) => step.key === 'suppliers')?.suppliers).toEqual(newVenue.gettingStarted.suppliersToBrowse);
  });

  it('tick themselves from what the API holds', () => {
    expect(venueDone(newVenue, { ...venueSettings, addresses: [street, { ...street, kind: 'delivery' }] } as OrganisationSettings)).toEqual(
      ['delivery-address'],
    );
    expect(venueDone({ ...newVenue, pendingInvites: 1 }, venueSettings)).toEqual(['invite']);
    expect(venueDone({ ...newVenue, cart: { ...newVenue.cart, lineCount: 2 } }, venueSettings)).toEqual(['suppliers']);
    expect(venueDone({ ...newVenue, recentOrders: [{} as VenueOverview['recentOrders'][number]] }, venueSettings)).toEqual([
      'suppliers',
      'first-order',
    ]);
    expect(venueDone({ ...newVenue, taps: { count: 1, recent: [] } }, venueSettings)).toEqual(['taps']);
  });
});
