import type { OnTapEntry } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { WebhookOutbox } from '../../platform';

/** The venue's list as it stands after a write, as a menu.updated webhook event in the write's transaction (decision 0197). */
export async function emitMenuUpdated(
  tx: Database,
  webhooks: WebhookOutbox | undefined,
  venueId: string,
  entries: OnTapEntry[],
): Promise<void> {
  if (!webhooks) return;
  const taps = entries.map((entry) => ({
    entryId: entry.id,
    status: entry.status,
    tapNumber: entry.tapNumber,
    name: entry.name,
    producer: entry.producer,
    position: entry.position,
  }));
  await webhooks.emit(tx, [{ organisationId: venueId, type: 'menu.updated', resourceId: venueId, data: { venueId, taps } }]);
}
