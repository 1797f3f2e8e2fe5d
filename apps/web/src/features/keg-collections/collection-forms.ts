import type { KegCollectionRequestInput, CollectionHolding, CollectionSupplier } from '@tapline/contracts';
import { fieldErrors } from '@/lib/api-client';

// The ask and record forms' values and their checks (decision 0177): a number of kegs per keg type, as typed. The
// server checks again (balances under the pair's lock); its refusals come back on the same fields.

export type Counts = Record<string, string>;

/** A count as typed: '' is none; otherwise a whole number, or the field's error. */
function readCount(text: string, most: number | null): { qty: number } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { qty: 0 };
  if (!/^\d{1,4}$/.test(trimmed)) return { error: 'Count whole kegs' };
  const qty = Number.parseInt(trimmed, 10);
  if (most !== null && qty > most) return { error: `At most ${Math.max(most, 0)}: you hold ${Math.max(most, 0)}` };
  return { qty };
}

export type When = 'next' | 'day' | 'swap';

export interface AskValues {
  counts: Counts;
  when: When;
  day: string;
  note: string;
}

/** The ask form as it opens: the open request's counts, day and note, else the empties waiting. */
export function askValuesFor(supplier: CollectionSupplier): AskValues {
  const open = supplier.open;
  const counts: Counts = {};
  for (const held of supplier.kegs) {
    const asked = open?.requested.find((count) => count.kegType.id === held.kegType.id)?.qty;
    const start = open ? (asked ?? 0) : Math.min(held.emptiesWaiting, Math.max(held.balance, 0));
    counts[held.kegType.id] = start > 0 ? String(start) : '';
  }
  const when: When = open?.swapAtDelivery ? 'swap' : open?.requestedFor ? 'day' : 'next';
  return { counts, when, day: open?.requestedFor ?? supplier.collectionDays[0] ?? '', note: open?.note ?? '' };
}

type Checked<T> = { ok: true; input: T } | { ok: false; errors: Record<string, string> };

/** The request to send, or the errors per field (a keg type's id, `kegs` for none at all, `day`). */
export function askInputOf(values: AskValues, supplier: CollectionSupplier): Checked<KegCollectionRequestInput> {
  const errors: Record<string, string> = {};
  const kegs = supplier.kegs.flatMap((held) => {
    const read = readCount(values.counts[held.kegType.id] ?? '', held.balance);
    if ('error' in read) errors[held.kegType.id] = read.error;
    return 'qty' in read && read.qty > 0 ? [{ kegTypeId: held.kegType.id, qty: read.qty }] : [];
  });
  if (kegs.length === 0 && Object.keys(errors).length === 0) errors.kegs = 'Ask for at least one keg';
  if (values.when === 'day' && !values.day) errors.day = 'Choose a day';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      supplierId: supplier.supplier.id,
      kegs,
      requestedFor: values.when === 'day' ? values.day : null,
      swapAtDelivery: values.when === 'swap',
      note: values.note.trim(),
    },
  };
}

/** A keg type in the record dialog: what was asked (0 when none), what the venue holds. */
export type RecordRow = Pick<CollectionHolding, 'kegType' | 'balance'> & { asked: number };

/** The record form as it opens: what was asked, the driver's count to correct. */
export function recordCountsFor(rows: readonly RecordRow[]): Counts {
  return Object.fromEntries(rows.map((row) => [row.kegType.id, row.asked > 0 ? String(row.asked) : '']));
}

/** The kegs taken (zeros kept: a type asked for and not taken), the types over the venue's balance, or the errors. */
export function recordInputOf(counts: Counts, rows: readonly RecordRow[]) {
  const errors: Record<string, string> = {};
  const kegs = rows.flatMap((row) => {
    const read = readCount(counts[row.kegType.id] ?? '', null);
    if ('error' in read) errors[row.kegType.id] = read.error;
    return 'qty' in read && (read.qty > 0 || row.asked > 0) ? [{ kegTypeId: row.kegType.id, qty: read.qty }] : [];
  });
  if (!kegs.some((keg) => keg.qty > 0) && Object.keys(errors).length === 0) errors.kegs = 'The driver took at least one keg: count it';
  const over = rows.filter((row) => kegs.some((keg) => keg.kegTypeId === row.kegType.id && keg.qty > Math.max(row.balance, 0)));
  return { kegs, over, errors };
}

/** A refusal's errors placed on the form: `kegs.N.…` on the keg type sent at N; the rest is the form's message. */
export function placeKegRefusal(
  error: Error,
  sent: readonly { kegTypeId: string }[],
): { errors: Record<string, string>; message: string | null } {
  const errors: Record<string, string> = {};
  for (const issue of fieldErrors(error)) {
    const index = /^kegs\.(\d+)\./.exec(issue.field)?.[1];
    const kegTypeId = index === undefined ? undefined : sent[Number(index)]?.kegTypeId;
    if (kegTypeId) errors[kegTypeId] = issue.message;
    else if (issue.field === 'requestedFor') errors.day = issue.message;
  }
  return { errors, message: Object.keys(errors).length === 0 ? error.message : null };
}
