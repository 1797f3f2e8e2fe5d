import type { OrganisationSettings, SupplierOverview, VenueOverview } from '@tapline/contracts';
import { describe, expect, it } from 'vitest';
import { supplierAttention, venueAttention } from './attention';

const settings: OrganisationSettings = {
  id: '11111111-1111-4111-8111-111111111111',
  type: 'venue',
  slug: 'the-harbour-hotel',
  name: 'The Harbour Hotel',
  description: '',
  logoUrl: '/logo.png',
  contactEmail: 'a@b.example',
  contactPhone: null,
  publicEmail: null,
  publicPhone: null,
  timeZone: 'Australia/Sydney',
  status: 'active',
  suspendedReason: null,
  suspendedAt: null,
  venueKind: 'pub',
  openingHours: { '1': { opens: '11:00', closes: '23:00' } },
  addresses: [{ kind: 'physical', line1: '1 King St', line2: null, suburb: 'Newtown', state: 'NSW', postcode: '2042', country: 'AU' }],
  orderingRules: null,
};
const noKegs = {
  lateEmpties: { kegs: 0, partners: 0, firstPartner: null, days: null },
  overdueKegs: { kegs: 0, partners: 0, firstPartner: null, days: null },
};
const quietVenue: VenueOverview = {
  unreadMessages: { orders: 0, messages: 0 },
  openSupplierOrders: { held: 0, submitted: 0, accepted: 0, dispatched: 0 },
  deliveriesDue: { count: 0, dueToday: 0, overdue: 0, next: [] },
  cart: { lineCount: 0, heldBack: [], unitCount: 0, supplierCount: 0, subtotalCents: 0, currency: 'AUD', problems: [] },
  taps: { count: 3, recent: [] },
  teamSize: 2,
  pendingInvites: 0,
  gettingStarted: { dismissed: false, suppliersToBrowse: [] },
  kegs: noKegs,
  recentOrders: [],
};
const quietSupplier: SupplierOverview = {
  newOrders: { count: 0, oldestSince: null },
  unreadMessages: { orders: 0, messages: 0 },
  heldOrders: { count: 0, first: [] },
  toDispatch: { acceptedCount: 0, dueToday: 0 },
  topProducts: [],
  topVenues: [],
  productCounts: { draft: 0, active: 4, archived: 0 },
  kegs: noKegs,
  teamSize: 1,
  pendingInvites: 0,
  recentOrders: [],
};
const now = new Date('2026-12-03T01:00:00Z'); // 12 pm in Sydney

describe('venueAttention', () => {
  it('nothing when all is well', () => {
    expect(venueAttention(quietVenue, settings, { canManage: true })).toEqual([]);
  });

  it('overdue deliveries first, then those due today (as the server counts them), orders waiting, the cart and the set-up', () => {
    const overview: VenueOverview = {
      ...quietVenue,
      openSupplierOrders: { held: 0, submitted: 2, accepted: 1, dispatched: 0 },
      deliveriesDue: {
        // the list holds the first few only: the counts are the server's
        count: 9,
        dueToday: 6,
        overdue: 1,
        next: [
          {
            orderId: settings.id,
            orderNumber: 'TL-1',
            supplierOrderId: settings.id,
            supplierName: 'A',
            requestedDeliveryDate: '2026-12-01',
            status: 'accepted',
            overdue: true,
          },
          {
            orderId: settings.id,
            orderNumber: 'TL-2',
            supplierOrderId: settings.id,
            supplierName: 'B',
            requestedDeliveryDate: '2026-12-03',
            status: 'submitted',
            overdue: false,
          },
        ],
      },
      cart: {
        ...quietVenue.cart,
        lineCount: 3,
        heldBack: [
          { supplierName: 'B', lineCount: 1, reason: 'B has a minimum order of $300.00 ex GST: add $120.00 more' },
          { supplierName: 'C', lineCount: 1, reason: 'Pale (Keg): This pack is no longer sold' },
        ],
        problems: [
          { skuId: settings.id, productName: 'Pale', skuName: 'Keg', supplierName: 'A', qty: 1, reason: 'sku_archived', stockOnHand: null },
        ],
      },
      taps: { count: 0, recent: [] },
    };
    const items = venueAttention(overview, { ...settings, logoUrl: null, openingHours: null }, { canManage: true });
    expect(items.map((item) => [item.key, item.text])).toEqual([
      ['overdue', '1 delivery overdue.'],
      ['due-today', '6 deliveries due today.'],
      ['awaiting', '2 orders waiting for the supplier to accept.'],
      ['cart', 'Your cart has 5 lines not sent yet.'],
      ['cart-held', 'B (and 1 other supplier) can’t be sent yet: B has a minimum order of $300.00 ex GST: add $120.00 more.'],
      ['cart-problems', '1 line in your cart can’t be ordered now.'],
      ['hours', 'No opening hours on your public page.'],
      ['taps', 'Nothing on tap on your public page.'],
      ['logo', 'No logo yet: your initials stand in for it.'],
    ]);
  });

  it('leaves the address and the taps to the getting-started checklist while it shows (decision 0137)', () => {
    const bare = { ...quietVenue, taps: { count: 0, recent: [] } };
    const noAddress = { ...settings, addresses: [] };
    expect(venueAttention(bare, noAddress, { canManage: true }).map((item) => item.key)).toEqual(['address', 'taps']);
    expect(venueAttention(bare, noAddress, { canManage: true, checklistShown: true }).map((item) => item.key)).toEqual([]);
  });

  it('overdue bills come after the deliveries, with what is overdue over every supplier', () => {
    const overview = {
      ...quietVenue,
      deliveriesDue: { ...quietVenue.deliveriesDue, overdue: 1 },
      openSupplierOrders: { held: 0, submitted: 1, accepted: 0, dispatched: 0 },
    };
    const overdueBills = {
      count: 3,
      amounts: [
        { cents: 120_000, currency: 'AUD' },
        { cents: 5_050, currency: 'AUD' },
      ],
    };
    const items = venueAttention(overview, settings, { canManage: false, overdueBills });
    expect(items.map((item) => [item.key, item.text, item.target])).toEqual([
      ['overdue', '1 delivery overdue.', 'orders'],
      ['overdue-bills', '3 bills overdue: $1,250.50 to pay.', 'bills'],
      ['awaiting', '1 order waiting for the supplier to accept.', 'orders'],
    ]);
    expect(venueAttention(quietVenue, settings, { canManage: true, overdueBills: { count: 0, amounts: [] } })).toEqual([]);
  });

  it('orders held for the supplier’s approval come before those waiting to be accepted', () => {
    const overview = { ...quietVenue, openSupplierOrders: { held: 1, submitted: 2, accepted: 0, dispatched: 0 } };
    expect(venueAttention(overview, settings, { canManage: false }).map((item) => [item.key, item.text])).toEqual([
      ['held', '1 order held for the supplier’s approval (over the credit limit, or the account on hold).'],
      ['awaiting', '2 orders waiting for the supplier to accept.'],
    ]);
  });

  it('members are not asked to fix settings they cannot change', () => {
    const items = venueAttention({ ...quietVenue, pendingInvites: 2 }, { ...settings, logoUrl: null, addresses: [] }, { canManage: false });
    expect(items).toEqual([]);
  });
});

describe('supplierAttention', () => {
  const supplier: OrganisationSettings = {
    ...settings,
    type: 'supplier',
    venueKind: null,
    openingHours: null,
    orderingRules: { minimumOrderCents: null, deliveryWeekdays: [2], orderCutoffTime: null, leadDays: null, currency: 'AUD' },
  };

  it('new orders first, with how long the oldest has waited', () => {
    const overview = {
      ...quietSupplier,
      newOrders: { count: 3, oldestSince: '2026-12-02T01:00:00Z' },
      toDispatch: { acceptedCount: 2, dueToday: 1 },
    };
    expect(supplierAttention(overview, supplier, { canManage: false, now }).map((item) => item.text)).toEqual([
      '3 new orders waiting for you to accept or reject, the oldest from yesterday.',
      '1 accepted order to dispatch today (or overdue).',
    ]);
  });

  it('held orders after the new ones: one names its venue and why, more are counted', () => {
    const held = {
      supplierOrderId: '00000000-0000-4000-8000-000000000001',
      orderNumber: 'TL-001234',
      venueName: 'The Local',
      heldReason: 'Over the credit limit: $4,800.00 of $5,000.00 used, this order $660.00',
      totalCents: 66_000,
      currency: 'AUD',
      createdAt: '2026-12-02T01:00:00Z',
    };
    const one = { ...quietSupplier, newOrders: { count: 1, oldestSince: null }, heldOrders: { count: 1, first: [held] } };
    expect(supplierAttention(one, supplier, { canManage: false, now }).map((item) => [item.key, item.tone, item.text])).toEqual([
      ['new-orders', 'urgent', '1 new order waiting for you to accept or reject.'],
      [
        'held-orders',
        'urgent',
        '1 held order waiting for your credit decision (The Local: Over the credit limit: $4,800.00 of $5,000.00 used, this order $660.00): release or decline.',
      ],
    ]);
    const two = { ...quietSupplier, heldOrders: { count: 2, first: [held, held] } };
    expect(supplierAttention(two, supplier, { canManage: false, now })[0]?.text).toBe(
      '2 held orders waiting for your credit decision: release or decline.',
    );
  });

  it('overdue invoices after the orders waiting, for members too (they read invoices)', () => {
    const overview = { ...quietSupplier, newOrders: { count: 1, oldestSince: null } };
    const items = supplierAttention(overview, supplier, { canManage: false, now, overdueInvoices: { count: 2, amounts: [] } });
    expect(items.map((item) => [item.key, item.tone, item.target])).toEqual([
      ['new-orders', 'urgent', 'orders'],
      ['overdue-invoices', 'urgent', 'invoices'],
    ]);
    expect(items[1]?.text).toBe('2 invoices overdue: past the due date with a balance left to pay.');
    expect(supplierAttention(quietSupplier, supplier, { canManage: false, now, overdueInvoices: { count: 0, amounts: [] } })).toEqual([]);
  });

  it('a catalogue with nothing active, drafts, and no delivery days', () => {
    const overview = { ...quietSupplier, productCounts: { draft: 2, active: 0, archived: 1 }, pendingInvites: 1 };
    const rules = { ...supplier.orderingRules!, deliveryWeekdays: [] };
    expect(supplierAttention(overview, { ...supplier, orderingRules: rules }, { canManage: true, now }).map((item) => item.key)).toEqual([
      'drafts',
      'delivery-days',
      'invites',
    ]);
  });

  it('trade applications waiting after the held orders; none says nothing', () => {
    const items = supplierAttention(quietSupplier, supplier, { canManage: false, now, tradeApplications: 2 });
    expect(items.map((item) => [item.key, item.tone, item.target, item.text])).toEqual([
      ['trade-applications', 'urgent', 'trade-applications', '2 trade account applications waiting for your decision.'],
    ]);
    expect(supplierAttention(quietSupplier, supplier, { canManage: false, now, tradeApplications: 0 })).toEqual([]);
  });
});

describe('kegs needing attention', () => {
  const harbour = { id: 'v1', slug: 'the-local', name: 'The Local' };
  const brewery = { id: 's1', slug: 'harbour-brewing', name: 'Harbour Brewing' };

  it('a supplier: empties past its collection promise are urgent, kegs out too long a thing to do', () => {
    const overview = {
      ...quietSupplier,
      kegs: {
        lateEmpties: { kegs: 3, partners: 1, firstPartner: harbour, days: 7 },
        overdueKegs: { kegs: 5, partners: 2, firstPartner: harbour, days: 60 },
      },
    };
    expect(supplierAttention(overview, settings, { canManage: false, now }).map((item) => [item.tone, item.text, item.target])).toEqual([
      ['urgent', '3 empty kegs at The Local waiting longer than the 7-day collection promise.', 'kegs'],
      ['todo', '5 kegs at 2 venues out longer than 60 days.', 'kegs'],
    ]);
  });

  it('a venue: told of its empties waiting and kegs held too long, to chase the supplier', () => {
    const overview = {
      ...quietVenue,
      kegs: {
        lateEmpties: { kegs: 1, partners: 1, firstPartner: brewery, days: 5 },
        overdueKegs: { kegs: 2, partners: 2, firstPartner: brewery, days: null },
      },
    };
    expect(venueAttention(overview, settings, { canManage: false }).map((item) => [item.tone, item.text])).toEqual([
      ['todo', '1 empty keg of Harbour Brewing’s waiting longer than the 5-day collection promise.'],
      ['todo', '2 kegs of 2 suppliers held longer than the supplier’s keg-out days.'],
    ]);
  });
});

describe('unread messages', () => {
  const supplier: OrganisationSettings = { ...settings, type: 'supplier', venueKind: null, openingHours: null };

  it('are urgent on both sides, after what the order itself waits for, and lead to the orders with unread messages', () => {
    const unread = { orders: 2, messages: 3 };
    const supplierItems = supplierAttention(
      { ...quietSupplier, newOrders: { count: 1, oldestSince: null }, unreadMessages: unread },
      supplier,
      {
        canManage: false,
        now,
      },
    );
    expect(supplierItems.map((item) => [item.key, item.tone, item.target, item.text])).toEqual([
      ['new-orders', 'urgent', 'orders', '1 new order waiting for you to accept or reject.'],
      ['unread-messages', 'urgent', 'unread-messages', '3 unread messages on 2 orders.'],
    ]);
    const venueItems = venueAttention({ ...quietVenue, unreadMessages: { orders: 1, messages: 1 } }, settings, { canManage: false });
    expect(venueItems.map((item) => [item.key, item.text])).toEqual([['unread-messages', '1 unread message on 1 order.']]);
    expect(venueAttention(quietVenue, settings, { canManage: false })).toEqual([]);
  });
});
