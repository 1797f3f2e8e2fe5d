import { USUAL_DAYS, USUAL_WEEKS, type UsualAnswer, type UsualGuide, type UsualItem, type UsualQuery } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { type ApiUser, requireOrganisationAccess } from '../../identity';
import { listVenueOrderedLines, listVenueOrderedSuppliers, type OrderedSupplier } from '../orders/order-history.service';
import { guidePackOf, usualFigures } from './guide-rules';
import { listPacks } from './guides.queries';

// The computed "Usual" guide (decision 0165): per supplier, what the venue ordered in the last USUAL_DAYS days, from
// its supplier orders that stood (neither rejected nor cancelled): how often, the median quantity, the last price.
// Any member of the venue reads it; it is there from the first order, with nothing to set up.

const DAY_MS = 86_400_000;

function supplierOf(row: OrderedSupplier) {
  return { id: row.id, slug: row.slug, name: row.name, logoUrl: row.logoUrl };
}

async function usualOf(
  db: Database,
  venueId: string,
  currency: string,
  supplier: OrderedSupplier,
  since: Date,
  now: Date,
): Promise<UsualGuide> {
  const lines = await listVenueOrderedLines(db, venueId, since, supplier.id);
  const figures = usualFigures(lines, now);
  const packs = new Map(
    (
      await listPacks(
        db,
        venueId,
        figures.map((figure) => figure.skuId),
      )
    ).map((pack) => [pack.skuId, pack]),
  );
  return {
    supplier: supplierOf(supplier),
    orderCount: supplier.orderCount,
    items: figures.flatMap((figure): UsualItem[] => {
      const pack = packs.get(figure.skuId);
      if (!pack) return [];
      return [{ ...guidePackOf(pack), ...figure, lastOrderedAt: figure.lastOrderedAt.toISOString() }];
    }),
    currency,
  };
}

export async function getUsual(db: Database, user: ApiUser, venueIdOrSlug: string, query: UsualQuery, now: Date): Promise<UsualAnswer> {
  const { organisation: venue } = await requireOrganisationAccess(db, user, 'venue', venueIdOrSlug);
  const since = new Date(now.getTime() - USUAL_DAYS * DAY_MS);
  const suppliers = await listVenueOrderedSuppliers(db, venue.id, since);
  const chosen = query.supplierId === undefined ? undefined : suppliers.find((row) => row.id === query.supplierId);
  return {
    since: since.toISOString(),
    weeks: USUAL_WEEKS,
    suppliers: suppliers.map((row) => ({
      supplier: supplierOf(row),
      orderCount: row.orderCount,
      skuCount: row.skuCount,
      lastOrderedAt: row.lastOrderedAt.toISOString(),
    })),
    usual: chosen ? await usualOf(db, venue.id, venue.currency, chosen, since, now) : null,
  };
}
