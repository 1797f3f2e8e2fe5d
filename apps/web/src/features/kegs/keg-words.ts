import { KEG_MOVE_MAX, type KegAdjustmentInput, type KegEmptiesInput, type KegLedgerReason, type KegTypeSummary } from '@tapline/contracts';
import { formatMoney } from '@/lib/format';

// How the keg screens say things (docs/ui.md, Kegs), and the forms' checks before a request: plain functions, tested
// without React.

export const REASON_WORDS: Record<KegLedgerReason, string> = {
  delivered: 'Delivered',
  returned: 'Returned',
  written_off: 'Written off',
  adjusted: 'Adjusted',
};

/** "+3", "−2" (a true minus sign), as the ledger's columns print a change. */
export function signed(delta: number): string {
  return delta > 0 ? `+${delta}` : delta < 0 ? `−${-delta}` : '0';
}

/** Who owns the keg type and what it costs to hold: "Kegstar pool, no deposit" or "$50.00 deposit". */
export function ownerWords(kegType: Pick<KegTypeSummary, 'ownerKind' | 'poolName' | 'depositCents'>, currency: string): string {
  if (kegType.ownerKind === 'pool') return `${kegType.poolName ?? 'Pool'} pool, no deposit`;
  return kegType.depositCents > 0 ? `${formatMoney(kegType.depositCents, currency)} deposit` : 'No deposit';
}

const DAY_MS = 86_400_000;

/** Whole days from `iso` to `now`: how long a keg has been out, or an empty has waited. */
export function daysSince(iso: string, now: Date = new Date()): number {
  return Math.max(Math.floor((now.getTime() - new Date(iso).getTime()) / DAY_MS), 0);
}

/** "today", "1 day", "12 days". */
export function daysWords(days: number): string {
  return days === 0 ? 'today' : days === 1 ? '1 day' : `${days} days`;
}

export type AdjustAction = 'add' | 'remove' | 'write_off';

export interface AdjustValues {
  kegTypeId: string;
  action: AdjustAction;
  qty: string;
  note: string;
}

export type AdjustField = 'kegTypeId' | 'qty' | 'note';

type Checked<Input, Field extends string> = { ok: true; input: Input } | { ok: false; errors: Partial<Record<Field, string>> };

function wholeKegs(text: string, max: number): number | string {
  const value = text.trim();
  if (!/^\d+$/.test(value)) return 'Give a whole number of kegs';
  const count = Number.parseInt(value, 10);
  if (count < 1) return 'At least 1 keg';
  if (count > max) return `At most ${max}`;
  return count;
}

/**
 * The adjustment as the API takes it: add or take away kegs (adjusted, ±) or write them off, with the reason. Taking
 * away or writing off more than the venue holds is refused here too (`held`), with the count it holds.
 */
export function adjustmentInputOf(values: AdjustValues, held: number): Checked<KegAdjustmentInput, AdjustField> {
  const errors: Partial<Record<AdjustField, string>> = {};
  if (!values.kegTypeId) errors.kegTypeId = 'Choose the keg type';
  const qty = wholeKegs(values.qty, KEG_MOVE_MAX);
  if (typeof qty === 'string') errors.qty = qty;
  else if (values.action !== 'add' && qty > held) errors.qty = held === 0 ? 'The venue holds none of these' : `The venue holds ${held}`;
  const note = values.note.trim();
  if (!note) errors.note = 'Say why: the venue sees it in the ledger';
  else if (note.length > 500) errors.note = 'At most 500 characters';
  if (Object.keys(errors).length > 0 || typeof qty === 'string') return { ok: false, errors };
  if (values.action === 'write_off') return { ok: true, input: { reason: 'written_off', kegTypeId: values.kegTypeId, qty, note } };
  return { ok: true, input: { reason: 'adjusted', kegTypeId: values.kegTypeId, delta: values.action === 'add' ? qty : -qty, note } };
}

/** The API's field of an adjustment refused, as the form names it. */
export function adjustFieldOf(serverField: string): AdjustField | undefined {
  if (serverField === 'kegTypeId' || serverField === 'note') return serverField;
  if (serverField === 'qty' || serverField === 'delta') return 'qty';
  return undefined;
}

/**
 * Empties to declare, per keg type (counts typed, blank = none), each at most what `left` says the venue holds that
 * isn't already waiting as an empty.
 */
export function emptiesInputOf(
  counts: Readonly<Record<string, string>>,
  left: Readonly<Record<string, number>>,
): { ok: true; input: KegEmptiesInput } | { ok: false; errors: Record<string, string>; nothing?: true } {
  const errors: Record<string, string> = {};
  const named: KegEmptiesInput['counts'] = [];
  for (const [kegTypeId, text] of Object.entries(counts)) {
    if (text.trim() === '' || text.trim() === '0') continue;
    const qty = wholeKegs(text, left[kegTypeId] ?? 0);
    if (typeof qty === 'string') errors[kegTypeId] = (left[kegTypeId] ?? 0) === 0 ? 'None left to declare' : qty;
    else named.push({ kegTypeId, qty });
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (named.length === 0) return { ok: false, errors: {}, nothing: true };
  return { ok: true, input: { counts: named } };
}
