import { z } from 'zod';
import { DateTime, IdOrSlug, text, Uuid } from './common';
import { AcceptInput, CalendarDate } from './ordering';
import { SupplierOrderStatus } from './overview';

// Run sheets and the driver's stops (decisions 0190, 0191, 0192).

export const runStopOutcomeKinds = ['delivered', 'partly_delivered', 'failed'] as const;
export const RunStopOutcomeKind = z.enum(runStopOutcomeKinds);
export type RunStopOutcomeKind = z.infer<typeof RunStopOutcomeKind>;

/** The proof photo's form field, its largest size and the types taken (recognised from the bytes). */
export const PROOF_PHOTO_FIELD = 'photo';
export const PROOF_PHOTO_MAX_BYTES = 8 * 1024 * 1024;

/** A run's day: a calendar date the database stores (year 0 is none), within reason. */
const RunDate = CalendarDate.refine((date) => date >= '2000-01-01' && date <= '2999-12-31', 'must be a day from 2000 to 2999');

export const RunSheetParams = z.object({ id: IdOrSlug, date: RunDate });
export const RunStopParams = RunSheetParams.extend({ venueId: Uuid });

export const RunSheetDaysQuery = z.object({ from: RunDate.optional() });
export type RunSheetDaysQuery = z.infer<typeof RunSheetDaysQuery>;

export const RunSheetDay = z.object({
  date: CalendarDate,
  stops: z.number().int(),
  orders: z.number().int(),
  /** stops the driver has recorded (delivered, partly delivered or failed) */
  recorded: z.number().int(),
});
export type RunSheetDay = z.infer<typeof RunSheetDay>;
export const RunSheetDays = z.object({ today: CalendarDate, days: z.array(RunSheetDay) });
export type RunSheetDays = z.infer<typeof RunSheetDays>;

export const RunStopLine = z.object({
  lineId: Uuid,
  productName: z.string(),
  skuName: z.string(),
  skuCode: z.string(),
  /** what is on the truck (accepted, less anything sent short) */
  qty: z.number().int(),
  orderedQty: z.number().int(),
});
export type RunStopLine = z.infer<typeof RunStopLine>;

export const RunStopOrder = z.object({
  supplierOrderId: Uuid,
  orderNumber: z.string(),
  purchaseOrderNumber: z.string().nullable(),
  status: SupplierOrderStatus,
  /** the venue's note to the supplier at checkout, and the order's notes */
  notes: z.string(),
  lines: z.array(RunStopLine),
});
export type RunStopOrder = z.infer<typeof RunStopOrder>;

export const RunStopOutcome = z.object({
  id: Uuid,
  outcome: RunStopOutcomeKind,
  receiverName: z.string().nullable(),
  failureReason: z.string().nullable(),
  /** the proof photo's address (GET, for the two organisations), or null when none was taken */
  photoUrl: z.string().nullable(),
  recordedAt: DateTime,
  recordedByName: z.string().nullable(),
});
export type RunStopOutcome = z.infer<typeof RunStopOutcome>;

export const RunStop = z.object({
  venue: z.object({ id: Uuid, slug: z.string(), name: z.string() }),
  /** the delivery address on one line, or null when the venue has none */
  address: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  orders: z.array(RunStopOrder),
  /** the empties the venue asked to have collected on this run, per keg type */
  empties: z.array(z.object({ kegTypeName: z.string(), qty: z.number().int() })),
  outcome: RunStopOutcome.nullable(),
});
export type RunStop = z.infer<typeof RunStop>;

export const RunSheet = z.object({
  supplier: z.object({ id: Uuid, name: z.string() }),
  date: CalendarDate,
  /** the stop order's version: a new order names it */
  version: z.number().int(),
  stops: z.array(RunStop),
});
export type RunSheet = z.infer<typeof RunSheet>;

/** The day's stops in a new order: every stop's venue once, and the version read. */
export const RunSheetOrderInput = z.object({
  version: z.number().int().min(0),
  venueIds: z
    .array(Uuid)
    .max(500)
    .superRefine((ids, context) => {
      const seen = new Set<string>();
      ids.forEach((id, index) => {
        if (seen.has(id)) context.addIssue({ code: 'custom', path: [index], message: 'names a stop already named: each stop once' });
        seen.add(id);
      });
    }),
});
export type RunSheetOrderInput = z.infer<typeof RunSheetOrderInput>;

const receiverName = text().trim().min(1, 'the receiver’s name is required').max(120);

/** What the driver records at a stop. */
export const RunStopOutcomeInput = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('delivered'), receiverName }),
  z.object({
    outcome: z.literal('partly_delivered'),
    receiverName,
    /** per order of the stop, the lines delivered short: the qty delivered (0 = none) */
    orders: z
      .array(z.object({ supplierOrderId: Uuid, lines: AcceptInput.shape.lines.unwrap().min(1) }))
      .min(1)
      .max(50),
  }),
  z.object({ outcome: z.literal('failed'), reason: text().trim().min(1, 'reason is required').max(500) }),
]);
export type RunStopOutcomeInput = z.infer<typeof RunStopOutcomeInput>;
