import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TradeAccountEventKind, TradeAccountStatus } from '@tapline/contracts';
import {
  deliveryZones,
  organisations,
  priceLists,
  profiles,
  supplierTradeSettings,
  supplierVenuePaymentTerms,
  tradeAccountEvents,
  tradeAccounts,
  type Database,
} from '@tapline/db';
import { containsPattern } from '../../shared/like-pattern';
import { offsetOf } from '../../shared/pagination';

// Venues' trade accounts with suppliers and what happened to them (decision 0169). An account's payment terms are
// the pair's row of supplier_venue_payment_terms, the one source invoices read too.

const accountVenue = alias(organisations, 'account_venue');
const accountSupplier = alias(organisations, 'account_supplier');

const accountColumns = {
  id: tradeAccounts.id,
  supplierId: tradeAccounts.supplierId,
  supplierSlug: accountSupplier.slug,
  supplierName: accountSupplier.name,
  supplierLogoUrl: accountSupplier.logoUrl,
  venueId: tradeAccounts.venueId,
  venueSlug: accountVenue.slug,
  venueName: accountVenue.name,
  status: tradeAccounts.status,
  termsKind: supplierVenuePaymentTerms.termsKind,
  termsDays: supplierVenuePaymentTerms.termsDays,
  creditLimitCents: tradeAccounts.creditLimitCents,
  priceListId: priceLists.id,
  priceListName: priceLists.name,
  priceListKind: priceLists.kind,
  priceListPercentOff: priceLists.percentOffBasisPoints,
  zoneId: deliveryZones.id,
  zoneName: deliveryZones.name,
  holdReason: tradeAccounts.holdReason,
  closedReason: tradeAccounts.closedReason,
  openedAt: tradeAccounts.openedAt,
  updatedAt: tradeAccounts.updatedAt,
  version: tradeAccounts.version,
};

export type AccountRow = Awaited<ReturnType<typeof findAccount>> & {};

function accountQuery(db: Database) {
  return db
    .select(accountColumns)
    .from(tradeAccounts)
    .innerJoin(accountVenue, eq(accountVenue.id, tradeAccounts.venueId))
    .innerJoin(accountSupplier, eq(accountSupplier.id, tradeAccounts.supplierId))
    .leftJoin(
      supplierVenuePaymentTerms,
      and(eq(supplierVenuePaymentTerms.supplierId, tradeAccounts.supplierId), eq(supplierVenuePaymentTerms.venueId, tradeAccounts.venueId)),
    )
    .leftJoin(priceLists, eq(priceLists.id, tradeAccounts.priceListId))
    .leftJoin(deliveryZones, eq(deliveryZones.id, tradeAccounts.zoneId));
}

export async function findAccount(db: Database, accountId: string) {
  const [row] = await accountQuery(db).where(eq(tradeAccounts.id, accountId));
  return row;
}

/** The pair's account, whatever its status (one per pair, kept when closed). */
export async function findAccountBetween(db: Database, supplierId: string, venueId: string) {
  const [row] = await accountQuery(db).where(and(eq(tradeAccounts.supplierId, supplierId), eq(tradeAccounts.venueId, venueId)));
  return row;
}

/** A supplier's accounts (of one status; venues whose name holds `q`), by venue name, a page and how many in all. */
export async function listSupplierAccounts(
  db: Database,
  supplierId: string,
  query: { status?: TradeAccountStatus; q?: string; page: number; pageSize: number },
) {
  const where = and(
    eq(tradeAccounts.supplierId, supplierId),
    query.status ? eq(tradeAccounts.status, query.status) : undefined,
    query.q ? ilike(accountVenue.name, containsPattern(query.q)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    accountQuery(db)
      .where(where)
      .orderBy(asc(accountVenue.name), asc(tradeAccounts.id))
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize)),
    db.select({ n: count() }).from(tradeAccounts).innerJoin(accountVenue, eq(accountVenue.id, tradeAccounts.venueId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A venue's accounts, by supplier name. */
export async function listVenueAccounts(db: Database, venueId: string) {
  return accountQuery(db).where(eq(tradeAccounts.venueId, venueId)).orderBy(asc(accountSupplier.name), asc(tradeAccounts.id));
}

/** The account's row, locked for a change. */
export async function lockAccount(db: Database, where: { id: string } | { supplierId: string; venueId: string }) {
  const condition: SQL | undefined =
    'id' in where
      ? eq(tradeAccounts.id, where.id)
      : and(eq(tradeAccounts.supplierId, where.supplierId), eq(tradeAccounts.venueId, where.venueId));
  const [row] = await db
    .select({
      id: tradeAccounts.id,
      supplierId: tradeAccounts.supplierId,
      venueId: tradeAccounts.venueId,
      status: tradeAccounts.status,
      creditLimitCents: tradeAccounts.creditLimitCents,
      priceListId: tradeAccounts.priceListId,
      zoneId: tradeAccounts.zoneId,
      version: tradeAccounts.version,
    })
    .from(tradeAccounts)
    .where(condition)
    .for('update');
  return row;
}

export interface AccountTermsValues {
  creditLimitCents: number | null;
  priceListId: string | null;
  zoneId: string | null;
}

/** A new account for the pair: active from now. */
export async function insertAccount(db: Database, pair: { supplierId: string; venueId: string }, values: AccountTermsValues) {
  const [row] = await db
    .insert(tradeAccounts)
    .values({ ...pair, ...values, status: 'active' })
    .returning({ id: tradeAccounts.id });
  return row!.id;
}

/** Changes the account and moves its version on. */
export async function updateAccount(
  db: Database,
  accountId: string,
  values: Partial<AccountTermsValues> & {
    status?: TradeAccountStatus;
    holdReason?: string | null;
    closedReason?: string | null;
    reopened?: boolean;
  },
) {
  const { reopened, ...columns } = values;
  await db
    .update(tradeAccounts)
    .set({
      ...columns,
      ...(reopened ? { openedAt: sql`now()` } : {}),
      version: sql`${tradeAccounts.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(tradeAccounts.id, accountId));
}

/** Whether the id names a price list (or zone) of this supplier. */
export async function ownsPriceList(db: Database, supplierId: string, priceListId: string) {
  const [row] = await db
    .select({ name: priceLists.name })
    .from(priceLists)
    .where(and(eq(priceLists.id, priceListId), eq(priceLists.supplierId, supplierId)));
  return row;
}

export async function ownsZone(db: Database, supplierId: string, zoneId: string) {
  const [row] = await db
    .select({ name: deliveryZones.name })
    .from(deliveryZones)
    .where(and(eq(deliveryZones.id, zoneId), eq(deliveryZones.supplierId, supplierId)));
  return row;
}

// ---- events ----

export interface EventValues {
  supplierId: string;
  venueId: string;
  kind: TradeAccountEventKind;
  actorId: string | null;
  note?: string | null;
  applicationId?: string | null;
}

export async function insertEvent(db: Database, values: EventValues) {
  await db.insert(tradeAccountEvents).values({ ...values, note: values.note ?? null, applicationId: values.applicationId ?? null });
}

/** The pair's history, newest first (the applications before the account included). */
export async function listEvents(db: Database, supplierId: string, venueId: string) {
  return db
    .select({
      id: tradeAccountEvents.id,
      kind: tradeAccountEvents.kind,
      actorId: tradeAccountEvents.actorId,
      actorName: profiles.name,
      actorEmail: profiles.email,
      note: tradeAccountEvents.note,
      at: tradeAccountEvents.at,
    })
    .from(tradeAccountEvents)
    .leftJoin(profiles, eq(profiles.id, tradeAccountEvents.actorId))
    .where(and(eq(tradeAccountEvents.supplierId, supplierId), eq(tradeAccountEvents.venueId, venueId)))
    .orderBy(desc(tradeAccountEvents.at), desc(tradeAccountEvents.id));
}

// ---- the terms an invoice carries ----

/**
 * What decides whether an invoice of the supplier to the venue is on delivery terms (decision 0169): whether the
 * supplier set its trade settings, the pair's account status, and whether the pair has terms of its own. One query.
 */
export async function findTermsStanding(db: Database, supplierId: string, venueId: string) {
  const pair = (table: typeof tradeAccounts | typeof supplierVenuePaymentTerms) =>
    and(eq(table.supplierId, supplierId), eq(table.venueId, venueId));
  const [row] = await db
    .select({
      hasSettings: sql<boolean>`exists (select 1 from ${supplierTradeSettings} where ${supplierTradeSettings.supplierId} = ${organisations.id})`,
      accountStatus: sql<TradeAccountStatus | null>`(select ${tradeAccounts.status} from ${tradeAccounts} where ${pair(tradeAccounts)})`,
      hasTerms: sql<boolean>`exists (select 1 from ${supplierVenuePaymentTerms} where ${pair(supplierVenuePaymentTerms)})`,
    })
    .from(organisations)
    .where(eq(organisations.id, supplierId));
  return row ?? { hasSettings: false, accountStatus: null, hasTerms: false };
}
