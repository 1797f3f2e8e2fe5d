import type { Database } from '@tapline/db';
import type { WebhookEventInput, WebhookOutbox } from '../../platform';
import { listProductSnapshots, listVenueSkuPrices } from './product-webhooks.queries';

/**
 * product.changed for each product a catalogue write touched, in its transaction (decision 0197, amended):
 * - to the supplier's own endpoints, the product as it now stands with all its packs at list price;
 * - to each venue with an enabled endpoint wanting product.changed, while the product is public (active, of an active
 *   supplier): its active packs, each with the price THAT venue pays (`priceCents`), never another venue's. One
 *   statement finds those venues; none, and nothing more is read or written.
 */
export async function emitProductsChanged(tx: Database, webhooks: WebhookOutbox | undefined, productIds: readonly string[]): Promise<void> {
  if (!webhooks || productIds.length === 0) return;
  const snapshots = await listProductSnapshots(tx, productIds);
  const events: WebhookEventInput[] = snapshots.map(({ head }) => ({
    organisationId: head.supplierId,
    type: 'product.changed',
    resourceId: head.productId,
    data: head,
  }));
  const visible = snapshots.filter((snapshot) => snapshot.public).map(({ head }) => head);
  const venueIds = visible.length > 0 ? await webhooks.subscribers(tx, 'product.changed', 'venue') : [];
  if (venueIds.length > 0) {
    const prices = await listVenueSkuPrices(
      tx,
      venueIds,
      visible.map((head) => head.productId),
    );
    const priceOf = new Map(prices.map((row) => [`${row.venueId} ${row.skuId}`, row.priceCents]));
    for (const venueId of venueIds)
      for (const head of visible)
        events.push({
          organisationId: venueId,
          type: 'product.changed',
          resourceId: head.productId,
          data: {
            ...head,
            skus: head.skus.flatMap((pack) => {
              const priceCents = priceOf.get(`${venueId} ${pack.skuId}`);
              return pack.status === 'active' && priceCents !== undefined ? [{ ...pack, priceCents }] : [];
            }),
          },
        });
  }
  await webhooks.emit(tx, events);
}
