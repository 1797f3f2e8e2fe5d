import { z } from 'zod';
import { Cents, DateTime, text, Uuid } from './common';
import { CART_QTY_MAX } from './ordering';

export * from './substitution-preference';

// Order changes and substitutions (issue 38, decision 0181): the supplier proposes a change to a new or accepted
// order, the venue accepts or declines it.

export const orderChangeKinds = ['substitute', 'quantity', 'price', 'add_line'] as const;
export const OrderChangeKind = z.enum(orderChangeKinds);
export type OrderChangeKind = z.infer<typeof OrderChangeKind>;

export const orderChangeStatuses = ['open', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export const OrderChangeStatus = z.enum(orderChangeStatuses);
export type OrderChangeStatus = z.infer<typeof OrderChangeStatus>;

const ChangeQty = z.number().int().min(1, 'qty must be at least 1').max(CART_QTY_MAX, `qty must be at most ${CART_QTY_MAX}`);

/**
 * A supplier's proposal: `substitute` names the line and the SKU to send instead (its qty by default the line's, its
 * price by default the venue's price for it), `quantity` the line and a qty, `price` the line and a unit price ex GST,
 * `add_line` a SKU and a qty. `ifDeclinedQty`: for a substitute, what the supplier can still send of the original
 * (0 by default). `expiresAt`: earlier than the delivery day's cut-off.
 */
export const OrderChangeInput = z
  .object({
    kind: OrderChangeKind,
    lineId: Uuid.optional(),
    skuId: Uuid.optional(),
    qty: ChangeQty.optional(),
    unitPriceCents: Cents.max(100_000_000).optional(),
    ifDeclinedQty: z.number().int().min(0).max(CART_QTY_MAX).optional(),
    note: text().trim().max(500).optional(),
    expiresAt: DateTime.optional(),
  })
  .superRefine((input, context) => {
    const needs = (field: 'lineId' | 'skuId' | 'qty' | 'unitPriceCents', why: string) => {
      if (input[field] === undefined) context.addIssue({ code: 'custom', path: [field], message: `is required ${why}` });
    };
    if (input.kind !== 'add_line') needs('lineId', 'to change a line');
    else if (input.lineId !== undefined) context.addIssue({ code: 'custom', path: ['lineId'], message: 'names no line when adding one' });
    if (input.kind === 'substitute' || input.kind === 'add_line')
      needs('skuId', `for ${input.kind === 'add_line' ? 'a line added' : 'a substitute'}`);
    if (input.kind === 'quantity' || input.kind === 'add_line')
      needs('qty', `for ${input.kind === 'add_line' ? 'a line added' : 'a quantity change'}`);
    if (input.kind === 'price') needs('unitPriceCents', 'for a price change');
    if (input.ifDeclinedQty !== undefined && input.kind !== 'substitute')
      context.addIssue({ code: 'custom', path: ['ifDeclinedQty'], message: 'is for a substitute only' });
  });
export type OrderChangeInput = z.infer<typeof OrderChangeInput>;

/** A line as a proposal shows it, before or after: what is sent and at what price. */
export const OrderChangeLine = z.object({
  productName: z.string(),
  skuName: z.string(),
  skuCode: z.string(),
  qty: z.number().int(),
  unitPriceCents: Cents,
  taxRateBasisPoints: z.number().int(),
  /** the keg deposit per unit, ex GST (kegs per unit × deposit per keg); 0 when none */
  depositPerUnitCents: Cents,
  lineTotalCents: Cents,
});
export type OrderChangeLine = z.infer<typeof OrderChangeLine>;

const Person = z.object({ id: Uuid, name: z.string() }).nullable();

export const OrderChange = z.object({
  id: Uuid,
  supplierOrderId: Uuid,
  kind: OrderChangeKind,
  status: OrderChangeStatus,
  lineId: Uuid.nullable(),
  /** the line as it is now (null for an added line) and as it would be */
  before: OrderChangeLine.nullable(),
  after: OrderChangeLine,
  /** a substitute declined or expired: what is still sent of the original */
  ifDeclinedQty: z.number().int().nullable(),
  note: z.string(),
  /** the order's version it was made on: accepting it after the order changed is 409 */
  baseVersion: z.number().int(),
  expiresAt: DateTime,
  proposedBy: Person,
  /** null while open, and when the system decided (a same-or-cheaper substitute, an expiry) */
  decidedBy: Person,
  decidedAt: DateTime.nullable(),
  createdAt: DateTime,
});
export type OrderChange = z.infer<typeof OrderChange>;

export const OrderChangeList = z.object({ items: z.array(OrderChange) });
export type OrderChangeList = z.infer<typeof OrderChangeList>;

const Totals = z.object({ subtotalCents: Cents, taxCents: Cents, depositCents: Cents, totalCents: Cents });

/** What accepting a proposal would do to its supplier order, for the venue to see before it accepts. */
export const OrderChangePreview = z.object({
  change: OrderChange,
  totalsBefore: Totals,
  totalsAfter: Totals,
  minimumOrderCents: Cents,
  flags: z.object({
    priceUp: z.boolean(),
    gstRateChanges: z.boolean(),
    depositChanges: z.boolean(),
    underMinimum: z.boolean(),
  }),
  /** the order changed since the proposal: accepting it is 409 */
  stale: z.boolean(),
});
export type OrderChangePreview = z.infer<typeof OrderChangePreview>;

/** The supplier's packs a change may name, priced for the order's venue (the "Propose a change" picker). */
export const OrderChangePackList = z.object({
  items: z.array(
    z.object({
      skuId: Uuid,
      productName: z.string(),
      skuName: z.string(),
      skuCode: z.string(),
      unitPriceCents: Cents,
      /** null = stock not tracked */
      stockOnHand: z.number().int().nullable(),
    }),
  ),
});
export type OrderChangePackList = z.infer<typeof OrderChangePackList>;
