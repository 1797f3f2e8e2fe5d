import { SERVING_SIZES_MAX, type ServingSize, type ServingSizeInput } from '@tapline/contracts';

/** A serving size as typed in the editor: the price in dollars ("9.50"), the volume in mL as text. */
export interface ServingSizeValues {
  label: string;
  volumeMl: string;
  price: string;
}

const DOLLARS = /^\d{1,5}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,5}$/;

/** "9.5" / "$9.50" → 950; anything that isn't dollars with at most two decimals (or is negative) is NaN. */
export function centsOfDollars(text: string): number {
  const trimmed = text.trim().replace(/^\$/, '').replaceAll(',', '');
  if (!DOLLARS.test(trimmed)) return Number.NaN;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 950 → "9.50", as the editor shows a price to change. */
export function dollarsOfCents(cents: number): string {
  return (cents / 100).toFixed(2);
}

export function sizeValuesOf(size: ServingSize): ServingSizeValues {
  return { label: size.label, volumeMl: String(size.volumeMl), price: dollarsOfCents(size.priceCents) };
}

export type SizeField = keyof ServingSizeValues;
export type SizeErrors = Partial<Record<SizeField, string>>;

/**
 * The contract's sizes of what was typed, or the errors under each row's fields. The server checks the same
 * bounds; these are said here first, in a bar's words, so a slip never costs a round trip.
 */
export function servingSizesOf(rows: readonly ServingSizeValues[]): { sizes: ServingSizeInput[]; errors: SizeErrors[] } {
  const errors: SizeErrors[] = rows.map(() => ({}));
  const sizes: ServingSizeInput[] = [];
  rows.forEach((row, index) => {
    const rowErrors = errors[index]!;
    const label = row.label.trim();
    const volumeText = row.volumeMl.trim().replace(/\s*ml$/i, '');
    const volumeMl = WHOLE.test(volumeText) ? Number(volumeText) : Number.NaN;
    const priceCents = centsOfDollars(row.price);
    if (label === '') rowErrors.label = 'Name the size, e.g. Schooner';
    else if (label.length > 40) rowErrors.label = 'At most 40 characters';
    if (!Number.isInteger(volumeMl) || volumeMl < 1 || volumeMl > 5000) rowErrors.volumeMl = 'Whole mL from 1 to 5,000';
    if (Number.isNaN(priceCents) || priceCents > 1_000_000) rowErrors.price = 'Dollars, e.g. 9.50 (not negative)';
    sizes.push({ label, volumeMl, priceCents });
  });
  return { sizes, errors };
}

export function hasSizeErrors(errors: readonly SizeErrors[]): boolean {
  return errors.some((row) => Object.keys(row).length > 0);
}

const EMPTY_SIZE: ServingSizeValues = { label: '', volumeMl: '', price: '' };

/** What a new row is prefilled with: the size the list hasn't got yet of the usual three, else an empty one. */
const USUAL_SIZES: ServingSizeValues[] = [
  { label: 'Pot', volumeMl: '285', price: '' },
  { label: 'Schooner', volumeMl: '425', price: '' },
  { label: 'Pint', volumeMl: '570', price: '' },
];

export function nextSizeRow(rows: readonly ServingSizeValues[]): ServingSizeValues | null {
  if (rows.length >= SERVING_SIZES_MAX) return null;
  const taken = new Set(rows.map((row) => row.label.trim().toLowerCase()));
  return USUAL_SIZES.find((size) => !taken.has(size.label.toLowerCase())) ?? EMPTY_SIZE;
}
