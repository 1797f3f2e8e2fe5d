import type { CheckoutProblem } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { findCreditTermsOf, lockTradeAccountsOf } from './credit.queries';
import { accountProblem, holdReasonOf, NO_TERMS, type CreditAccount, type CreditTerms } from './credit-rules';
import { exposuresOf } from './exposure.service';

// Credit at checkout (decision 0170): the cart reads each supplier's terms as they are now; checkout reads them too,
// to refuse what must be refused along with its other rules, then, once the stock is taken, locks the accounts in
// a fixed order, counts each exposure after its lock, and says which supplier orders are placed held.

export { accountProblem, cartTradeAccount, holdReasonOf, NO_TERMS, type CreditTerms } from './credit-rules';

/** Whose exposure is worth a query: an active account with a limit (on hold holds anyway, closed refuses). */
const counted = (account: CreditAccount | null) => account !== null && account.status === 'active' && account.creditLimitCents !== null;

async function withExposures(db: Database, venueId: string, accounts: Map<string, CreditAccount | null>) {
  const pairs = [...accounts].filter(([, account]) => counted(account)).map(([supplierId]) => ({ supplierId, venueId }));
  const exposures = await exposuresOf(db, pairs);
  return new Map(exposures.map((exposure) => [exposure.supplierId, exposure.exposureCents]));
}

/**
 * Each supplier's terms for the venue (unlocked: what the cart shows), by supplier id; without `exposures`, each
 * exposure is left 0 (checkout's first read wants only the refusals: it counts exposures under the lock).
 */
export async function readCreditTerms(
  db: Database,
  venueId: string,
  supplierIds: readonly string[],
  { exposures: count = true } = {},
): Promise<Map<string, CreditTerms>> {
  const rows = await findCreditTermsOf(db, venueId, supplierIds);
  const accounts = new Map<string, CreditAccount | null>(
    rows.map((row) => [
      row.supplierId,
      row.accountStatus === null ? null : { status: row.accountStatus, creditLimitCents: row.creditLimitCents, holdReason: row.holdReason },
    ]),
  );
  const exposures = count ? await withExposures(db, venueId, accounts) : new Map<string, number>();
  return new Map(
    rows.map((row) => [
      row.supplierId,
      {
        accountsRequired: row.accountsRequired,
        account: accounts.get(row.supplierId) ?? null,
        exposureCents: exposures.get(row.supplierId) ?? 0,
      },
    ]),
  );
}

/** The groups checkout refuses for their account (no account where one is required, or a closed one). */
export function accountProblems(terms: ReadonlyMap<string, CreditTerms>, suppliers: readonly { id: string; name: string }[]) {
  return suppliers.flatMap((supplier) => accountProblem(terms.get(supplier.id) ?? NO_TERMS, supplier) ?? []);
}

/** A supplier's group as checkout is about to place it: its total inc GST. */
export interface PlannedGroup {
  supplier: { id: string; name: string };
  totalCents: number;
}

/**
 * In checkout's transaction, after its stock is taken: locks the venue's accounts with the groups' suppliers (in
 * their ids' order, one statement), then counts each exposure (a statement after the lock: an order another checkout
 * placed under it has committed, or that checkout waits for this one), and answers why each group is held (null: it
 * is submitted). An account closed since `earlier` was read refuses its group.
 */
export async function settleCredit(
  tx: Database,
  venue: { id: string; currency: string },
  groups: readonly PlannedGroup[],
  earlier: ReadonlyMap<string, CreditTerms>,
): Promise<{ problems: CheckoutProblem[]; holds: Map<string, string | null> }> {
  const locked = await lockTradeAccountsOf(
    tx,
    venue.id,
    groups.map((group) => group.supplier.id),
  );
  const accounts = new Map<string, CreditAccount | null>(groups.map((group) => [group.supplier.id, null]));
  for (const row of locked)
    accounts.set(row.supplierId, { status: row.status, creditLimitCents: row.creditLimitCents, holdReason: row.holdReason });
  const exposures = await withExposures(tx, venue.id, accounts);
  const problems: CheckoutProblem[] = [];
  const holds = new Map<string, string | null>();
  for (const group of groups) {
    const terms: CreditTerms = {
      accountsRequired: earlier.get(group.supplier.id)?.accountsRequired ?? false,
      account: accounts.get(group.supplier.id) ?? null,
      exposureCents: exposures.get(group.supplier.id) ?? 0,
    };
    const problem = accountProblem(terms, group.supplier);
    if (problem) problems.push(problem);
    holds.set(group.supplier.id, holdReasonOf(terms, group.totalCents, venue.currency));
  }
  return { problems, holds };
}
