import type { Database } from '../client';
import type { SkuKeg } from '../order-lines';
import { kegTypes } from '../schema';

// The demo brewery's keg types (issue 37): its own 50 L and 30 L kegs, each with a $50.00 deposit ex GST, GST on it;
// and the Kegstar pool's 20 L kegs it fills too, which carry no deposit (Kegstar owns them). Its keg packs name them,
// so the demo's orders, invoices and cart show deposit lines, and a pool keg that has none.

const DEMO_KEG_TYPES = [
  { pack: '50 L keg', name: '50 L keg', litres: 50, ownerKind: 'supplier', poolName: null, depositCents: 5_000 },
  { pack: '30 L keg', name: '30 L keg', litres: 30, ownerKind: 'supplier', poolName: null, depositCents: 5_000 },
  { pack: '20 L keg', name: 'Kegstar 20 L', litres: 20, ownerKind: 'pool', poolName: 'Kegstar', depositCents: 0 },
] as const;

/**
 * Adds the brewery's keg types; answers the keg type a pack of it comes in, by the pack's name ("30 L keg
 * (discontinued)" too), and a SKU's keg as checkout reads it.
 */
export async function seedKegTypes(tx: Database, supplierId: string, createdAt: Date) {
  const rows = await tx
    .insert(kegTypes)
    .values(
      DEMO_KEG_TYPES.map(({ pack: _pack, ...kegType }) => ({
        supplierId,
        ...kegType,
        depositTaxable: true,
        createdAt,
        updatedAt: createdAt,
      })),
    )
    .returning({
      id: kegTypes.id,
      ownerKind: kegTypes.ownerKind,
      depositCents: kegTypes.depositCents,
      depositTaxable: kegTypes.depositTaxable,
    });
  return {
    kegTypeIdOf: (packSupplierId: string, packName: string): string | null => {
      if (packSupplierId !== supplierId) return null;
      return rows[DEMO_KEG_TYPES.findIndex((kegType) => packName.startsWith(kegType.pack))]?.id ?? null;
    },
    kegOf: (sku: { kegTypeId: string | null; unitsPerPack: number }): SkuKeg | null => {
      const row = rows.find((candidate) => candidate.id === sku.kegTypeId);
      if (!row) return null;
      return {
        kegTypeId: row.id,
        kegsPerUnit: sku.unitsPerPack,
        ownerKind: row.ownerKind,
        depositCents: row.depositCents,
        depositTaxable: row.depositTaxable,
      };
    },
  };
}
