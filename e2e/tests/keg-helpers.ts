import { expect, type APIRequestContext } from '@playwright/test';
import type { CatalogueProduct, CatalogueSku, KegType, Order } from '@tapline/contracts';
import { apiAs, createOrganisation, orderThroughApi, publishedKeg, type OwnOrganisation } from './organisation-helpers';

// Set-up of the keg journeys through the API (issue 37): a brewery and a venue of the journey's own, the brewery's own
// 50 L keg with a deposit, a keg pack naming it, and kegs ordered and delivered. What a journey is about stays on screen.

interface KegPair {
  brewery: OwnOrganisation;
  venue: OwnOrganisation;
  breweryApi: Awaited<ReturnType<typeof apiAs>>;
  venueApi: Awaited<ReturnType<typeof apiAs>>;
  kegType: KegType;
  product: CatalogueProduct;
  sku: CatalogueSku;
}

/** A new brewery and venue; the brewery's own "50 L keg" (`depositCents` ex GST, GST on it) and a keg pack naming it. */
export async function kegPair(
  request: APIRequestContext,
  label: string,
  keg: { name: string; style: string; code: string; unitPriceCents: number; depositCents: number },
): Promise<KegPair> {
  const [brewery, venue] = await Promise.all([
    createOrganisation(request, 'supplier', `${label}-brewery`),
    createOrganisation(request, 'venue', `${label}-venue`),
  ]);
  const [breweryApi, venueApi] = await Promise.all([
    apiAs(request, brewery.owner.email, brewery.owner.password),
    apiAs(request, venue.owner.email, venue.owner.password),
  ]);
  const created = await breweryApi.raw('POST', `/api/suppliers/${brewery.organisation.id}/keg-types`, {
    name: '50 L keg',
    litres: 50,
    depositCents: keg.depositCents,
  });
  expect(created.status(), await created.text()).toBe(201);
  const kegType = (await created.json()) as KegType;
  const { product, sku } = await publishedKeg(request, brewery, { ...keg, kegTypeId: kegType.id });
  return { brewery, venue, breweryApi, venueApi, kegType, product, sku };
}

/** The venue orders `qty` kegs of the pair's pack; the brewery accepts, dispatches and delivers them all. */
export async function kegsDelivered(pair: KegPair, qty: number): Promise<Order> {
  const order = await orderThroughApi(pair.venueApi, pair.venue.organisation.id, pair.sku.id, qty);
  for (const step of ['accept', 'dispatch', 'deliver']) {
    const moved = await pair.breweryApi.raw('POST', `/api/supplier-orders/${order.supplierOrders[0]!.id}/${step}`, {});
    expect(moved.status(), `${step}: ${await moved.text()}`).toBe(200);
  }
  return order;
}
