import type { SupplierTradeSettings, SupplierTradeSettingsUpdate } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { type ApiUser, requireOrganisationAccess } from '../../identity';
import { findTradeSettings, upsertTradeSettings } from './trade-settings.queries';

// A supplier's rule for trade accounts and its terms (decision 0169): its members read them, its owners and admins
// set them. A supplier that never set them sells to any venue and has no terms (version 1).

/** Who decides applications and changes accounts: the supplier's owners and admins. */
export const SUPPLIER_MANAGERS = ['owner', 'admin'] as const;

const DEFAULT_SETTINGS: SupplierTradeSettings = { accountsRequired: false, terms: '', termsVersion: '1' };

/** The supplier's settings, or the defaults when it never set them. */
export async function tradeSettingsOf(db: Database, supplierId: string): Promise<SupplierTradeSettings> {
  const row = await findTradeSettings(db, supplierId);
  return row ? { ...row, termsVersion: String(row.termsVersion) } : DEFAULT_SETTINGS;
}

export async function getTradeSettings(db: Database, user: ApiUser, supplierIdOrSlug: string): Promise<SupplierTradeSettings> {
  const { organisation } = await requireOrganisationAccess(db, user, 'supplier', supplierIdOrSlug);
  return tradeSettingsOf(db, organisation.id);
}

/** The first save turns trade accounts on for the supplier: from then a venue without an account buys on delivery terms. */
export async function putTradeSettings(
  db: Database,
  user: ApiUser,
  supplierIdOrSlug: string,
  input: SupplierTradeSettingsUpdate,
): Promise<SupplierTradeSettings> {
  const { organisation } = await requireOrganisationAccess(db, user, 'supplier', supplierIdOrSlug, SUPPLIER_MANAGERS);
  const row = await upsertTradeSettings(db, organisation.id, input);
  return { ...row, termsVersion: String(row.termsVersion) };
}
