import { sql } from 'drizzle-orm';
import { supplierTradeSettings, tradeAccounts, type Database } from '@tapline/db';

// Trade accounts as the credit tests need them (decision 0170), written straight to the tables: the accounts' own
// API (applications, approvals, holds) is tested where it is built.

/** The venue's account with the supplier, as approved (active, no limit unless given), or changed to `values`. */
export async function upsertTestTradeAccount(
  db: Database,
  supplierId: string,
  venueId: string,
  values: {
    status?: 'active' | 'on_hold' | 'closed';
    creditLimitCents?: number | null;
    holdReason?: string | null;
    closedReason?: string | null;
  } = {},
) {
  const row = {
    status: values.status ?? 'active',
    creditLimitCents: values.creditLimitCents ?? null,
    holdReason: values.holdReason ?? (values.status === 'on_hold' ? 'Payments overdue' : null),
    closedReason: values.closedReason ?? null,
  };
  await db
    .insert(tradeAccounts)
    .values({ supplierId, venueId, ...row })
    .onConflictDoUpdate({
      target: [tradeAccounts.supplierId, tradeAccounts.venueId],
      set: { ...row, version: sql`${tradeAccounts.version} + 1` },
    });
}

/** The supplier sells only to venues with an account (or to any venue). */
export async function setTestAccountsRequired(db: Database, supplierId: string, accountsRequired: boolean) {
  await db
    .insert(supplierTradeSettings)
    .values({ supplierId, accountsRequired })
    .onConflictDoUpdate({ target: supplierTradeSettings.supplierId, set: { accountsRequired } });
}
