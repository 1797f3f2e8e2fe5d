import type { FieldIssue } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { AppError } from '../../platform';
import { listKegTypes, type KegTypeRow } from './keg-collection-support.queries';
import { kegBalances } from './keg-ledger.queries';

// What a collection may name (decision 0177): keg types of its own supplier, and at most what the venue holds of
// each (the ledger's sum, read under the pair's lock). Refusals are 422 `keg_refused` naming the field, the type and
// the balance; nothing is written.

interface Pair {
  supplier: { id: string; name: string };
  venue: { id: string; name: string };
}

/** A keg type counted, with its row and the venue's balance of it. */
export interface CheckedKegs {
  type: KegTypeRow;
  qty: number;
  balance: number;
}

export function kegRefusal(issues: FieldIssue[]): AppError {
  return new AppError('keg_refused', `Invalid body: ${issues.map((issue) => `${issue.field}: ${issue.message}`).join('; ')}`, issues);
}

/** The venue's balance of each of the supplier's keg types it holds or held. */
async function pairBalances(db: Database, supplierId: string, venueId: string): Promise<Map<string, number>> {
  const rows = await kegBalances(db, { supplierId, venueId });
  return new Map(rows.map((row) => [row.kegTypeId, row.balance]));
}

/** The counts' keg types and the venue's balances, in `tx`; a type not the supplier's is refused. */
export async function checkedKegs(tx: Database, pair: Pair, kegs: readonly { kegTypeId: string; qty: number }[]): Promise<CheckedKegs[]> {
  const [types, balances] = await Promise.all([
    listKegTypes(
      tx,
      kegs.map((keg) => keg.kegTypeId),
    ),
    pairBalances(tx, pair.supplier.id, pair.venue.id),
  ]);
  const byId = new Map(types.filter((type) => type.supplierId === pair.supplier.id).map((type) => [type.id, type]));
  const issues = kegs.flatMap((keg, index): FieldIssue[] =>
    byId.has(keg.kegTypeId) ? [] : [{ field: `kegs.${index}.kegTypeId`, message: `is not one of ${pair.supplier.name}’s keg types` }],
  );
  if (issues.length > 0) throw kegRefusal(issues);
  return kegs.map((keg) => ({ type: byId.get(keg.kegTypeId)!, qty: keg.qty, balance: balances.get(keg.kegTypeId) ?? 0 }));
}

const held = (pair: Pair, keg: CheckedKegs) => `${pair.venue.name} holds ${Math.max(keg.balance, 0)} × ${keg.type.name}`;

/** An ask names at most what the venue holds of each type. */
export function refuseAskOverBalance(pair: Pair, kegs: readonly CheckedKegs[]): void {
  const issues = kegs.flatMap((keg, index): FieldIssue[] =>
    keg.qty > keg.balance
      ? [{ field: `kegs.${index}.qty`, message: `${keg.type.name}: at most ${Math.max(keg.balance, 0)}, ${held(pair, keg)}` }]
      : [],
  );
  if (issues.length > 0) throw kegRefusal(issues);
}

/**
 * What the driver took may be more than the venue holds only with `override`, which only the supplier's owners and
 * admins may give (403); without it, 422 naming each type and its balance.
 */
export function refuseCollectedOverBalance(pair: Pair, kegs: readonly CheckedKegs[], override: boolean, manager: boolean): void {
  const over = kegs.map((keg, index) => ({ keg, index })).filter(({ keg }) => keg.qty > Math.max(keg.balance, 0));
  if (over.length === 0) return;
  if (!override)
    throw kegRefusal(
      over.map(({ keg, index }) => ({
        field: `kegs.${index}.qty`,
        message: `${keg.type.name}: ${keg.qty} recorded but ${held(pair, keg)}; an owner or admin may record more with override`,
      })),
    );
  if (!manager)
    throw new AppError(
      'forbidden',
      `Only ${pair.supplier.name}’s owners and admins record more kegs than a venue holds (${over.map(({ keg }) => held(pair, keg)).join(', ')})`,
    );
}
