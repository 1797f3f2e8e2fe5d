import {
  formatMoney,
  isValidAbn,
  normaliseAbn,
  type TradeAccountApprove,
  type TradeAccountDetail,
  type TradeApplication,
  type TradeApplicationDecline,
  type TradeApplicationInput,
  type TradeApplicationList,
  type TradeApplicationQuery,
} from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { type ApiUser, requireOrganisationAccess } from '../../identity';
import { AppError } from '../../platform';
import { localDate } from '../../shared/calendar';
import { violatedUniqueConstraint } from '../../shared/database-errors';
import { withRetryingTransaction } from '../../shared/transactions';
import { columnsOf, upsertVenueTerms } from '../../shared/venue-payment-terms.queries';
import { requireActingSide, requirePairReader, VENUE_OWNERS } from './trade-access.service';
import { accountTermsSentence, applicationFingerprint, applicationOf } from './trade-account-views';
import { checkedPriceList, checkedZone } from './trade-account-checks.service';
import { accountDetail } from './trade-accounts.service';
import { insertAccount, insertEvent, lockAccount, updateAccount } from './trade-accounts.queries';
import {
  decideApplication,
  findApplication,
  findLastDeclined,
  insertApplication,
  listApplicationsOf,
  listSupplierApplications,
  lockApplication,
  ONE_WAITING,
} from './trade-applications.queries';
import { auditTrade } from './trade-audit';
import { tellApplied, tellDecided, tellWithdrawn, type TradeDeps } from './trade-notices';
import { findActiveSupplier } from './trade-settings.queries';
import { SUPPLIER_MANAGERS, tradeSettingsOf } from './trade-settings.service';

// A venue's applications for trade accounts and the supplier's decisions on them (decision 0169). The venue's
// owners apply and withdraw; the supplier's owners and admins approve (which opens the account, or reopens a closed
// one, and writes its payment terms where invoices read them) or decline with a reason. Each step writes the pair's
// history and tells the other side, in its transaction.

const APPLICATION = 'Trade application';

async function answer(db: Database, applicationId: string): Promise<TradeApplication> {
  const row = await findApplication(db, applicationId);
  if (!row) throw AppError.notFound(APPLICATION);
  return applicationOf(row);
}

function refused(field: string, message: string): AppError {
  return new AppError('trade_refused', `${field}: ${message}`, [{ field, message }]);
}

/** An ABN the ABR's checksum refuses is 422 `invalid_abn` naming the field, as the organisation settings say it. */
function checkedAbn(abn: string): string {
  if (!isValidAbn(abn)) {
    const message = 'abn must be an Australian Business Number: 11 digits that pass the ABR’s check';
    throw new AppError('invalid_abn', `Invalid body: abn: ${message}`, [{ field: 'abn', message }]);
  }
  return normaliseAbn(abn);
}

/** POST /api/venues/{id}/trade-applications: the venue's owners apply to an active supplier. */
export async function applyForAccount(deps: TradeDeps, user: ApiUser, venueIdOrSlug: string, input: TradeApplicationInput) {
  const { db } = deps;
  const { organisation: venue } = await requireOrganisationAccess(db, user, 'venue', venueIdOrSlug, VENUE_OWNERS);
  const supplier = await findActiveSupplier(db, input.supplierId);
  if (!supplier) throw AppError.notFound('Supplier');
  const abn = checkedAbn(input.abn);
  const today = localDate(deps.clock(), venue.timeZone);
  if (input.liquorLicenceExpiry < today) {
    throw refused('liquorLicenceExpiry', `the liquor licence expired on ${input.liquorLicenceExpiry}: renew it, then apply`);
  }
  // an ACN left empty is none
  const fields = { ...input, abn, acn: input.acn || null };
  try {
    const id = await withRetryingTransaction(db, async (tx) => {
      const settings = await tradeSettingsOf(tx, supplier.id);
      if (settings.termsVersion !== input.termsVersion) {
        throw new AppError('conflict', 'The supplier’s terms changed: read them again', { termsVersion: settings.termsVersion });
      }
      const account = await lockAccount(tx, { supplierId: supplier.id, venueId: venue.id });
      if (account && account.status !== 'closed') {
        throw new AppError('conflict', `${venue.name} already has an account with ${supplier.name}`, { accountId: account.id });
      }
      const [waiting] = await listApplicationsOf(tx, venue.id, { supplierId: supplier.id, status: 'submitted' });
      if (waiting) throw waitingConflict(waiting.id);
      const declined = await findLastDeclined(tx, venue.id, supplier.id);
      if (declined && applicationFingerprint(applicationOf(declined)) === applicationFingerprint(fields)) {
        throw new AppError(
          'conflict',
          `${supplier.name} declined this same application: change what it asked about (${declined.declineReason ?? 'see its reason'}) and apply again`,
          { applicationId: declined.id },
        );
      }
      const applicationId = await insertApplication(tx, {
        venueId: venue.id,
        supplierId: supplier.id,
        legalName: fields.legalName,
        abn,
        acn: fields.acn,
        liquorLicenceNumber: fields.liquorLicenceNumber,
        liquorLicenceState: fields.liquorLicenceState,
        liquorLicenceExpiry: fields.liquorLicenceExpiry,
        directors: fields.directors,
        tradeReferences: fields.tradeReferences,
        requestedLimitCents: fields.requestedLimitCents,
        termsVersion: Number(settings.termsVersion),
        termsText: settings.terms,
        submittedBy: user.id,
      });
      await insertEvent(tx, { supplierId: supplier.id, venueId: venue.id, kind: 'applied', actorId: user.id, applicationId });
      await tellApplied(tx, deps, {
        venue,
        supplier,
        applicationId,
        legalName: fields.legalName,
        requestedLimit: fields.requestedLimitCents === null ? null : formatMoney(fields.requestedLimitCents, venue.currency),
        actorId: user.id,
      });
      return applicationId;
    });
    deps.outbox.wake();
    return answer(db, id);
  } catch (error) {
    // two applications at once: the one-waiting index lets one in
    if (violatedUniqueConstraint(error) === ONE_WAITING) throw waitingConflict(null);
    throw error;
  }
}

function waitingConflict(applicationId: string | null): AppError {
  return new AppError('conflict', 'An application to this supplier is already waiting for its decision: withdraw it to apply again', {
    applicationId,
  });
}

function alreadyDecided(status: string): AppError {
  return new AppError('conflict', `This application was already ${status}`, { status });
}

/** GET /api/trade-applications/{id}: either side's members. */
export async function getApplication(db: Database, user: ApiUser, applicationId: string): Promise<TradeApplication> {
  const row = await findApplication(db, applicationId);
  if (!row) throw AppError.notFound(APPLICATION);
  await requirePairReader(db, user, row, APPLICATION);
  return applicationOf(row);
}

/** GET /api/suppliers/{id}/trade-applications: its members, newest first. */
export async function listApplications(
  db: Database,
  user: ApiUser,
  supplierIdOrSlug: string,
  query: TradeApplicationQuery,
): Promise<TradeApplicationList> {
  const { organisation } = await requireOrganisationAccess(db, user, 'supplier', supplierIdOrSlug);
  const { rows, total } = await listSupplierApplications(db, organisation.id, query);
  return { items: rows.map(applicationOf), page: query.page, pageSize: query.pageSize, total };
}

/** POST /api/trade-applications/{id}/withdraw: the venue's owners, while it waits. */
export async function withdrawApplication(deps: TradeDeps, user: ApiUser, applicationId: string): Promise<TradeApplication> {
  const { db } = deps;
  const row = await findApplication(db, applicationId);
  if (!row) throw AppError.notFound(APPLICATION);
  await requireActingSide(db, user, 'venue', row, VENUE_OWNERS, APPLICATION);
  await withRetryingTransaction(db, async (tx) => {
    const locked = await lockApplication(tx, row.id);
    if (!locked) throw AppError.notFound(APPLICATION);
    if (locked.status !== 'submitted') throw alreadyDecided(locked.status);
    await decideApplication(tx, row.id, { status: 'withdrawn', decidedBy: user.id });
    await insertEvent(tx, { ...pairOf(row), kind: 'withdrawn', actorId: user.id, applicationId: row.id });
    await tellWithdrawn(tx, deps, {
      venue: venueOf(row),
      supplier: supplierOf(row),
      applicationId: row.id,
      legalName: row.legalName,
      actorId: user.id,
    });
  });
  deps.outbox.wake();
  return answer(db, row.id);
}

/**
 * POST /api/trade-applications/{id}/approve: the supplier's owners and admins. The application is locked first, so
 * two approvals at once make one account: the second finds it approved (409). A closed account of the pair opens
 * again with the new terms; the terms go to the pair's payment terms, which invoices read.
 */
export async function approveApplication(
  deps: TradeDeps,
  user: ApiUser,
  applicationId: string,
  input: TradeAccountApprove,
): Promise<TradeAccountDetail> {
  const { db } = deps;
  const row = await findApplication(db, applicationId);
  if (!row) throw AppError.notFound(APPLICATION);
  const { organisation: supplier } = await requireActingSide(db, user, 'supplier', row, SUPPLIER_MANAGERS, APPLICATION);
  const accountId = await withRetryingTransaction(db, async (tx) => {
    const priceList = await checkedPriceList(tx, supplier.id, input.priceListId);
    const zone = await checkedZone(tx, supplier.id, input.zoneId);
    const locked = await lockApplication(tx, row.id);
    if (!locked) throw AppError.notFound(APPLICATION);
    if (locked.status !== 'submitted') throw alreadyDecided(locked.status);
    const pair = pairOf(row);
    const values = { creditLimitCents: input.creditLimitCents, priceListId: input.priceListId, zoneId: input.zoneId };
    const account = await lockAccount(tx, pair);
    if (account && account.status !== 'closed') {
      throw new AppError('conflict', `${row.venueName} already has an account: decline this application`, { accountId: account.id });
    }
    let accountId = account?.id;
    if (accountId)
      await updateAccount(tx, accountId, { ...values, status: 'active', holdReason: null, closedReason: null, reopened: true });
    else accountId = await insertAccount(tx, pair, values);
    await upsertVenueTerms(tx, pair.supplierId, pair.venueId, columnsOf(input.terms));
    await decideApplication(tx, row.id, { status: 'approved', decidedBy: user.id });
    const detail = accountTermsSentence(
      input.terms,
      { creditLimitCents: input.creditLimitCents, priceListName: priceList?.name ?? null, zoneName: zone?.name ?? null },
      supplier.currency,
    );
    await insertEvent(tx, { ...pair, kind: 'approved', actorId: user.id, note: detail, applicationId: row.id });
    await auditTrade(tx, {
      action: 'trade_application.approved',
      actorId: user.id,
      supplier,
      venue: venueOf(row),
      target: { type: 'trade_application', id: row.id },
      after: { accountId, terms: detail },
    });
    await tellDecided(tx, deps, { venue: venueOf(row), supplier, approved: true, accountId, detail, actorId: user.id });
    return accountId;
  });
  deps.outbox.wake();
  return accountDetail(db, accountId);
}

function pairOf(row: { supplierId: string; venueId: string }) {
  return { supplierId: row.supplierId, venueId: row.venueId };
}

function venueOf(row: { venueId: string; venueSlug: string; venueName: string }) {
  return { id: row.venueId, slug: row.venueSlug, name: row.venueName };
}

function supplierOf(row: { supplierId: string; supplierSlug: string; supplierName: string }) {
  return { id: row.supplierId, slug: row.supplierSlug, name: row.supplierName };
}

/** POST /api/trade-applications/{id}/decline: the supplier's owners and admins, with the reason the venue reads. */
export async function declineApplication(
  deps: TradeDeps,
  user: ApiUser,
  applicationId: string,
  input: TradeApplicationDecline,
): Promise<TradeApplication> {
  const { db } = deps;
  const row = await findApplication(db, applicationId);
  if (!row) throw AppError.notFound(APPLICATION);
  const { organisation: supplier } = await requireActingSide(db, user, 'supplier', row, SUPPLIER_MANAGERS, APPLICATION);
  await withRetryingTransaction(db, async (tx) => {
    const locked = await lockApplication(tx, row.id);
    if (!locked) throw AppError.notFound(APPLICATION);
    if (locked.status !== 'submitted') throw alreadyDecided(locked.status);
    await decideApplication(tx, row.id, { status: 'declined', decidedBy: user.id, declineReason: input.reason });
    await insertEvent(tx, { ...pairOf(row), kind: 'declined', actorId: user.id, note: input.reason, applicationId: row.id });
    await auditTrade(tx, {
      action: 'trade_application.declined',
      actorId: user.id,
      supplier,
      venue: venueOf(row),
      target: { type: 'trade_application', id: row.id },
      after: { reason: input.reason },
    });
    await tellDecided(tx, deps, {
      venue: venueOf(row),
      supplier,
      approved: false,
      applicationId: row.id,
      detail: input.reason,
      actorId: user.id,
    });
  });
  deps.outbox.wake();
  return answer(db, row.id);
}
