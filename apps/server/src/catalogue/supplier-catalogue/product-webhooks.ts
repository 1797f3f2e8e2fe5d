import type { Database } from '@tapline/db';
import type { WebhookOutbox } from '../../platform';
import { listProductSnapshots } from './product-webhooks.queries';

/**
 * product.changed for each product a catalogue write touched, in its transaction, to the supplier's own endpoints
 * (decision 0197): the product as it now stands with its packs at list price. Venues' events, each with its own price
 * alone, come later.
 */
export async function emitProductsChanged(tx: Database, webhooks: WebhookOutbox | undefined, productIds: readonly string[]): Promise<void> {
  if (!webhooks || productIds.length === 0) return;
  const snapshots = await listProductSnapshots(tx, productIds);
  await webhooks.emit(
    tx,
    snapshots.map((data) => ({ organisationId: data.supplierId, type: 'product.changed' as const, resourceId: data.productId, data })),
  );
}
