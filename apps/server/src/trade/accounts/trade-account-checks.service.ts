import type { Database } from '@tapline/db';
import { AppError } from '../../platform';
import { ownsPriceList, ownsZone } from './trade-accounts.queries';

// An account names a price list and a delivery zone of its own supplier only (decision 0169): another's, or none
// that exists, is 422 `trade_refused` naming the field.

function notTheSuppliers(field: 'priceListId' | 'zoneId', what: string): AppError {
  const message = `no such ${what} of this supplier`;
  return new AppError('trade_refused', `${field}: ${message}`, [{ field, message }]);
}

/** The price list's name, when one is named; refused when it isn't the supplier's. */
export async function checkedPriceList(db: Database, supplierId: string, priceListId: string | null | undefined) {
  if (!priceListId) return null;
  const list = await ownsPriceList(db, supplierId, priceListId);
  if (!list) throw notTheSuppliers('priceListId', 'price list');
  return { id: priceListId, name: list.name };
}

/** The zone's name, when one is named; refused when it isn't the supplier's. */
export async function checkedZone(db: Database, supplierId: string, zoneId: string | null | undefined) {
  if (!zoneId) return null;
  const zone = await ownsZone(db, supplierId, zoneId);
  if (!zone) throw notTheSuppliers('zoneId', 'delivery zone');
  return { id: zoneId, name: zone.name };
}
