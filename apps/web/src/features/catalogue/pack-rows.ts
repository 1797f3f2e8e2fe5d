import type { CatalogueSku, SkuChangeInput, SkuCreateInput, SkuStatus } from '@tapline/contracts';
import { EMPTY_SKU, FORM_FIELD, formValuesOfSku, skuIssues, skuOf, type SkuFormValues } from './sku-form';

/**
 * One pack (a SKU) on the product form, as typed. `id` and `version` are the stored SKU's it edits (null: a pack
 * not saved yet); stock on hand left empty means stock is not tracked. The SKU contract checks each row, through
 * the SKU form's rules, so a pack here is held to what the API holds it to (decision 0140).
 */
export interface PackRow extends Omit<SkuFormValues, 'trackStock'> {
  id: string | null;
  version: number | null;
  status: SkuStatus;
}
export type PackField = Exclude<keyof PackRow, 'id' | 'version'>;

/** The SKU form's values as a pack's: no switch for stock, which is tracked when a number is given. */
function packValuesOf({ trackStock: _tracked, ...values }: SkuFormValues): Omit<SkuFormValues, 'trackStock'> {
  return values;
}

export const NEW_PACK: PackRow = { id: null, version: null, status: 'active', ...packValuesOf(EMPTY_SKU) };

export function packRowOf(sku: CatalogueSku): PackRow {
  return { id: sku.id, version: sku.version, status: sku.status, ...packValuesOf(formValuesOfSku(sku)) };
}

function skuFormValuesOf(row: PackRow): SkuFormValues {
  const { id: _id, version: _version, status: _status, ...values } = row;
  return { ...values, trackStock: row.stockOnHand.trim() !== '' };
}

/** The contract's input for the row (not yet checked: numbers that aren't are NaN for the contract to name). */
export function skuInputOf(row: PackRow): SkuCreateInput {
  return { ...skuOf(skuFormValuesOf(row)), status: row.status };
}

/** Each row's refusals (the SKU contract's, worded for the form) and a code given to two packs. */
export function packIssues(rows: PackRow[]): { index: number; field: PackField; message: string }[] {
  const issues: { index: number; field: PackField; message: string }[] = [];
  const firstWith = new Map<string, number>();
  rows.forEach((row, index) => {
    for (const issue of skuIssues(skuFormValuesOf(row)))
      if (issue.field !== 'trackStock') issues.push({ index, field: issue.field, message: issue.message });
    const code = row.code.trim();
    if (!code || issues.some((known) => known.index === index && known.field === 'code')) return;
    const first = firstWith.get(code);
    if (first === undefined) firstWith.set(code, index);
    else issues.push({ index, field: 'code', message: `Code ${code} is also pack ${first + 1}’s: each pack has its own` });
  });
  return issues;
}

/** Why Publish waits (shown beside it), or null when the form holds a product that can be published. */
export function publishBlocker(name: string, rows: PackRow[]): string | null {
  if (!name.trim()) return 'Give the product a name to publish.';
  if (!rows.some((row) => row.status === 'active' && row.price.trim() !== '')) return 'Add an active pack with a price to publish.';
  return null;
}

const COMPARED = [
  'code',
  'name',
  'unitsPerPack',
  'volumeMl',
  'unitPriceCents',
  'taxRateBasisPoints',
  'stockOnHand',
  'status',
  'kegTypeId',
] as const;

export interface PackChanges {
  skuChanges: SkuChangeInput[];
  newSkus: SkuCreateInput[];
  /** the row each change and each new pack came from, to place the server's errors (`skuChanges.0.code`) */
  changeRows: number[];
  newRows: number[];
}

/**
 * What a save sends for the packs: each stored pack whose values differ from those loaded, with only the fields that
 * differ and the version it was loaded at (or `versions`' when saving over someone else's), and every new pack.
 */
export function packChanges(rows: PackRow[], loaded: PackRow[], versions?: ReadonlyMap<string, number>): PackChanges {
  const changes: PackChanges = { skuChanges: [], newSkus: [], changeRows: [], newRows: [] };
  rows.forEach((row, index) => {
    const input = skuInputOf(row);
    const before = row.id === null ? undefined : loaded.find((candidate) => candidate.id === row.id);
    if (row.id === null || !before) {
      changes.newSkus.push(input);
      changes.newRows.push(index);
      return;
    }
    const old = skuInputOf(before);
    const fields = COMPARED.filter((field) => !Object.is(input[field], old[field]));
    if (fields.length === 0) return;
    changes.skuChanges.push({
      id: row.id,
      version: versions?.get(row.id) ?? row.version ?? 1,
      ...Object.fromEntries(fields.map((field) => [field, input[field]])),
    });
    changes.changeRows.push(index);
  });
  return changes;
}

/** The row and field a server error's path names (`skus.1.code`, `newSkus.0.unitPriceCents`, `skuChanges.2.status`). */
export function packFieldOf(
  path: string,
  changes: Pick<PackChanges, 'changeRows' | 'newRows'>,
): { index: number; field: PackField } | null {
  const match = /^(skus|newSkus|skuChanges)\.(\d+)\.(\w+)/.exec(path);
  if (!match) return null;
  const [, list, at, contractField] = match;
  const index = (list === 'skuChanges' ? changes.changeRows : changes.newRows)[Number(at)];
  const field = contractField === 'status' ? 'status' : FORM_FIELD[contractField!];
  if (index === undefined || !field || field === 'trackStock') return null;
  return { index, field };
}
