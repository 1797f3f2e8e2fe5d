import {
  StandingOrderCreate,
  StandingOrderPatch,
  type OrderLine,
  type SkuPublic,
  type StandingLine,
  type StandingLineInput,
  type StandingOrderDetail,
} from '@tapline/contracts';
import { fieldErrors } from '@/lib/api-client';
import { fieldMessage } from '@/lib/field-message';

// The standing order form's values, checked by the contract before they are sent, and the server's refusals placed
// on the fields they name.

/** A line as the form shows it: the pack, its price today, and how many. */
export interface FormLine {
  skuId: string;
  productId: string;
  productName: string;
  skuName: string;
  unitPriceCents: number;
  qty: number;
  /** why it would be left out now ("Out of stock"), as the server said; null = it goes */
  problem?: string | null;
}

export interface StandingFormValues {
  supplierId: string | null;
  deliveryWeekdays: number[];
  everyWeeks: number;
  startsOn: string;
  /** '' = no end */
  endsOn: string;
  note: string;
  lines: FormLine[];
}

type StandingField = 'supplier' | 'deliveryWeekdays' | 'everyWeeks' | 'startsOn' | 'endsOn' | 'note' | 'lines';
export type StandingErrors = Partial<Record<StandingField, string>>;

const LABELS: Record<StandingField, string> = {
  supplier: 'The supplier',
  deliveryWeekdays: 'Delivery days',
  everyWeeks: 'How often',
  startsOn: 'The start',
  endsOn: 'The end',
  note: 'The note',
  lines: 'The lines',
};

/** The form's field a contract or server field belongs to (`lines.2.qty` → the lines). */
function standingFieldOf(field: string): StandingField | undefined {
  const head = field.split('.')[0];
  if (head === 'supplierId') return 'supplier';
  return (Object.keys(LABELS) as StandingField[]).find((candidate) => candidate === head);
}

/** "3 × Pale Ale (50 L keg)" for a line a message names by its index. */
function lineName(lines: readonly FormLine[], field: string): string | null {
  const index = Number(field.split('.')[1]);
  const line = Number.isInteger(index) ? lines[index] : undefined;
  return line ? `${line.productName} (${line.skuName})` : null;
}

/** Issues (the contract's or the server's) as one message per field, the first of each; a line's names its pack. */
function placeIssues(issues: { field: string; message: string }[], lines: readonly FormLine[]): StandingErrors {
  const errors: StandingErrors = {};
  for (const issue of issues) {
    const field = standingFieldOf(issue.field);
    if (!field || errors[field]) continue;
    const named = field === 'lines' ? lineName(lines, issue.field) : null;
    const last = issue.field.split('.').at(-1) ?? '';
    // the contract names the start by its field; the form calls it the start
    const worded = issue.message.replace(/\bstartsOn\b/, 'the start');
    const label = named ? (last === 'qty' ? `${named}: the quantity` : named) : LABELS[field];
    const message = fieldMessage(label, last, worded) ?? worded;
    errors[field] = named && !message.startsWith(named) ? `${named}: ${message}` : message;
  }
  return errors;
}

const linesInput = (lines: readonly FormLine[]): StandingLineInput[] => lines.map((line) => ({ skuId: line.skuId, qty: line.qty }));

type Checked<T> = { ok: true; input: T } | { ok: false; errors: StandingErrors };

function checked<T>(
  result: { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } },
  lines: readonly FormLine[],
): Checked<T> {
  if (result.success) return { ok: true, input: result.data };
  const issues = result.error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message }));
  return { ok: false, errors: placeIssues(issues, lines) };
}

/** A new standing order's request, or what is wrong with the form (before anything is sent). */
export function createInputOf(values: StandingFormValues): Checked<StandingOrderCreate> {
  if (!values.supplierId) return { ok: false, errors: { supplier: 'Choose the supplier' } };
  return checked(
    StandingOrderCreate.safeParse({
      supplierId: values.supplierId,
      deliveryWeekdays: [...values.deliveryWeekdays].sort((a, b) => a - b),
      everyWeeks: values.everyWeeks,
      startsOn: values.startsOn,
      endsOn: values.endsOn || null,
      note: values.note,
      lines: linesInput(values.lines),
    }),
    values.lines,
  );
}

/** The template's change: only what differs from the standing order as read, with the version read. */
export function patchOf(values: StandingFormValues, current: StandingOrderDetail): Checked<StandingOrderPatch> {
  const days = [...values.deliveryWeekdays].sort((a, b) => a - b);
  const lines = linesInput(values.lines);
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const endsOn = values.endsOn || null;
  if (endsOn !== null && endsOn < current.startsOn) return { ok: false, errors: { endsOn: 'The end must be on or after the start' } };
  return checked(
    StandingOrderPatch.safeParse({
      version: current.version,
      ...(same(
        days,
        [...current.deliveryWeekdays].sort((a, b) => a - b),
      )
        ? {}
        : { deliveryWeekdays: days }),
      ...(values.everyWeeks === current.everyWeeks ? {} : { everyWeeks: values.everyWeeks }),
      ...(endsOn === current.endsOn ? {} : { endsOn }),
      ...(values.note.trim() === current.note ? {} : { note: values.note }),
      ...(same(lines, linesInput(formLinesOf(current.lines))) ? {} : { lines }),
    }),
    values.lines,
  );
}

/** A refusal (400, 422) on the fields it names; what names no field is the message above the buttons. */
export function placeStandingRefusal(error: Error, lines: readonly FormLine[]): { errors: StandingErrors; message: string | null } {
  const errors = placeIssues(fieldErrors(error), lines);
  return { errors, message: Object.keys(errors).length === 0 ? error.message : null };
}

/** A standing order's (or an occurrence's) lines as the form edits them. */
export function formLinesOf(lines: readonly StandingLine[]): FormLine[] {
  return lines.map((line) => ({
    skuId: line.skuId,
    productId: line.productId,
    productName: line.productName,
    skuName: line.skuName,
    unitPriceCents: line.unitPriceCents,
    qty: line.qty,
    problem: line.problem,
  }));
}

export function formValuesOf(order: StandingOrderDetail): StandingFormValues {
  return {
    supplierId: order.supplier.id,
    deliveryWeekdays: [...order.deliveryWeekdays],
    everyWeeks: order.everyWeeks,
    startsOn: order.startsOn,
    endsOn: order.endsOn ?? '',
    note: order.note,
    lines: formLinesOf(order.lines),
  };
}

/** A line of the past order that can't be ordered again, and why. */
export interface LeftOutLine {
  name: string;
  reason: string;
}

/**
 * "Make this a standing order": a past supplier order's lines as the form's, at today's price for the venue, those whose
 * pack is still sold (`products` holds each product as it is now; a product no longer sold is absent). The same pack
 * twice is one line with the quantities added.
 */
export function linesFromOrder(
  orderLines: readonly OrderLine[],
  products: ReadonlyMap<string, { name: string; skus: readonly SkuPublic[] }>,
): { lines: FormLine[]; leftOut: LeftOutLine[] } {
  const lines: FormLine[] = [];
  const leftOut: LeftOutLine[] = [];
  for (const line of orderLines) {
    const name = `${line.productName} (${line.skuName})`;
    const product = line.productId ? products.get(line.productId) : undefined;
    const sku = product?.skus.find((candidate) => candidate.id === line.skuId);
    if (!product || !sku) {
      leftOut.push({ name, reason: product ? 'This pack is no longer sold' : 'No longer sold' });
      continue;
    }
    const qty = line.orderedQty;
    const same = lines.find((existing) => existing.skuId === sku.id);
    if (same) same.qty += qty;
    else
      lines.push({
        skuId: sku.id,
        productId: line.productId!,
        productName: product.name,
        skuName: sku.name,
        unitPriceCents: sku.venuePriceCents ?? sku.unitPriceCents,
        qty,
      });
  }
  return { lines, leftOut };
}

/** The lines' value at the prices shown (ex GST). */
export function linesValueCents(lines: readonly { unitPriceCents: number; qty: number }[]): number {
  return lines.reduce((sum, line) => sum + line.unitPriceCents * line.qty, 0);
}
