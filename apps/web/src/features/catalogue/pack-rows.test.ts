import { describe, expect, it } from 'vitest';
import type { CatalogueSku } from '@tapline/contracts';
import { NEW_PACK, packChanges, packFieldOf, packIssues, packRowOf, publishBlocker, skuInputOf } from './pack-rows';
import { productEditorSchema } from './product-editor-form';
import { EMPTY_PRODUCT_FORM } from './product-form';

const keg = { ...NEW_PACK, code: 'K50', name: '50 L keg', volumeMl: '50000', price: '280' };
const stored: CatalogueSku = {
  id: '00000000-0000-4000-8000-000000000001',
  productId: '00000000-0000-4000-8000-000000000002',
  code: 'C24',
  name: 'Cans',
  unitsPerPack: 24,
  volumeMl: 375,
  unitPriceCents: 8100,
  taxRateBasisPoints: 1000,
  status: 'active',
  stockOnHand: null,
  kegTypeId: null,
  version: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('the product form’s packs', () => {
  it('reads a pack as the contract takes it: empty stock is not tracked', () => {
    expect(skuInputOf(keg)).toMatchObject({
      code: 'K50',
      unitPriceCents: 28000,
      volumeMl: 50000,
      stockOnHand: null,
      status: 'active',
      taxRateBasisPoints: 1000,
    });
    expect(skuInputOf({ ...keg, stockOnHand: '0' }).stockOnHand).toBe(0);
    expect(packRowOf(stored)).toMatchObject({ id: stored.id, version: 3, price: '81.00', stockOnHand: '', unitsPerPack: '24' });
  });

  it('names a bad price and a code given twice on their rows', () => {
    expect(packIssues([keg, { ...keg, name: 'Cans', price: '-5' }])).toEqual([
      { index: 1, field: 'price', message: 'Enter the price in dollars, e.g. 48.50 (not negative)' },
      { index: 1, field: 'code', message: 'Code K50 is also pack 1’s: each pack has its own' },
    ]);
    const result = productEditorSchema.safeParse({ ...EMPTY_PRODUCT_FORM, name: 'Pale', packs: [keg, { ...keg, code: 'K50' }] });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['packs.1.code']);
  });

  it('says why Publish waits: a name, then an active pack with a price', () => {
    expect(publishBlocker('', [keg])).toBe('Give the product a name to publish.');
    expect(publishBlocker('Pale', [])).toBe('Add an active pack with a price to publish.');
    expect(publishBlocker('Pale', [{ ...keg, price: '' }])).toBe('Add an active pack with a price to publish.');
    expect(publishBlocker('Pale', [{ ...keg, status: 'archived' }])).toBe('Add an active pack with a price to publish.');
    expect(publishBlocker('Pale', [keg])).toBeNull();
  });

  it('sends only the stored packs that changed, with their changed fields, and every new one; server paths find their row', () => {
    const loaded = [packRowOf(stored)];
    const rows = [{ ...loaded[0]!, price: '82.50', status: 'archived' as const }, keg];
    const changes = packChanges(rows, loaded);
    expect(changes.skuChanges).toEqual([{ id: stored.id, version: 3, unitPriceCents: 8250, status: 'archived' }]);
    expect(changes.newSkus).toEqual([expect.objectContaining({ code: 'K50' })]);
    expect(packChanges(loaded, loaded)).toMatchObject({ skuChanges: [], newSkus: [] });
    // saving over someone else's: their version
    expect(packChanges(rows, loaded, new Map([[stored.id, 4]])).skuChanges[0]?.version).toBe(4);
    expect(packFieldOf('newSkus.0.code', changes)).toEqual({ index: 1, field: 'code' });
    expect(packFieldOf('skuChanges.0.unitPriceCents', changes)).toEqual({ index: 0, field: 'price' });
    expect(packFieldOf('skuChanges.0.status', changes)).toEqual({ index: 0, field: 'status' });
    expect(packFieldOf('skus', changes)).toBeNull();
  });
});
