import {
  formatMoneyInput,
  parseMoney,
  SERVING_PRICE_CENTS_MAX,
  SERVING_SIZES_MAX,
  type ServingSize,
  type ServingSizeInput,
} from '@tapline/contracts';

/** A serving size as typed in the editor: the price in dollars ("9.50"), the volume in mL as text. */
export interface ServingSizeValues {
  label: string;
  volumeMl: string;
  price: string;
}

const WHOLE = /^\d{1,5}$/;

export function sizeValuesOf(size: ServingSize): ServingSizeValues {
  return { label: size.label, volumeMl: String(size.volumeMl), price: formatMoneyInput(size.priceCents) };
}

/** A serving's price in cents, and what is wrong with it in a bar's words (null when the contract takes it). */
function servingPrice(text: string): { cents: number; error: string | null } {
  const price = parseMoney(text);
  // more dollar digits than any amount has is over the bound: say the bound, not "not dollars"
  if (!price.ok && price.problem !== 'too_many_dollar_digits') return { cents: Number.NaN, error: 'Dollars, e.g. 9.50 (not negative)' };
  if (!price.ok || price.cents > SERVING_PRICE_CENTS_MAX)
    return {
      cents: price.ok ? price.cents : Number.NaN,
      error: `At most $${(SERVING_PRICE_CENTS_MAX / 100).toLocaleString('en-AU')} a glass`,
    };
  return { cents: price.cents, error: null };
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
    const price = servingPrice(row.price);
    if (label === '') rowErrors.label = 'Name the size, e.g. Schooner';
    else if (label.length > 40) rowErrors.label = 'At most 40 characters';
    if (!Number.isInteger(volumeMl) || volumeMl < 1 || volumeMl > 5000) rowErrors.volumeMl = 'Whole mL from 1 to 5,000';
    if (price.error) rowErrors.price = price.error;
    sizes.push({ label, volumeMl, priceCents: price.cents });
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
