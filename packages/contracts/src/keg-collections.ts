import { z } from 'zod';
import { DateTime, paginated, PaginationQuery, text, Uuid } from './common';
import { KegCollectionStatus, KegOwnerKind } from './kegs';
import { OrganisationRef } from './organisations';
import { CalendarDate } from './ordering';

// Empties collected (issue 37, item 4; decision 0177): a venue asks a supplier to collect its empty kegs (how many of
// each keg type, on a day, at the next delivery, or swapped one for one then); the supplier records what the driver
// actually took; the keg ledger and the deposit refund (an adjustment note) follow what was collected.

/** The most kegs of one type a collection asks for or records. */
export const KEG_COLLECTION_QTY_MAX = 9999;
/** The most keg types one collection names. */
export const KEG_COLLECTION_TYPES_MAX = 20;
export const KEG_COLLECTION_NOTE_MAX = 500;

function eachKegTypeOnce<T extends { kegTypeId: string }>(kegs: T[], context: z.RefinementCtx) {
  const seen = new Set<string>();
  kegs.forEach((keg, index) => {
    if (seen.has(keg.kegTypeId))
      context.addIssue({ code: 'custom', path: [index, 'kegTypeId'], message: 'names a keg type already named: each keg type once' });
    seen.add(keg.kegTypeId);
  });
}

const kegCounts = (min: number) =>
  z
    .array(
      z
        .object({
          kegTypeId: Uuid,
          qty: z
            .number()
            .int()
            .min(min, `qty must be at least ${min}`)
            .max(KEG_COLLECTION_QTY_MAX, `qty must be at most ${KEG_COLLECTION_QTY_MAX}`),
        })
        .strict(),
    )
    .min(1, 'name at least one keg type')
    .max(KEG_COLLECTION_TYPES_MAX, `name at most ${KEG_COLLECTION_TYPES_MAX} keg types`)
    .superRefine(eachKegTypeOnce);

/**
 * POST /api/venues/{id}/keg-collections (any member of the venue): the empties to collect, at most the venue's balance
 * of each type (422 `keg_refused` naming the type). `requestedFor` null = at the next delivery; `swapAtDelivery` = one
 * for one at the next delivery (no day). The pair's open request, if any, is replaced (decision 0177).
 */
export const KegCollectionRequestInput = z
  .object({
    supplierId: Uuid,
    kegs: kegCounts(1),
    requestedFor: CalendarDate.nullable().default(null),
    swapAtDelivery: z.boolean().default(false),
    note: text().trim().max(KEG_COLLECTION_NOTE_MAX, `note must be at most ${KEG_COLLECTION_NOTE_MAX} characters`).default(''),
  })
  .strict()
  .superRefine((value, context) => {
    if (value.swapAtDelivery && value.requestedFor !== null)
      context.addIssue({
        code: 'custom',
        path: ['requestedFor'],
        message: 'a swap at the next delivery takes no day: leave requestedFor null',
      });
  });
export type KegCollectionRequestInput = z.infer<typeof KegCollectionRequestInput>;

/**
 * What the driver took, per keg type (0 for a type asked for and not taken); at least one keg in all. More than the
 * venue holds needs `override` (the supplier's owners and admins), the excess logged as an adjustment.
 */
const collectedFields = {
  kegs: kegCounts(0).refine((kegs) => kegs.some((keg) => keg.qty > 0), 'the driver took at least one keg: record a number above 0'),
  override: z.boolean().default(false),
};

/** POST /api/keg-collections/{id}/record (any member of the supplier): `version` is the request's, as read. */
export const KegCollectionRecordInput = z
  .object({ version: z.number().int().min(1, 'version must be at least 1').max(2_147_483_647), ...collectedFields })
  .strict();
export type KegCollectionRecordInput = z.infer<typeof KegCollectionRecordInput>;

/** POST /api/suppliers/{id}/keg-collections (any member of the supplier): kegs taken with no request (swapped at a delivery). */
export const KegCollectionDirectInput = z.object({ venueId: Uuid, ...collectedFields }).strict();
export type KegCollectionDirectInput = z.infer<typeof KegCollectionDirectInput>;

// ---- answers ----

/** A keg type as a collection names it. */
export const KegCollectionKegType = z.object({
  id: Uuid,
  name: z.string(),
  litres: z.number(),
  ownerKind: KegOwnerKind,
  /** Kegstar, Konvoy…: a pool keg never carries a deposit nor a refund */
  poolName: z.string().nullable(),
  /** ex GST, per keg, as the type says now (what was refunded follows the invoices' deposit lines) */
  depositCents: z.number().int(),
});
export type KegCollectionKegType = z.infer<typeof KegCollectionKegType>;

export const KegCountView = z.object({ kegType: KegCollectionKegType, qty: z.number().int() });
export type KegCountView = z.infer<typeof KegCountView>;

/** An adjustment note refunding deposits of a collection's kegs, against one invoice. */
export const KegRefundNote = z.object({
  id: Uuid,
  number: z.string(),
  invoiceId: Uuid,
  invoiceNumber: z.string(),
  issueDate: z.iso.date(),
  currency: z.string(),
  totalCents: z.number().int(),
});
export type KegRefundNote = z.infer<typeof KegRefundNote>;

/** A supplier-owned keg type collected: how many, and how many of them had their deposit refunded. */
export const KegRefundCount = z.object({ kegType: KegCollectionKegType, collected: z.number().int(), refunded: z.number().int() });
export type KegRefundCount = z.infer<typeof KegRefundCount>;

const Person = z.object({ id: Uuid, name: z.string() }).nullable();

export const KegCollection = z.object({
  id: Uuid,
  supplier: OrganisationRef,
  venue: OrganisationRef,
  status: KegCollectionStatus,
  /** moves on with every change of the request; recording names the one read */
  version: z.number().int(),
  swapAtDelivery: z.boolean(),
  /** the day asked for; null = the next delivery */
  requestedFor: CalendarDate.nullable(),
  /** what the venue asked for; empty for a collection recorded with no request */
  requested: z.array(KegCountView),
  note: z.string(),
  requestedBy: Person,
  requestedAt: DateTime.nullable(),
  /** what the driver took (recorded), never what was asked */
  collected: z.array(KegCountView).nullable(),
  collectedBy: Person,
  collectedAt: DateTime.nullable(),
  /** more was taken than the venue held: the excess was logged as adjusted */
  override: z.boolean(),
  cancelledAt: DateTime.nullable(),
  /** the deposit refund's adjustment notes, oldest invoice first */
  refundNotes: z.array(KegRefundNote),
  /** per supplier-owned keg type collected: how many were refunded (a keg never charged a deposit gets none) */
  refunds: z.array(KegRefundCount),
});
export type KegCollection = z.infer<typeof KegCollection>;

/** A keg type the venue holds of the supplier's: its balance (the ledger's sum) and its empties waiting. */
export const CollectionHolding = z.object({ kegType: KegCollectionKegType, balance: z.number().int(), emptiesWaiting: z.number().int() });
export type CollectionHolding = z.infer<typeof CollectionHolding>;

/** One supplier whose kegs the venue holds (or has an open request with). */
export const CollectionSupplier = z.object({
  supplier: OrganisationRef,
  kegs: z.array(CollectionHolding),
  /** the open request, if any: a new ask replaces it */
  open: KegCollection.nullable(),
  /** the next days the supplier delivers to the venue: the days a collection may be asked for */
  collectionDays: z.array(CalendarDate),
});
export type CollectionSupplier = z.infer<typeof CollectionSupplier>;

/** GET /api/venues/{id}/keg-collections: the suppliers whose kegs it holds, with its open requests. */
export const VenueKegCollections = z.object({ suppliers: z.array(CollectionSupplier) });
export type VenueKegCollections = z.infer<typeof VenueKegCollections>;

/** A collection to do: the request, and per keg type what was asked, the venue's balance and its empties waiting. */
export const KegCollectionToDo = z.object({
  collection: KegCollection,
  kegs: z.array(CollectionHolding.extend({ asked: z.number().int() })),
});
export type KegCollectionToDo = z.infer<typeof KegCollectionToDo>;

/** A venue holding the supplier's kegs, for a collection recorded with no request. */
export const KegHolder = z.object({ venue: OrganisationRef, kegs: z.array(CollectionHolding) });
export type KegHolder = z.infer<typeof KegHolder>;

/**
 * GET /api/suppliers/{id}/keg-collections/to-do: the open requests by delivery day (the day asked for, else the
 * pair's next delivery: an order due, else the next day it delivers; null when none can be found), earliest first;
 * and every venue holding its kegs.
 */
export const KegCollectionsToDo = z.object({
  days: z.array(z.object({ date: CalendarDate.nullable(), collections: z.array(KegCollectionToDo) })),
  holders: z.array(KegHolder),
});
export type KegCollectionsToDo = z.infer<typeof KegCollectionsToDo>;

/** GET /api/suppliers/{id}/keg-collections and GET /api/venues/{id}/keg-collections/history: recorded and cancelled, newest first. */
export const KegCollectionHistoryQuery = PaginationQuery;
export type KegCollectionHistoryQuery = z.infer<typeof KegCollectionHistoryQuery>;
export const KegCollectionList = paginated(KegCollection);
export type KegCollectionList = z.infer<typeof KegCollectionList>;
