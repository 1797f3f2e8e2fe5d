import type { VenuePriceList, VenuePricesInput } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { type ApiUser, requireOrganisationAccess, requirePublicOrganisation } from '../../identity';
import { AppError } from '../../platform';
import { withRetryingTransaction } from '../../shared/transactions';
import { deleteVenuePrice, findSupplierSkuIds, listVenuePrices, upsertVenuePrices } from './venue-prices.queries';

/**
 * Any member of the supplier sets prices (as it edits its catalogue), for any active venue: a supplier finds a
 * venue on the public Venues list; there is no "venues served" relation to limit it (decision 0068).
 */
async function requirePricing(db: Database, user: ApiUser, supplierIdOrSlug: string, venueIdOrSlug: string) {
  const { organisation: supplier } = await requireOrganisationAccess(db, user, 'supplier', supplierIdOrSlug);
  const venue = await requirePublicOrganisation(db, 'venue', venueIdOrSlug);
  return { supplier, venue };
}

async function answer(
  db: Database,
  supplier: { id: string; currency: string },
  venue: { id: string; slug: string; name: string },
): Promise<VenuePriceList> {
  const rows = await listVenuePrices(db, supplier.id, venue.id);
  return {
    venue,
    currency: supplier.currency,
    items: rows.map((row) => ({
      skuId: row.skuId,
      skuCode: row.skuCode,
      skuName: row.skuName,
      skuStatus: row.skuStatus,
      product: { id: row.productId, slug: row.productSlug, name: row.productName, status: row.productStatus },
      listPriceCents: row.listPriceCents,
      venuePriceCents: row.venuePriceCents,
      updatedAt: row.updatedAt?.toISOString() ?? null,
    })),
  };
}

export async function getVenuePrices(
  db: Database,
  user: ApiUser,
  supplierIdOrSlug: string,
  venueIdOrSlug: string,
): Promise<VenuePriceList> {
  const { supplier, venue } = await requirePricing(db, user, supplierIdOrSlug, venueIdOrSlug);
  return answer(db, supplier, venue);
}

/** Sets the prices named (the venue's other prices stay); all of them or none: every SKU must be the supplier's. */
export async function putVenuePrices(
  db: Database,
  user: ApiUser,
  supplierIdOrSlug: string,
  venueIdOrSlug: string,
  input: VenuePricesInput,
): Promise<VenuePriceList> {
  const { supplier, venue } = await requirePricing(db, user, supplierIdOrSlug, venueIdOrSlug);
  await withRetryingTransaction(db, async (tx) => {
    const own = await findSupplierSkuIds(
      tx,
      supplier.id,
      input.prices.map((price) => price.skuId),
    );
    const foreign = input.prices.flatMap((price, index) =>
      own.has(price.skuId) ? [] : [{ field: `prices.${index}.skuId`, message: `is not a SKU of ${supplier.name}` }],
    );
    if (foreign.length > 0) throw AppError.validation(foreign, 'body');
    await upsertVenuePrices(tx, venue.id, input.prices);
  });
  return answer(db, supplier, venue);
}

/** The venue pays the list price again. A SKU of another supplier is 404, as an unknown one. */
export async function removeVenuePrice(
  db: Database,
  user: ApiUser,
  supplierIdOrSlug: string,
  venueIdOrSlug: string,
  skuId: string,
): Promise<void> {
  const { supplier, venue } = await requirePricing(db, user, supplierIdOrSlug, venueIdOrSlug);
  if (!(await findSupplierSkuIds(db, supplier.id, [skuId])).has(skuId)) throw AppError.notFound('SKU');
  await deleteVenuePrice(db, venue.id, skuId);
}

/**
 * The venue whose prices a public read shows (`?venueId=`): only a member of it (or a platform admin) may ask;
 * signed out is 401, anyone else 404 as for another tenant's private data (decision 0069). Never silently ignored,
 * so nobody is shown list prices believing they are theirs.
 */
export async function pricingVenueFor(db: Database, viewer: ApiUser | null, venueId: string | undefined): Promise<string | undefined> {
  if (venueId === undefined) return undefined;
  if (!viewer) throw new AppError('unauthorized', "Sign in as a member of the venue to see the venue's prices");
  return (await requireOrganisationAccess(db, viewer, 'venue', venueId)).organisation.id;
}
