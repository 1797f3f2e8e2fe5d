import type { PaymentTerms, TradeAccountDetail, TradeAccountUpdate } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { ApiUser } from '../../identity';
import { AppError } from '../../platform';
import { withRetryingTransaction } from '../../shared/transactions';
import { columnsOf, deleteVenueTerms, findVenueTerms, upsertVenueTerms } from '../../shared/venue-payment-terms.queries';
import { checkedPriceList, checkedZone } from './trade-account-checks.service';
import { accountTermsOf, changedFields, changeNotes, type AccountFacts } from './trade-account-views';
import { accountDetail, requireManagedAccount } from './trade-accounts.service';
import { findAccount, insertEvent, lockAccount, updateAccount, type AccountRow } from './trade-accounts.queries';
import { auditTrade } from './trade-audit';
import { tellAccountChanged, type TradeDeps } from './trade-notices';

// A trade account's terms, limit, price list and zone change in one place (decisions 0169 and 0178): the account's
// page (PATCH /api/trade-accounts/{id}) and the supplier's per-venue payment terms page (money's invoice settings,
// through `setVenuePaymentTerms`) both come through `writeAccountChange`. Either way the pair's payment terms row is
// written, and when something changed the account's version moves on, its history keeps what changed, both
// organisations' audit logs say who changed it, and the venue's owners are told: in the change's transaction.

const ACCOUNT = 'Trade account';

/** The supplier that changes an account: who it is, and the currency its amounts are worded in. */
interface ChangingSupplier {
  id: string;
  slug: string;
  name: string;
  currency: string;
}

type ChangeDeps = Pick<TradeDeps, 'outbox' | 'appOrigin'>;

function factsOf(row: AccountRow): AccountFacts {
  return {
    terms: accountTermsOf(row),
    creditLimitCents: row.creditLimitCents,
    priceList: row.priceListId && row.priceListName ? { id: row.priceListId, name: row.priceListName } : null,
    zone: row.zoneId && row.zoneName ? { id: row.zoneId, name: row.zoneName } : null,
  };
}

/**
 * Writes the change to `account` (read under its lock): the pair's terms row when `terms` is given (null: removed, so
 * invoices take the account as on delivery), then, when a field changed, the account (its version moves on), a
 * `changed` event with what changed, the audit rows and the venue's notice. Nothing changed: nothing but the row.
 */
async function writeAccountChange(
  tx: Database,
  deps: ChangeDeps,
  change: { account: AccountRow; supplier: ChangingSupplier; actorId: string; after: AccountFacts; terms?: PaymentTerms | null },
): Promise<void> {
  const { account, supplier, after } = change;
  if (change.terms === null) await deleteVenueTerms(tx, account.supplierId, account.venueId);
  else if (change.terms) await upsertVenueTerms(tx, account.supplierId, account.venueId, columnsOf(change.terms));
  const changes = changedFields(factsOf(account), after, supplier.currency);
  if (changes.length === 0) return;
  await updateAccount(tx, account.id, {
    creditLimitCents: after.creditLimitCents,
    priceListId: after.priceList?.id ?? null,
    zoneId: after.zone?.id ?? null,
  });
  const notes = changeNotes(changes);
  const venue = { id: account.venueId, slug: account.venueSlug, name: account.venueName };
  await Promise.all([
    insertEvent(tx, {
      supplierId: account.supplierId,
      venueId: account.venueId,
      kind: 'changed',
      actorId: change.actorId,
      note: notes.join('; '),
    }),
    auditTrade(tx, {
      action: 'trade_account.changed',
      actorId: change.actorId,
      supplier,
      venue,
      target: { type: 'trade_account', id: account.id },
      before: Object.fromEntries(changes.map((field) => [field.field, field.from])),
      after: Object.fromEntries(changes.map((field) => [field.field, field.to])),
    }),
    tellAccountChanged(tx, deps, {
      venue,
      supplier,
      accountId: account.id,
      change: 'changed',
      detail: notes.join('\n'),
      actorId: change.actorId,
    }),
  ]);
}

function staleAccount(sent: number, current: number): AppError {
  return new AppError(
    'conflict',
    `Someone else changed this account since you opened it (you edited version ${sent}, it is now version ${current}): reload it and make your change again`,
    { version: current },
  );
}

/** PATCH /api/trade-accounts/{id}: terms, limit, price list or zone, at the version read; a closed account changes on reopening. */
export async function changeAccount(
  deps: TradeDeps,
  user: ApiUser,
  accountId: string,
  input: TradeAccountUpdate,
): Promise<TradeAccountDetail> {
  const { db } = deps;
  const { row, supplier } = await requireManagedAccount(db, user, accountId);
  await withRetryingTransaction(db, async (tx) => {
    const locked = await lockAccount(tx, { id: row.id });
    if (!locked) throw AppError.notFound(ACCOUNT);
    if (locked.version !== input.version) throw staleAccount(input.version, locked.version);
    if (locked.status === 'closed')
      throw new AppError('conflict', 'This account is closed: reopen it to change it', { status: locked.status });
    const current = await findAccount(tx, row.id);
    if (!current) throw AppError.notFound(ACCOUNT);
    const before = factsOf(current);
    const after: AccountFacts = {
      terms: input.terms ?? before.terms,
      creditLimitCents: input.creditLimitCents === undefined ? before.creditLimitCents : input.creditLimitCents,
      priceList: input.priceListId === undefined ? before.priceList : await checkedPriceList(tx, supplier.id, input.priceListId),
      zone: input.zoneId === undefined ? before.zone : await checkedZone(tx, supplier.id, input.zoneId),
    };
    await writeAccountChange(tx, deps, { account: current, supplier, actorId: user.id, after, terms: input.terms });
  });
  deps.outbox.wake();
  return accountDetail(db, row.id);
}

/**
 * The per-venue payment terms page's write (money's invoice settings, after it checked that the caller manages the
 * supplier): gives the venue its own terms, or removes them (`null`). When the pair has a trade account, whatever its
 * status, the change is the account's, as on the account's page: its version, history, audit and the venue's notice
 * (a closed account's terms wait for its reopening). Answers whether the pair had terms of its own before.
 */
export async function setVenuePaymentTerms(
  deps: Pick<TradeDeps, 'db' | 'outbox' | 'appOrigin'>,
  actorId: string,
  supplier: ChangingSupplier,
  venueId: string,
  terms: PaymentTerms | null,
): Promise<boolean> {
  const had = await withRetryingTransaction(deps.db, async (tx) => {
    const locked = await lockAccount(tx, { supplierId: supplier.id, venueId });
    const own = await findVenueTerms(tx, supplier.id, venueId);
    const account = locked ? await findAccount(tx, locked.id) : undefined;
    if (account) {
      const after = { ...factsOf(account), terms: terms ?? { kind: 'on_delivery' as const } };
      await writeAccountChange(tx, deps, { account, supplier, actorId, after, terms });
    } else if (terms) {
      await upsertVenueTerms(tx, supplier.id, venueId, columnsOf(terms));
    } else {
      await deleteVenueTerms(tx, supplier.id, venueId);
    }
    return own !== undefined;
  });
  deps.outbox.wake();
  return had;
}
