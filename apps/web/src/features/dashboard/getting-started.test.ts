import type { OrganisationSettings, SupplierOverview } from '@tapline/contracts';
import { describe, expect, it } from 'vitest';
import { gettingStartedSteps } from './getting-started';

const overview = {
  productCounts: { draft: 0, active: 0, archived: 0 },
  teamSize: 1,
  pendingInvites: 0,
} as SupplierOverview;
const settings = {
  logoUrl: null,
  orderingRules: { minimumOrderCents: null, deliveryWeekdays: [], orderCutoffTime: null, leadDays: null, currency: 'AUD' },
} as unknown as OrganisationSettings;

const done = (o: SupplierOverview, s: OrganisationSettings) => gettingStartedSteps(o, s).filter((step) => step.done).map((step) => step.key);

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
