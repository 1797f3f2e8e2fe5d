import { z } from 'zod';
import { Cents, Currency, DateTime, paginated, text, Uuid } from './common';
import { KegLedgerReason, KegOwnerKind } from './kegs';
import { OrganisationRef } from './organisations';

// The keg ledger as each side reads it (docs/domain.md, Kegs; decision 0176): the kegs a venue holds of each
// supplier's keg types (the ledger's sum, the same number on both sides), the empties it has waiting, the deposits
// held, the entries with who and why, a monthly keg statement, and what needs attention.

/** The most kegs one adjustment, write-off or declaration moves. */
export const KEG_MOVE_MAX = 9999;

/** A keg type as the ledger's screens name it. */
export const KegTypeSummary = z.object({
  id: Uuid,
  name: z.string(),
  litres: z.number(),
  ownerKind: KegOwnerKind,
  /** the pool's name (Kegstar, Konvoy…) for a pool keg */
  poolName: z.string().nullable(),
  /** per keg, ex GST; 0 for a pool keg */
  depositCents: Cents,
  archived: z.boolean(),
});
export type KegTypeSummary = z.infer<typeof KegTypeSummary>;

/** A supplier's keg promises (its settings, or the defaults when it set none). */
export const KegPromises = z.object({
  /** empties are collected within this many days of being kicked or declared */
  collectionPromiseDays: z.number().int(),
  /** a keg out longer than this many days needs attention */
  kegOutDays: z.number().int(),
});
export type KegPromises = z.infer<typeof KegPromises>;

/** What a venue holds of one of a supplier's keg types. */
export const KegHolding = z.object({
  kegTypeId: Uuid,
  /** the ledger's sum: kegs at the venue, full or empty */
  balance: z.number().int(),
  /** when the oldest keg still out arrived (returns and write-offs clear the oldest first); null when none is out */
  oldestOutSince: DateTime.nullable(),
  /** kegs out longer than the supplier's keg-out days */
  overdueKegs: z.number().int(),
  /** empties waiting to go back */
  emptiesWaiting: z.number().int(),
  /** when the oldest empty waiting was kicked or declared */
  oldestEmptySince: DateTime.nullable(),
  /** empties waiting longer than the supplier's collection promise */
  lateEmpties: z.number().int(),
  /** balance × the keg type's deposit, ex GST (supplier-owned kegs only) */
  depositHeldCents: Cents,
});
export type KegHolding = z.infer<typeof KegHolding>;

/** A venue's kegs of one supplier, as the supplier's "kegs out by venue" lists them. */
export const SupplierKegVenue = z.object({
  venue: OrganisationRef,
  holdings: z.array(KegHolding),
  kegsOut: z.number().int(),
  emptiesWaiting: z.number().int(),
  depositHeldCents: Cents,
});
export type SupplierKegVenue = z.infer<typeof SupplierKegVenue>;

/** GET /api/suppliers/{id}/kegs: kegs out by venue (venues holding kegs or with empties waiting), most kegs first. */
export const SupplierKegs = z.object({
  currency: Currency,
  promises: KegPromises,
  /** the supplier's keg types: those not archived, and any a venue still holds */
  kegTypes: z.array(KegTypeSummary),
  venues: z.array(SupplierKegVenue),
});
export type SupplierKegs = z.infer<typeof SupplierKegs>;

/** A venue's kegs of one of a supplier's keg types, with what its On Tap page knows of them. */
export const VenueKegHolding = KegHolding.extend({
  /** pouring now (On Tap entries whose SKU comes in this keg type) */
  onTap: z.number().int(),
  /** full in the cold room: balance − on tap − empties waiting, not below 0 */
  full: z.number().int(),
  /** deposits on tax invoices, incl. GST */
  depositsPaidCents: Cents,
  /** deposits credited by adjustment notes, incl. GST */
  depositsRefundedCents: Cents,
});
export type VenueKegHolding = z.infer<typeof VenueKegHolding>;

/** A supplier's kegs at the venue, as the venue's "kegs held per supplier" lists them. */
export const VenueKegSupplier = z.object({
  supplier: OrganisationRef,
  currency: Currency,
  promises: KegPromises,
  kegTypes: z.array(KegTypeSummary),
  holdings: z.array(VenueKegHolding),
  depositsPaidCents: Cents,
  depositsRefundedCents: Cents,
});
export type VenueKegSupplier = z.infer<typeof VenueKegSupplier>;

/** GET /api/venues/{id}/kegs: kegs held per supplier, by supplier name. */
export const VenueKegs = z.object({ suppliers: z.array(VenueKegSupplier) });
export type VenueKegs = z.infer<typeof VenueKegs>;

/** An entry of the keg ledger: what moved, when, who wrote it and why. */
export const KegLedgerEntry = z.object({
  id: Uuid,
  at: DateTime,
  kegType: z.object({ id: Uuid, name: z.string() }),
  reason: KegLedgerReason,
  /** signed: what it adds to the balance */
  delta: z.number().int(),
  /** delivered: the supplier order (and its order's number) that brought them */
  order: z.object({ supplierOrderId: Uuid, orderId: Uuid, number: z.string() }).nullable(),
  /** returned: the collection that took them */
  collectionId: Uuid.nullable(),
  /** adjusted or written off: why, in the supplier's words */
  note: z.string().nullable(),
  actor: z.object({ id: Uuid, name: z.string() }).nullable(),
});
export type KegLedgerEntry = z.infer<typeof KegLedgerEntry>;

/** GET …/kegs/{partnerId}/entries: the pair's entries, newest first, with the two parties. */
export const KegLedgerPage = paginated(KegLedgerEntry).extend({ supplier: OrganisationRef, venue: OrganisationRef });
export type KegLedgerPage = z.infer<typeof KegLedgerPage>;

/** One keg type's month; counts are kegs, `adjusted` signed, the others as they move (returned 3 = 3 came back). */
export const KegStatementLine = z.object({
  kegType: KegTypeSummary,
  opening: z.number().int(),
  delivered: z.number().int(),
  returned: z.number().int(),
  writtenOff: z.number().int(),
  adjusted: z.number().int(),
  /** opening + delivered − returned − written off + adjusted */
  closing: z.number().int(),
  /** closing × the keg type's deposit, ex GST (supplier-owned kegs only) */
  depositHeldCents: Cents,
});
export type KegStatementLine = z.infer<typeof KegStatementLine>;

/** GET …/kegs/{partnerId}/statement?month=YYYY-MM: a month of the supplier's calendar (the current one by default). */
export const KegStatement = z.object({
  month: z.string(),
  /** the month's first and last day */
  from: z.iso.date(),
  to: z.iso.date(),
  /** the supplier's time zone, whose calendar the month is */
  timeZone: z.string(),
  currency: Currency,
  supplier: OrganisationRef,
  venue: OrganisationRef,
  lines: z.array(KegStatementLine),
  /** the month's entries, oldest first */
  entries: z.array(KegLedgerEntry),
});
export type KegStatement = z.infer<typeof KegStatement>;

const note = text().trim().min(1, 'say why (the note is required)').max(500, 'the note is at most 500 characters');

/**
 * POST /api/suppliers/{id}/kegs/{venueId}/entries (the supplier's owners and admins): an adjustment (± kegs) or a
 * write-off (kegs lost or broken), with the reason; a write-off beyond the venue's balance is refused (422).
 */
export const KegAdjustmentInput = z.discriminatedUnion('reason', [
  z
    .object({
      reason: z.literal('adjusted'),
      kegTypeId: Uuid,
      delta: z
        .number()
        .int('delta must be a whole number of kegs')
        .min(-KEG_MOVE_MAX)
        .max(KEG_MOVE_MAX)
        .refine((delta) => delta !== 0, 'delta must not be 0'),
      note,
    })
    .strict(),
  z
    .object({
      reason: z.literal('written_off'),
      kegTypeId: Uuid,
      qty: z.number().int('qty must be a whole number of kegs').min(1, 'qty must be at least 1').max(KEG_MOVE_MAX),
      note,
    })
    .strict(),
]);
export type KegAdjustmentInput = z.infer<typeof KegAdjustmentInput>;

/**
 * POST /api/venues/{id}/kegs/{supplierId}/empties (the venue's members): empties it didn't track on On Tap, per keg
 * type, at most what it holds minus the empties already waiting (422 otherwise).
 */
export const KegEmptiesInput = z
  .object({
    counts: z
      .array(z.object({ kegTypeId: Uuid, qty: z.number().int().min(1, 'qty must be at least 1').max(KEG_MOVE_MAX) }).strict())
      .min(1, 'name at least one keg type')
      .max(50)
      .refine((counts) => new Set(counts.map((count) => count.kegTypeId)).size === counts.length, 'name each keg type once'),
  })
  .strict();
export type KegEmptiesInput = z.infer<typeof KegEmptiesInput>;

/** Kegs that need attention: how many, at how many partners, and the first partner (for a sentence about one). */
const KegAttentionItem = z.object({
  kegs: z.number().int(),
  partners: z.number().int(),
  firstPartner: OrganisationRef.nullable(),
  /** the promise passed: collection days (empties) or keg-out days (kegs); null when partners' differ */
  days: z.number().int().nullable(),
});

/** The overview's keg items: empties waiting longer than the collection promise, kegs out longer than keg-out days. */
export const KegAttention = z.object({ lateEmpties: KegAttentionItem, overdueKegs: KegAttentionItem });
export type KegAttention = z.infer<typeof KegAttention>;
