import type { KegCollection, KegCollectionKegType, KegCountView, KegRefundCount } from '@tapline/contracts';
import type { KegCountRow } from '@tapline/db';
import type { CollectionRow, RefundNoteRow } from './keg-collections.queries';
import type { KegTypeRow } from './keg-collection-support.queries';

// Collections as the API answers them, and the words their notices use (decision 0177). No database here.

export function kegTypeOf(row: KegTypeRow): KegCollectionKegType {
  return {
    id: row.id,
    name: row.name,
    litres: row.litres,
    ownerKind: row.ownerKind,
    poolName: row.poolName,
    depositCents: row.depositCents,
  };
}

function personOf(id: string | null, name: string | null, email: string | null) {
  return id === null ? null : { id, name: name || email || 'Someone' };
}

function countsOf(counts: readonly KegCountRow[], types: ReadonlyMap<string, KegTypeRow>): KegCountView[] {
  return counts.flatMap((count) => {
    const type = types.get(count.kegTypeId);
    return type ? [{ kegType: kegTypeOf(type), qty: count.qty }] : [];
  });
}

/** Kegs of each type the notes credited: a note line names the invoice line it credits, which names its keg type. */
function refundedByType(notes: readonly RefundNoteRow[]): Map<string, number> {
  const refunded = new Map<string, number>();
  for (const note of notes) {
    for (const line of note.lines) {
      const kegTypeId = line.invoiceLineIndex === undefined ? undefined : note.invoiceLines[line.invoiceLineIndex]?.kegTypeId;
      if (kegTypeId) refunded.set(kegTypeId, (refunded.get(kegTypeId) ?? 0) + line.qty);
    }
  }
  return refunded;
}

/** Per supplier-owned keg type collected: how many, and how many had their deposit refunded (a pool keg never). */
function refundsOf(collected: KegCountView[], notes: readonly RefundNoteRow[]): KegRefundCount[] {
  const refunded = refundedByType(notes);
  return collected
    .filter((count) => count.kegType.ownerKind === 'supplier')
    .map((count) => ({ kegType: count.kegType, collected: count.qty, refunded: refunded.get(count.kegType.id) ?? 0 }));
}

export function collectionOf(row: CollectionRow, types: ReadonlyMap<string, KegTypeRow>, notes: readonly RefundNoteRow[]): KegCollection {
  const collected = row.collected ? countsOf(row.collected, types) : null;
  return {
    id: row.id,
    supplier: { id: row.supplierId, slug: row.supplierSlug, name: row.supplierName },
    venue: { id: row.venueId, slug: row.venueSlug, name: row.venueName },
    status: row.status,
    version: row.version,
    swapAtDelivery: row.swapAtDelivery,
    requestedFor: row.requestedFor,
    requested: countsOf(row.requested, types),
    note: row.note,
    requestedBy: personOf(row.requestedById, row.requestedByName, row.requestedByEmail),
    requestedAt: row.requestedAt?.toISOString() ?? null,
    collected,
    collectedBy: personOf(row.collectedById, row.collectedByName, row.collectedByEmail),
    collectedAt: row.collectedAt?.toISOString() ?? null,
    override: row.override,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    refundNotes: notes.map((note) => ({
      id: note.id,
      number: note.number,
      invoiceId: note.invoiceId,
      invoiceNumber: note.invoiceNumber,
      issueDate: note.issueDate,
      currency: note.currency,
      totalCents: note.totalCents,
    })),
    refunds: collected ? refundsOf(collected, notes) : [],
  };
}

/** "6 × 50 L keg, 2 × 30 L keg" */
export function kegWords(counts: readonly { name: string; qty: number }[]): string {
  return counts.map((count) => `${count.qty} × ${count.name}`).join(', ');
}

/** "1 empty keg", "6 empty kegs" */
export function emptiesWord(total: number): string {
  return `${total} empty ${total === 1 ? 'keg' : 'kegs'}`;
}
