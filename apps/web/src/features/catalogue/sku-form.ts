import { formatMoneyInput, parseMoney, SkuCreate, type CatalogueSku, type SkuCreateInput } from '@tapline/contracts';
import { z } from 'zod';

/**
 * The SKU editor's values as typed: the price in dollars ("48.50"), GST as a percentage, stock as a switch and a
 * number. `skuOf` turns them into the contract's cents and basis points, and the contract checks the result, so
 * the form refuses exactly what the API refuses.
 */
export interface SkuFormValues {
  code: string;
  name: string;
  unitsPerPack: string;
  volumeMl: string;
  price: string;
  taxRatePercent: string;
  trackStock: boolean;
  stockOnHand: string;
  /** the keg type's id, or '' for a pack that isn't a keg (issue 37) */
  kegTypeId: string;
}

const WHOLE = /^\d+$/;

/** "48.5" → 4850 (parseMoney's rule); text that isn't an amount is NaN, which the contract refuses. */
function centsOrNaN(text: string): number {
  const parsed = parseMoney(text);
  return parsed.ok ? parsed.cents : Number.NaN;
}

/** Price per litre of a pack: price / (units × volume). Null when the volume isn't known. */
export function pricePerLitreCents(priceCents: number, unitsPerPack: number, volumeMl: number | null): number | null {
  if (volumeMl === null || volumeMl <= 0 || unitsPerPack <= 0) return null;
  return Math.round((priceCents * 1000) / (unitsPerPack * volumeMl));
}

function wholeOrNaN(text: string): number {
  const trimmed = text.trim();
  return WHOLE.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The price per litre of a pack as typed: null until its units, volume and price are numbers, or without a volume. */
export function typedPricePerLitreCents(values: Pick<SkuFormValues, 'unitsPerPack' | 'volumeMl' | 'price'>): number | null {
  const { unitPriceCents, unitsPerPack = Number.NaN, volumeMl = null } = skuOf({ ...EMPTY_SKU, ...values });
  if (!Number.isFinite(unitPriceCents) || !Number.isFinite(unitsPerPack) || !Number.isFinite(volumeMl ?? 0)) return null;
  return pricePerLitreCents(unitPriceCents, unitsPerPack, volumeMl);
}

/** The contract's input of the form's values (not yet checked). */
export function skuOf(values: SkuFormValues): SkuCreateInput {
  const percent = values.taxRatePercent.trim();
  return {
    code: values.code,
    name: values.name,
    unitsPerPack: wholeOrNaN(values.unitsPerPack),
    volumeMl: values.volumeMl.trim() === '' ? null : wholeOrNaN(values.volumeMl),
    unitPriceCents: centsOrNaN(values.price),
    taxRateBasisPoints: /^\d+(\.\d{1,2})?$/.test(percent) ? Math.round(Number(percent) * 100) : Number.NaN,
    stockOnHand: values.trackStock ? wholeOrNaN(values.stockOnHand) : null,
    kegTypeId: values.kegTypeId === '' ? null : values.kegTypeId,
  };
}

/** Contract field → form field, for the contract's and the server's errors. */
export const FORM_FIELD: Record<string, keyof SkuFormValues> = {
  code: 'code',
  name: 'name',
  unitsPerPack: 'unitsPerPack',
  volumeMl: 'volumeMl',
  unitPriceCents: 'price',
  taxRateBasisPoints: 'taxRatePercent',
  stockOnHand: 'stockOnHand',
  kegTypeId: 'kegTypeId',
};

/** How each field's errors read under its label (the contract words them for API callers). */
const MESSAGES: Partial<Record<keyof SkuFormValues, string>> = {
  unitsPerPack: 'Units per pack must be a whole number from 1 to 10,000',
  volumeMl: 'Volume must be a whole number of mL from 1 to 1,000,000 (or empty)',
  price: 'Enter the price in dollars, e.g. 48.50 (not negative)',
  taxRatePercent: 'GST must be a percentage from 0 to 100',
  stockOnHand: 'Stock on hand must be a whole number, 0 or more',
};

/** The contract's refusals of the form's values, one per field, worded for the form (the SKU form and the product form's packs). */
export function skuIssues(values: SkuFormValues): { field: keyof SkuFormValues; message: string }[] {
  const result = SkuCreate.safeParse(skuOf(values));
  if (result.success) return [];
  const issues: { field: keyof SkuFormValues; message: string }[] = [];
  for (const issue of result.error.issues) {
    const field = FORM_FIELD[String(issue.path[0])];
    if (!field || issues.some((known) => known.field === field)) continue;
    issues.push({ field, message: MESSAGES[field] ?? capitalise(issue.message) });
  }
  return issues;
}

/** The form's resolver: the contract, with its messages placed on the form's fields. */
export const skuFormSchema = z.custom<SkuFormValues>().superRefine((values, context) => {
  for (const { field, message } of skuIssues(values)) context.addIssue({ code: 'custom', path: [field], message });
});

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const EMPTY_SKU: SkuFormValues = {
  code: '',
  name: '',
  unitsPerPack: '1',
  volumeMl: '',
  price: '',
  taxRatePercent: '10',
  trackStock: false,
  stockOnHand: '',
  kegTypeId: '',
};

export function formValuesOfSku(sku: CatalogueSku): SkuFormValues {
  return {
    code: sku.code,
    name: sku.name,
    unitsPerPack: String(sku.unitsPerPack),
    volumeMl: sku.volumeMl === null ? '' : String(sku.volumeMl),
    price: formatMoneyInput(sku.unitPriceCents),
    taxRatePercent: String(sku.taxRateBasisPoints / 100),
    trackStock: sku.stockOnHand !== null,
    stockOnHand: sku.stockOnHand === null ? '' : String(sku.stockOnHand),
    kegTypeId: sku.kegTypeId ?? '',
  };
}
