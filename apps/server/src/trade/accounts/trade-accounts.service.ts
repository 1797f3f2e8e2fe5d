import {
  type TradeAccount,
  type TradeAccountDetail,
  type TradeAccountList,
  type TradeAccountQuery,
  type TradeAccountReason,
  type TradeAccountStatus,
  type VenueTradeAccounts,
  type VenueTradeStanding,
} from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { type ApiUser, requireOrganisationAccess } from '../../identity';
import { AppError } from '../../platform';
import { withRetryingTransaction } from '../../shared/transactions';
import { requireActingSide, requirePairReader } from './trade-access.service';
import { accountOf, applicationOf, eventOf } from './trade-account-views';
import { availableUnder, exposuresOf } from './exposure.service';
import {
  findAccount,
  findAccountBetween,
  findTermsStanding,
  insertEvent,
  listEvents,
  listSupplierAccounts,
  listVenueAccounts,
  lockAccount,
  updateAccount,
  type AccountRow,
} from './trade-accounts.queries';
import { listApplicationsOf } from './trade-applications.queries';
import { auditTrade } from './trade-audit';
import { tellAccountChanged, type TradeDeps } from './trade-notices';
import { findActiveSupplier } from './trade-settings.queries';
import { SUPPLIER_MANAGERS, tradeSettingsOf } from './trade-settings.service';

// Venues' trade accounts with suppliers (decision 0169): both sides' members read an account and its history; the
// supplier's owners and admins change its terms, hold and release it, close and reopen it. Every change moves the
// account's version on, writes an event and tells the venue's owners, in one transaction.

const ACCOUNT = 'Trade account';

/** The accounts with their exposure, one query for them all. */
async function withExposures(db: Database, rows: AccountRow[]): Promise<TradeAccount[]> {
  if (rows.length === 0) return [];
  const exposures = await exposuresOf(db, rows);
  return rows.map((row, index) => {
    const { exposureCents } = exposures[index]!;
    return accountOf(row, { exposureCents, availableCents: availableUnder(row.creditLimitCents, exposureCents) });
  });
}

/** The account as its page shows it: with the pair's history and applications. */
export async function accountDetail(db: Database, accountId: string): Promise<TradeAccountDetail> {
  const row = await findAccount(db, accountId);
  if (!row) throw AppError.notFound(ACCOUNT);
  const [[account], events, applications] = await Promise.all([
    withExposures(db, [row]),
    listEvents(db, row.supplierId, row.venueId),
    listApplicationsOf(db, row.venueId, { supplierId: row.supplierId }),
  ]);
  return { ...account!, events: events.map(eventOf), applications: applications.map(applicationOf) };
}

/** GET /api/suppliers/{id}/trade-accounts: its members, by venue name. */
export async function listAccounts(
  db: Database,
  user: ApiUser,
  supplierIdOrSlug: string,
  query: TradeAccountQuery,
): Promise<TradeAccountList> {
  const { organisation } = await requireOrganisationAccess(db, user, 'supplier', supplierIdOrSlug);
  const { rows, total } = await listSupplierAccounts(db, organisation.id, query);
  return { items: await withExposures(db, rows), page: query.page, pageSize: query.pageSize, total };
}

/** GET /api/trade-accounts/{id}: either side's members, with the pair's history and applications. */
export async function getAccount(db: Database, user: ApiUser, accountId: string): Promise<TradeAccountDetail> {
  const row = await findAccount(db, accountId);
  if (!row) throw AppError.notFound(ACCOUNT);
  await requirePairReader(db, user, row, ACCOUNT);
  return accountDetail(db, row.id);
}

/** The supplier's owners and admins act on the account: the account and the supplier as they act. */
export async function requireManagedAccount(db: Database, user: ApiUser, accountId: string) {
  const row = await findAccount(db, accountId);
  if (!row) throw AppError.notFound(ACCOUNT);
  const { organisation: supplier } = await requireActingSide(db, user, 'supplier', row, SUPPLIER_MANAGERS, ACCOUNT);
  return { row, supplier };
}

const venueOf = (row: AccountRow) => ({ id: row.venueId, slug: row.venueSlug, name: row.venueName });
const pairOf = (row: AccountRow) => ({ supplierId: row.supplierId, venueId: row.venueId });

interface Move {
  from: readonly TradeAccountStatus[];
  to: TradeAccountStatus;
  event: 'held' | 'released' | 'closed' | 'reopened';
  /** what the account can't be when it refuses ("put on hold") */
  verb: string;
}

const MOVES = {
  hold: { from: ['active'], to: 'on_hold', event: 'held', verb: 'put on hold' },
  release: { from: ['on_hold'], to: 'active', event: 'released', verb: 'released' },
  close: { from: ['active', 'on_hold'], to: 'closed', event: 'closed', verb: 'closed' },
  reopen: { from: ['closed'], to: 'active', event: 'reopened', verb: 'reopened' },
} as const satisfies Record<string, Move>;

const STATUS_WORDS: Record<TradeAccountStatus, string> = { active: 'active', on_hold: 'on hold', closed: 'closed' };

/** POST /api/trade-accounts/{id}/hold, …/release, …/close, …/reopen: the supplier's owners and admins. */
export async function moveAccount(
  deps: TradeDeps,
  user: ApiUser,
  accountId: string,
  step: keyof typeof MOVES,
  input?: TradeAccountReason,
): Promise<TradeAccountDetail> {
  const { db } = deps;
  const move: Move = MOVES[step];
  const { row, supplier } = await requireManagedAccount(db, user, accountId);
  const reason = input?.reason ?? null;
  await withRetryingTransaction(db, async (tx) => {
    const locked = await lockAccount(tx, { id: row.id });
    if (!locked) throw AppError.notFound(ACCOUNT);
    if (!move.from.includes(locked.status)) {
      throw new AppError('conflict', `This account is ${STATUS_WORDS[locked.status]}: it can’t be ${move.verb}`, { status: locked.status });
    }
    await updateAccount(tx, row.id, {
      status: move.to,
      holdReason: move.to === 'on_hold' ? reason : null,
      closedReason: move.to === 'closed' ? reason : null,
      reopened: step === 'reopen',
    });
    await insertEvent(tx, { ...pairOf(row), kind: move.event, actorId: user.id, note: reason });
    await auditTrade(tx, {
      action: `trade_account.${move.event}`,
      actorId: user.id,
      supplier,
      venue: venueOf(row),
      target: { type: 'trade_account', id: row.id },
      before: { status: locked.status },
      after: { status: move.to, ...(reason ? { reason } : {}) },
    });
    const detail = reason ? `Reason: ${reason}` : move.to === 'active' ? 'You can order on your account again.' : '';
    await tellAccountChanged(tx, deps, { venue: venueOf(row), supplier, accountId: row.id, change: move.event, detail, actorId: user.id });
  });
  deps.outbox.wake();
  return accountDetail(db, row.id);
}

/** GET /api/venues/{id}/trade-accounts: the venue's members see its accounts and the applications still waiting. */
export async function getVenueAccounts(db: Database, user: ApiUser, venueIdOrSlug: string): Promise<VenueTradeAccounts> {
  const { organisation: venue } = await requireOrganisationAccess(db, user, 'venue', venueIdOrSlug);
  const [rows, waiting] = await Promise.all([listVenueAccounts(db, venue.id), listApplicationsOf(db, venue.id, { status: 'submitted' })]);
  return { accounts: await withExposures(db, rows), applications: waiting.map(applicationOf) };
}

/** GET /api/venues/{id}/suppliers/{supplierId}/trade: where the venue stands with one supplier, and whether it may apply. */
export async function getVenueStanding(
  db: Database,
  user: ApiUser,
  venueIdOrSlug: string,
  supplierIdOrSlug: string,
): Promise<VenueTradeStanding> {
  const { organisation: venue } = await requireOrganisationAccess(db, user, 'venue', venueIdOrSlug);
  const supplier = await findActiveSupplier(db, supplierIdOrSlug);
  if (!supplier) throw AppError.notFound('Supplier');
  const [settings, row, [latest]] = await Promise.all([
    tradeSettingsOf(db, supplier.id),
    findAccountBetween(db, supplier.id, venue.id),
    listApplicationsOf(db, venue.id, { supplierId: supplier.id }),
  ]);
  const account = row ? (await withExposures(db, [row]))[0]! : null;
  const open = account !== null && account.status !== 'closed';
  return {
    supplier,
    settings,
    account,
    application: latest ? applicationOf(latest) : null,
    canApply: !open && latest?.status !== 'submitted',
  };
}

/**
 * Whether an invoice of the supplier to the venue is on delivery terms whatever the supplier's default (decision
 * 0169): the pair's account is closed; or it is open without terms of its own; or there is no account, no terms of
 * the pair's own, and the supplier turned trade accounts on (it saved its trade settings) — cash on delivery until
 * approved. A supplier that never did keeps invoicing on its default terms.
 */
export async function onDeliveryUntilApproved(db: Database, supplierId: string, venueId: string): Promise<boolean> {
  const standing = await findTermsStanding(db, supplierId, venueId);
  if (standing.accountStatus === 'closed') return true;
  if (standing.accountStatus !== null) return !standing.hasTerms;
  return standing.hasSettings && !standing.hasTerms;
}
