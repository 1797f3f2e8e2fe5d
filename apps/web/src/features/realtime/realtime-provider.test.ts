import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { cartKeys } from '@/features/cart';
import { catalogueKeys } from '@/features/catalogue';
import { kegCollectionKeys } from '@/features/keg-collections';
import { kegKeys } from '@/features/kegs';
import { notificationKeys } from '@/features/notifications';
import { orderKeys } from '@/features/orders';
import { orgKeys } from '@/features/organisations';
import { pickListKeys } from '@/features/pick-lists';
import { runSheetKeys } from '@/features/run-sheets';
import { venueMenuQueryOptions } from '@/features/venues';
import { invalidateFor } from './realtime-provider';

/** A client holding one query under each key the events may reach, and one no event names. */
function clientWithQueries() {
  const client = new QueryClient();
  const keys = {
    supplierList: orderKeys.supplierList('supplier-1', {}),
    venueOrder: orderKeys.order('order-1'),
    supplierOverview: orgKeys.overview('supplier-1'),
    venueOverview: orgKeys.overview('venue-1'),
    otherOverview: orgKeys.overview('someone-else'),
    otherSettings: orgKeys.settings('supplier-1'),
    cart: cartKeys.cart('user-1', 'venue-1'),
    bell: notificationKeys.all,
    catalogue: catalogueKeys.list('supplier-1', {}),
    product: ['products', 'detail', 'product-1', {}],
    menu: venueMenuQueryOptions('venue-1').queryKey,
    venueKegs: kegKeys.list('venue-1'),
    supplierKegStatement: kegKeys.statement('supplier-1', 'venue-1', 'current'),
    otherKegs: kegKeys.list('someone-else'),
    collectionsToDo: kegCollectionKeys.toDo('supplier-1'),
    runSheet: runSheetKeys.sheet('supplier-1', '2026-12-02'),
    pickList: pickListKeys.day('supplier-1', '2026-12-02'),
    otherRunSheet: runSheetKeys.sheet('someone-else', '2026-12-02'),
  };
  for (const key of Object.values(keys)) client.setQueryData(key, { seen: true });
  const stale = () =>
    Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
      .sort();
  return { client, stale };
}

describe('what a realtime event makes stale', () => {
  it('an order event: the order lists and pages, both organisations’ overviews and the supplier’s deliveries, nothing else (the bell has its own event)', () => {
    const { client, stale } = clientWithQueries();
    invalidateFor(client, {
      type: 'order.placed',
      organisationIds: ['venue-1', 'supplier-1'],
      venueId: 'venue-1',
      supplierId: 'supplier-1',
      orderId: 'order-1',
      supplierOrderId: 'so-1',
      version: 1,
    });
    expect(stale()).toEqual(['pickList', 'runSheet', 'supplierList', 'supplierOverview', 'venueOrder', 'venueOverview']);
  });

  it('a cart event: the carts only; a notification: the bell only', () => {
    const cart = clientWithQueries();
    invalidateFor(cart.client, { type: 'cart.changed', userId: 'user-1', venueId: 'venue-1', version: 1 });
    expect(cart.stale()).toEqual(['cart']);
    const bell = clientWithQueries();
    invalidateFor(bell.client, { type: 'notification.created', userIds: ['user-1'], version: 1 });
    expect(bell.stale()).toEqual(['bell']);
  });

  it("a catalogue change: the supplier's catalogue and the product pages; an On Tap change: the venue's menu and overview", () => {
    const catalogue = clientWithQueries();
    invalidateFor(catalogue.client, {
      type: 'catalogue.changed',
      organisationIds: ['supplier-1'],
      supplierId: 'supplier-1',
      productIds: ['product-1'],
      version: 1,
    });
    expect(catalogue.stale()).toEqual(['catalogue', 'product']);
    const onTap = clientWithQueries();
    invalidateFor(onTap.client, { type: 'on-tap.changed', organisationIds: ['venue-1'], venueId: 'venue-1', version: 1 });
    expect(onTap.stale()).toEqual(['menu', 'venueOverview']);
  });

  it('a keg change: both sides’ keg pages, the collections and both overviews; no one else’s kegs', () => {
    const { client, stale } = clientWithQueries();
    invalidateFor(client, {
      type: 'kegs.changed',
      organisationIds: ['supplier-1', 'venue-1'],
      supplierId: 'supplier-1',
      venueId: 'venue-1',
      version: 1,
    });
    expect(stale()).toEqual([
      'collectionsToDo',
      'pickList',
      'runSheet',
      'supplierKegStatement',
      'supplierOverview',
      'venueKegs',
      'venueOverview',
    ]);
  });
});
