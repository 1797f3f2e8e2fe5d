import type { Order, ProductSummary } from '@tapline/contracts';

/** Something the venue can put on: a catalogue product, with the keg it last ordered when known. */
export interface Candidate {
  productId: string;
  name: string;
  producer: string;
  /** "Hazy IPA · 6.5%" when known */
  detail: string | null;
  /** the SKU last ordered (so "Kicked — order again" can reorder it) */
  skuId: string | null;
  orderedBefore: boolean;
}

/** The products of the venue's latest orders, newest order first, each once. */
export function recentCandidates(orders: readonly Order[], limit = 8): Candidate[] {
  const seen = new Set<string>();
  const found: Candidate[] = [];
  for (const order of orders) {
    for (const supplierOrder of order.supplierOrders) {
      for (const line of supplierOrder.lines) {
        if (!line.productId || seen.has(line.productId)) continue;
        seen.add(line.productId);
        found.push({
          productId: line.productId,
          name: line.productName,
          producer: supplierOrder.supplier.name,
          detail: line.skuName,
          skuId: line.skuId,
          orderedBefore: true,
        });
      }
    }
  }
  return found.slice(0, limit);
}

function detailOf(product: ProductSummary): string | null {
  const parts = [product.style || null, product.abv !== null ? `${product.abv.toFixed(1)}%` : null].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/**
 * Search results with what the venue has ordered before first (the issue: "with the venue's recent orders
 * first"); otherwise in the search's own order. Products already on the list are left out.
 */
export function searchCandidates(products: readonly ProductSummary[], onList: ReadonlySet<string>): Candidate[] {
  const candidates = products
    .filter((product) => !onList.has(product.id))
    .map((product) => ({
      productId: product.id,
      name: product.name,
      producer: product.supplier.name,
      detail: detailOf(product),
      // a keg when it has one among its cheapest packs (the price of a keg is what a venue reorders)
      skuId: product.packs.find((pack) => /keg/i.test(pack.name))?.skuId ?? null,
      orderedBefore: product.orderedBefore === true,
    }));
  return [...candidates.filter((item) => item.orderedBefore), ...candidates.filter((item) => !item.orderedBefore)];
}
