import { z } from 'zod';
import { Cents, DateTime, text, Uuid } from './common';
import { KegOwnerKind } from './kegs';

// A supplier's keg types and keg settings, and the deposit lines keg types put on carts and orders (docs/domain.md,
// Kegs; issue 37; decision 0175).

export const KEG_DEPOSIT_CENTS_MAX = 100_000_000;
export const KEG_LITRES_MAX = 2000;
export const KEG_COLLECTION_PROMISE_DAYS_MAX = 90;
export const KEG_OUT_DAYS_MAX = 730;

/**
 * POST /api/suppliers/{id}/keg-types and PUT /api/keg-types/{id} (owners and admins). A pool keg (Kegstar, Konvoy)
 * names its pool and carries no deposit (422 `keg_refused` when one is given); a supplier's own names no pool.
 */
export const KegTypeInput = z
  .object({
    name: text().trim().min(1, 'name is required').max(80, 'name must be at most 80 characters'),
    litres: z
      .number('litres is a number')
      .positive('litres must be more than 0')
      .max(KEG_LITRES_MAX, `litres must be at most ${KEG_LITRES_MAX}`)
      .refine((litres) => Math.abs(Math.round(litres * 10) - litres * 10) < 1e-6, 'litres has at most one decimal place'),
    ownerKind: KegOwnerKind.default('supplier'),
    /** the pool's name (Kegstar, Konvoy…): a pool keg's only */
    poolName: text().trim().min(1, 'poolName is required').max(80).nullable().default(null),
    /** per keg, ex GST; 0 = none. A pool keg never has one. */
    depositCents: Cents.max(KEG_DEPOSIT_CENTS_MAX).default(0),
    /** GST on the deposit (the default; the supplier confirms with its adviser) */
    depositTaxable: z.boolean().default(true),
  })
  .strict();
export type KegTypeInput = z.infer<typeof KegTypeInput>;
export type KegTypeInputValues = z.input<typeof KegTypeInput>;

export const KegType = z.object({
  id: Uuid,
  name: z.string(),
  litres: z.number(),
  ownerKind: KegOwnerKind,
  poolName: z.string().nullable(),
  depositCents: Cents,
  depositTaxable: z.boolean(),
  /** archived: kept for the SKUs, orders and ledger entries that name it; no new SKU may take it */
  archivedAt: DateTime.nullable(),
  /** the supplier's SKUs that name it (archived SKUs too) */
  skuCount: z.number().int(),
  updatedAt: DateTime,
});
export type KegType = z.infer<typeof KegType>;

/** GET /api/suppliers/{id}/keg-types (the supplier's members): unarchived first, each by name. */
export const KegTypeList = z.object({ items: z.array(KegType) });
export type KegTypeList = z.infer<typeof KegTypeList>;

/** DELETE /api/keg-types/{id}: deleted when nothing names it; archived instead when a SKU, order or ledger entry does. */
export const KegTypeRemoval = z.object({
  outcome: z.enum(['deleted', 'archived']),
  /** what the person reads: "50 L keg is archived, not deleted: 3 SKUs and past orders name it" */
  message: z.string(),
});
export type KegTypeRemoval = z.infer<typeof KegTypeRemoval>;

/** GET/PUT /api/suppliers/{id}/keg-settings: a supplier's keg promises (members read; owners and admins change). */
export const KegSettings = z
  .object({
    /** empties are collected within this many days of being asked for */
    collectionPromiseDays: z
      .number()
      .int()
      .min(1, 'collectionPromiseDays must be at least 1')
      .max(KEG_COLLECTION_PROMISE_DAYS_MAX, `collectionPromiseDays must be at most ${KEG_COLLECTION_PROMISE_DAYS_MAX}`),
    /** a keg out longer than this many days needs attention */
    kegOutDays: z
      .number()
      .int()
      .min(1, 'kegOutDays must be at least 1')
      .max(KEG_OUT_DAYS_MAX, `kegOutDays must be at most ${KEG_OUT_DAYS_MAX}`),
  })
  .strict();
export type KegSettings = z.infer<typeof KegSettings>;

/** A supplier without settings of its own has these. */
export const DEFAULT_KEG_SETTINGS: KegSettings = { collectionPromiseDays: 7, kegOutDays: 60 };

/**
 * One keg type's deposit on a cart group or a supplier order (issue 37): its own line, never part of the minimum
 * order; `kegs` of the qty sent, GST on the line by the invoice rule (rounded per line). A pool keg never has one.
 */
export const KegDeposit = z.object({
  kegTypeId: Uuid,
  /** the keg type's name: "Keg deposit · 50 L keg × 3" */
  name: z.string(),
  litres: z.number(),
  kegs: z.number().int(),
  /** per keg, ex GST */
  depositCents: Cents,
  taxRateBasisPoints: z.number().int(),
  /** kegs × deposit, ex GST (in the subtotal) */
  totalCents: Cents,
  /** its GST (in taxCents) */
  taxCents: Cents,
});
export type KegDeposit = z.infer<typeof KegDeposit>;
