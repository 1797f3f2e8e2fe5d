import {
  formatMoneyInput,
  parseMoney,
  percentOffPrice,
  type PriceList,
  type PriceListInput,
  type PriceListItem,
  type PriceListKind,
} from '@tapline/contracts';
import { formatMoney } from '@/lib/format';

// The price list editor's rules without React (issue 36, part 3): what the form holds, how it is checked and sent, how a
// refusal lands on a field, and how a pack's prices read ("1+ $180.00, 5+ $165.00").

/** the contract's bounds (PriceListItemInput): a break's minimum quantity, a unit price */
const MIN_QTY_MAX = 9999;
const UNIT_PRICE_CENTS_MAX = 100_000_000;
const NAME_MAX = 80;

/** One price of a pack on the list: from this quantity, this unit price (as typed). */
export interface PriceRowValues {
  /** the form's own key, so a refusal of `items.3` lands on the row that was sent third */
  key: string;
  minQty: string;
  price: string;
}

/** A pack on the list, with what the editor shows beside its prices. */
export interface SkuPrices {
  skuId: string;
  skuCode: string;
  skuName: string;
  productName: string;
  listPriceCents: number;
  rows: PriceRowValues[];
}

export interface PriceListValues {
  name: string;
  kind: PriceListKind;
  /** a percentage as typed, "12.5" */
  percentOff: string;
  skus: SkuPrices[];
}

export interface RowErrors {
  minQty?: string;
  price?: string;
}

export interface PriceListErrors {
  name?: string;
  percentOff?: string;
  /** about the prices as a whole (too many, a pack twice) */
  items?: string;
  rows: Record<string, RowErrors>;
}

let nextKey = 0;
export const newRowKey = () => `row-${++nextKey}`;

/** The packs of a list with their prices, cheapest quantity first, packs in the order first met (the server's order). */
export function groupItems(items: readonly PriceListItem[]): Array<Omit<SkuPrices, 'rows'> & { prices: PriceListItem[] }> {
  const groups = new Map<string, Omit<SkuPrices, 'rows'> & { prices: PriceListItem[] }>();
  for (const item of items) {
    const group = groups.get(item.skuId) ?? {
      skuId: item.skuId,
      skuCode: item.skuCode,
      skuName: item.skuName,
      productName: item.productName,
      listPriceCents: item.listPriceCents,
      prices: [],
    };
    group.prices.push(item);
    groups.set(item.skuId, group);
  }
  for (const group of groups.values()) group.prices.sort((a, b) => a.minQty - b.minQty);
  return [...groups.values()];
}

/** "12.5" from 1250 basis points; "" for none. */
function percentText(basisPoints: number | null): string {
  return basisPoints === null ? '' : String(basisPoints / 100);
}

/** The form's values for a list (or a new one: a percentage off). */
export function valuesOf(list?: PriceList): PriceListValues {
  if (!list) return { name: '', kind: 'percent_off', percentOff: '', skus: [] };
  return {
    name: list.name,
    kind: list.kind,
    percentOff: percentText(list.percentOffBasisPoints),
    skus: groupItems(list.items).map(({ prices, ...sku }) => ({
      ...sku,
      rows: prices.map((price) => ({ key: newRowKey(), minQty: String(price.minQty), price: formatMoneyInput(price.unitPriceCents) })),
    })),
  };
}

/** A pack added from the catalogue: one row, from 1 at its list price for a fixed list, a break from 2 over a percentage. */
export function newSkuPrices(sku: Omit<SkuPrices, 'rows'>, kind: PriceListKind): SkuPrices {
  return { ...sku, rows: [{ key: newRowKey(), minQty: kind === 'fixed' ? '1' : '2', price: formatMoneyInput(sku.listPriceCents) }] };
}

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** "12.5", "12.5 %" or "10%" → 1250 basis points: 0 to 100, at most two decimals. */
export function parsePercentOff(text: string): Parsed<number> {
  const value = text.trim().replace(/\s*%$/, '');
  if (value === '') return { ok: false, message: 'Enter the percentage off your list prices, like 10 or 12.5' };
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(value)) return { ok: false, message: 'Enter a percentage like 10 or 12.5 (at most two decimals)' };
  const [whole = '0', fraction = ''] = value.split('.');
  const basisPoints = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (basisPoints > 10_000) return { ok: false, message: 'At most 100 %' };
  return { ok: true, value: basisPoints };
}

function parseMinQty(text: string): Parsed<number> {
  const value = text.trim();
  if (!/^\d{1,4}$/.test(value) || Number(value) < 1) return { ok: false, message: `A whole number, 1 to ${MIN_QTY_MAX}` };
  return { ok: true, value: Number(value) };
}

function parseUnitPrice(text: string): Parsed<number> {
  const amount = parseMoney(text);
  if (!amount.ok) return { ok: false, message: text.trim() === '' ? 'Enter a price' : 'Dollars and cents, like 165 or 164.50' };
  if (amount.cents > UNIT_PRICE_CENTS_MAX) return { ok: false, message: `At most ${formatMoney(UNIT_PRICE_CENTS_MAX)}` };
  return { ok: true, value: amount.cents };
}

export type Checked = { ok: true; input: PriceListInput; rowKeys: string[] } | { ok: false; errors: PriceListErrors };

/**
 * The form checked as the contract would, in the words of the form, and the input to send. `rowKeys[i]` is the row
 * sent as `items[i]`, so a refusal naming `items.3.minQty` lands on it.
 */
export function checkPriceList(values: PriceListValues): Checked {
  const errors: PriceListErrors = { rows: {} };
  const name = values.name.trim();
  if (name === '') errors.name = 'Enter a name, like “Gold venues”';
  else if (name.length > NAME_MAX) errors.name = `At most ${NAME_MAX} characters`;
  let percentOffBasisPoints: number | null = null;
  if (values.kind === 'percent_off') {
    const percent = parsePercentOff(values.percentOff);
    if (percent.ok) percentOffBasisPoints = percent.value;
    else errors.percentOff = percent.message;
  }
  const items: PriceListInput['items'] = [];
  const rowKeys: string[] = [];
  for (const sku of values.skus) {
    const seen = new Map<number, string>();
    for (const row of sku.rows) {
      const minQty = parseMinQty(row.minQty);
      const price = parseUnitPrice(row.price);
      const rowErrors: RowErrors = {};
      if (!minQty.ok) rowErrors.minQty = minQty.message;
      else if (seen.has(minQty.value)) rowErrors.minQty = `${minQty.value}+ is already priced for this pack`;
      if (!price.ok) rowErrors.price = price.message;
      if (rowErrors.minQty || rowErrors.price) errors.rows[row.key] = rowErrors;
      else if (minQty.ok && price.ok) {
        seen.set(minQty.value, row.key);
        items.push({ skuId: sku.skuId, minQty: minQty.value, unitPriceCents: price.value });
        rowKeys.push(row.key);
      }
    }
  }
  if (errors.name || errors.percentOff || Object.keys(errors.rows).length > 0) return { ok: false, errors };
  return { ok: true, input: { name, kind: values.kind, percentOffBasisPoints, items }, rowKeys };
}

/**
 * A refusal's field (`name`, `percentOffBasisPoints`, `items.3.unitPriceCents`) placed on the form: the row sent as
 * `items[3]`; what names no field of the form goes to `items` (or nowhere: the caller toasts it).
 */
export function placeServerIssues(issues: readonly { field: string; message: string }[], rowKeys: readonly string[]): PriceListErrors {
  const errors: PriceListErrors = { rows: {} };
  for (const { field, message } of issues) {
    const [head, index, part] = field.split('.');
    if (head === 'name') errors.name = message;
    else if (head === 'percentOffBasisPoints' || head === 'kind') errors.percentOff = message;
    else if (head === 'items') {
      const key = index !== undefined ? rowKeys[Number(index)] : undefined;
      if (key && (part === 'minQty' || part === 'unitPriceCents')) {
        errors.rows[key] = { ...errors.rows[key], [part === 'minQty' ? 'minQty' : 'price']: message };
      } else errors.items = message;
    }
  }
  return errors;
}

export const hasErrors = (errors: PriceListErrors) =>
  Boolean(errors.name || errors.percentOff || errors.items || Object.keys(errors.rows).length > 0);

/** What the list charges for a pack from 1 up: its rows, below the first of them the list price (fixed) or the percentage. */
export function priceTiers(
  listPriceCents: number,
  prices: readonly { minQty: number; unitPriceCents: number }[],
  list: { kind: PriceListKind; percentOffBasisPoints: number | null },
): { minQty: number; unitPriceCents: number }[] {
  const sorted = [...prices].sort((a, b) => a.minQty - b.minQty);
  if (sorted[0]?.minQty === 1) return sorted;
  const base = list.kind === 'percent_off' ? percentOffPrice(listPriceCents, list.percentOffBasisPoints ?? 0) : listPriceCents;
  return [{ minQty: 1, unitPriceCents: base }, ...sorted];
}

/** "1+ $180.00, 5+ $165.00" */
export function tiersText(tiers: readonly { minQty: number; unitPriceCents: number }[], currency?: string): string {
  return tiers.map((tier) => `${tier.minQty}+ ${formatMoney(tier.unitPriceCents, currency)}`).join(', ');
}

/** The rows typed that read as prices (the others are left out of the preview until they do). */
export function typedPrices(rows: readonly PriceRowValues[]): { minQty: number; unitPriceCents: number }[] {
  const prices = new Map<number, number>();
  for (const row of rows) {
    const minQty = parseMinQty(row.minQty);
    const price = parseUnitPrice(row.price);
    if (minQty.ok && price.ok && !prices.has(minQty.value)) prices.set(minQty.value, price.value);
  }
  return [...prices].map(([minQty, unitPriceCents]) => ({ minQty, unitPriceCents }));
}
