import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  kegLedger,
  kegTypes,
  onTapEntries,
  orders,
  organisations,
  profiles,
  skus,
  supplierKegSettings,
  supplierOrders,
  taxDocuments,
  type Database,
} from '@tapline/db';
import { DEFAULT_PROMISES } from './keg-ledger.queries';

// What the keg screens read (docs/domain.md, Kegs; decision 0176): the kegs still out and since when, the keg types
// and promises, what pours, the deposits on tax documents, the pair's entries and its month. Each is one query.

/** One supplier's, one venue's, or one pair's. */
export interface KegScope {
  supplierId?: string | undefined;
  venueId?: string | undefined;
}

function ledgerScope(scope: KegScope): SQL[] {
  const conditions: SQL[] = [];
  if (scope.supplierId) conditions.push(eq(kegLedger.supplierId, scope.supplierId));
  if (scope.venueId) conditions.push(eq(kegLedger.venueId, scope.venueId));
  return conditions;
}

/**
 * The kegs still out per supplier, venue and keg type, first in first out: every entry taking kegs away (returned,
 * written off, adjusted down) clears the oldest of those that came (delivered, adjusted up). Answers when the oldest
 * still out came, and how many have been out longer than the supplier's keg-out days at `now`.
 */
export async function listOutstandingKegs(db: Database, scope: KegScope, now: Date) {
  const pairKeys = [kegLedger.supplierId, kegLedger.venueId, kegLedger.kegTypeId] as const;
  const lots = db.$with('keg_lots').as(
    db
      .select({
        supplierId: kegLedger.supplierId,
        venueId: kegLedger.venueId,
        kegTypeId: kegLedger.kegTypeId,
        at: kegLedger.at,
        delta: kegLedger.delta,
        cameBefore:
          sql<number>`sum(${kegLedger.delta}) over (partition by ${kegLedger.supplierId}, ${kegLedger.venueId}, ${kegLedger.kegTypeId} order by ${kegLedger.at}, ${kegLedger.id})`.as(
            'came_before',
          ),
      })
      .from(kegLedger)
      .where(and(gt(kegLedger.delta, 0), ...ledgerScope(scope))),
  );
  const cleared = db.$with('keg_cleared').as(
    db
      .select({
        supplierId: kegLedger.supplierId,
        venueId: kegLedger.venueId,
        kegTypeId: kegLedger.kegTypeId,
        gone: sql<number>`-sum(${kegLedger.delta})`.as('gone'),
      })
      .from(kegLedger)
      .where(and(lt(kegLedger.delta, 0), ...ledgerScope(scope)))
      .groupBy(...pairKeys),
  );
  const gone = sql`coalesce(${cleared.gone}, 0)`;
  const kegOutDays = sql`coalesce(${supplierKegSettings.kegOutDays}, ${DEFAULT_PROMISES.kegOutDays})`;
  return db
    .with(lots, cleared)
    .select({
      supplierId: lots.supplierId,
      venueId: lots.venueId,
      kegTypeId: lots.kegTypeId,
      oldestOutSince: sql<Date>`min(${lots.at})`.mapWith(kegLedger.at),
      overdueKegs: sql<number>`coalesce(sum(least(${lots.delta}, ${lots.cameBefore} - ${gone})) filter (where ${lots.at} < ${now.toISOString()}::timestamptz - make_interval(days => ${kegOutDays}::int)), 0)::int`,
    })
    .from(lots)
    .leftJoin(
      cleared,
      and(eq(cleared.supplierId, lots.supplierId), eq(cleared.venueId, lots.venueId), eq(cleared.kegTypeId, lots.kegTypeId)),
    )
    .leftJoin(supplierKegSettings, eq(supplierKegSettings.supplierId, lots.supplierId))
    .where(sql`${lots.cameBefore} > ${gone}`)
    .groupBy(lots.supplierId, lots.venueId, lots.kegTypeId);
}

const kegTypeColumns = {
  id: kegTypes.id,
  supplierId: kegTypes.supplierId,
  name: kegTypes.name,
  litres: kegTypes.litres,
  ownerKind: kegTypes.ownerKind,
  poolName: kegTypes.poolName,
  depositCents: kegTypes.depositCents,
  archivedAt: kegTypes.archivedAt,
};

/** The suppliers' keg types not archived, and the archived ones named in `alsoIds`, by supplier and name. */
export async function listKegTypes(db: Database, supplierIds: readonly string[], alsoIds: readonly string[] = []) {
  if (supplierIds.length === 0) return [];
  const named = alsoIds.length > 0 ? inArray(kegTypes.id, [...alsoIds]) : undefined;
  return db
    .select(kegTypeColumns)
    .from(kegTypes)
    .where(and(inArray(kegTypes.supplierId, [...supplierIds]), or(isNull(kegTypes.archivedAt), named)))
    .orderBy(asc(kegTypes.supplierId), asc(kegTypes.litres), asc(kegTypes.name));
}

/** The suppliers' promises, each with the defaults where it set none. */
export async function listPromises(db: Database, supplierIds: readonly string[]) {
  if (supplierIds.length === 0) return new Map<string, { collectionPromiseDays: number; kegOutDays: number }>();
  const rows = await db
    .select({
      supplierId: supplierKegSettings.supplierId,
      collectionPromiseDays: supplierKegSettings.collectionPromiseDays,
      kegOutDays: supplierKegSettings.kegOutDays,
    })
    .from(supplierKegSettings)
    .where(inArray(supplierKegSettings.supplierId, [...supplierIds]));
  return new Map(
    supplierIds.map((id) => {
      const row = rows.find((candidate) => candidate.supplierId === id);
      return [id, row ? { collectionPromiseDays: row.collectionPromiseDays, kegOutDays: row.kegOutDays } : { ...DEFAULT_PROMISES }];
    }),
  );
}

/** Organisations' id, slug, name, time zone and currency. */
export async function listParties(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: organisations.id,
      slug: organisations.slug,
      name: organisations.name,
      type: organisations.type,
      timeZone: organisations.timeZone,
      currency: organisations.currency,
    })
    .from(organisations)
    .where(inArray(organisations.id, [...ids]));
}

/** The venue's pouring kegs per keg type: On Tap entries pouring whose SKU comes in a keg type. */
export async function countPouringByKegType(db: Database, venueId: string) {
  return db
    .select({ kegTypeId: sql<string>`${skus.kegTypeId}`, pouring: sql<number>`count(*)::int` })
    .from(onTapEntries)
    .innerJoin(skus, eq(skus.id, onTapEntries.skuId))
    .where(
      and(
        eq(onTapEntries.venueId, venueId),
        eq(onTapEntries.status, 'pouring'),
        isNull(onTapEntries.kickedAt),
        sql`${skus.kegTypeId} is not null`,
      ),
    )
    .groupBy(skus.kegTypeId);
}

/**
 * The venue's deposits per supplier and keg type, incl. GST: invoice lines that name a keg type (paid), adjustment
 * note lines that do (refunded). The lines are jsonb written over time: a line without a well-formed `kegTypeId`, or
 * without whole-number amounts, is not a deposit line.
 */
export async function sumDepositsByKegType(db: Database, venueId: string, supplierId?: string) {
  const line = sql`line`;
  const amount = (field: string) =>
    sql`case when jsonb_typeof(${line} -> ${field}) = 'number' then (${line} ->> ${field})::numeric else 0 end`;
  const kegTypeId = sql<string>`(${line} ->> 'kegTypeId')`;
  const total = sql`${amount('lineTotalCents')} + ${amount('gstCents')}`;
  return db
    .select({
      supplierId: taxDocuments.supplierId,
      kegTypeId: sql<string>`${kegTypeId}`,
      paidCents: sql<number>`coalesce(sum(${total}) filter (where ${taxDocuments.kind} = 'invoice'), 0)::bigint`.mapWith(Number),
      refundedCents: sql<number>`coalesce(sum(${total}) filter (where ${taxDocuments.kind} <> 'invoice'), 0)::bigint`.mapWith(Number),
    })
    .from(taxDocuments)
    .innerJoin(
      sql`jsonb_array_elements(case when jsonb_typeof(${taxDocuments.lines}) = 'array' then ${taxDocuments.lines} else '[]'::jsonb end) as line`,
      sql`true`,
    )
    .where(
      and(
        eq(taxDocuments.venueId, venueId),
        supplierId ? eq(taxDocuments.supplierId, supplierId) : undefined,
        sql`jsonb_typeof(${line} -> 'kegTypeId') = 'string'`,
        sql`${kegTypeId} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'`,
      ),
    )
    .groupBy(taxDocuments.supplierId, kegTypeId);
}

/** Whether the supplier and the venue have traded: an order between them (a keg ledger follows orders). */
export async function haveTraded(db: Database, supplierId: string, venueId: string) {
  const [row] = await db
    .select({ id: supplierOrders.id })
    .from(supplierOrders)
    .innerJoin(orders, eq(orders.id, supplierOrders.orderId))
    .where(and(eq(supplierOrders.supplierId, supplierId), eq(orders.venueId, venueId)))
    .limit(1);
  return row !== undefined;
}

const entryColumns = {
  id: kegLedger.id,
  at: kegLedger.at,
  kegTypeId: kegLedger.kegTypeId,
  kegTypeName: kegTypes.name,
  reason: kegLedger.reason,
  delta: kegLedger.delta,
  supplierOrderId: kegLedger.supplierOrderId,
  orderId: orders.id,
  orderNumber: orders.number,
  collectionId: kegLedger.collectionId,
  note: kegLedger.note,
  actorId: kegLedger.actorId,
  actorName: profiles.name,
  actorEmail: profiles.email,
};

function entriesOf<Extra extends Record<string, SQL>>(db: Database, extra: Extra) {
  return db
    .select({ ...entryColumns, ...extra })
    .from(kegLedger)
    .innerJoin(kegTypes, eq(kegTypes.id, kegLedger.kegTypeId))
    .leftJoin(supplierOrders, eq(supplierOrders.id, kegLedger.supplierOrderId))
    .leftJoin(orders, eq(orders.id, supplierOrders.orderId))
    .leftJoin(profiles, eq(profiles.id, kegLedger.actorId));
}

/** The pair's entries, newest first, a page of them, with how many there are. */
export async function listPairEntries(db: Database, pair: Required<KegScope>, page: { limit: number; offset: number }) {
  return entriesOf(db, { total: sql<number>`count(*) over ()`.mapWith(Number) })
    .where(and(...ledgerScope(pair)))
    .orderBy(desc(kegLedger.at), desc(kegLedger.id))
    .limit(page.limit)
    .offset(page.offset);
}
export type KegEntryRow = Awaited<ReturnType<typeof listPairEntries>>[number];

/** The month's days as instants: from the first day's midnight to the next month's, in the supplier's time zone. */
function monthBounds(month: { from: string; until: string; timeZone: string }) {
  return {
    start: sql`(${month.from}::date::timestamp at time zone ${month.timeZone})`,
    end: sql`(${month.until}::date::timestamp at time zone ${month.timeZone})`,
  };
}

/** The pair's entries of a month of the supplier's calendar, oldest first. */
export async function listMonthEntries(db: Database, pair: Required<KegScope>, month: { from: string; until: string; timeZone: string }) {
  const { start, end } = monthBounds(month);
  return entriesOf(db, {})
    .where(and(...ledgerScope(pair), sql`${kegLedger.at} >= ${start}`, sql`${kegLedger.at} < ${end}`))
    .orderBy(asc(kegLedger.at), asc(kegLedger.id));
}

/** The pair's month per keg type: the balance before it, what moved in it by reason, the balance after it. */
export async function sumMonth(db: Database, pair: Required<KegScope>, month: { from: string; until: string; timeZone: string }) {
  const { start, end } = monthBounds(month);
  const inMonth = (reason: string) =>
    sql<number>`coalesce(sum(${kegLedger.delta}) filter (where ${kegLedger.reason} = ${reason} and ${kegLedger.at} >= ${start} and ${kegLedger.at} < ${end}), 0)::int`;
  return db
    .select({
      kegTypeId: kegLedger.kegTypeId,
      opening: sql<number>`coalesce(sum(${kegLedger.delta}) filter (where ${kegLedger.at} < ${start}), 0)::int`,
      delivered: inMonth('delivered'),
      returned: inMonth('returned'),
      writtenOff: inMonth('written_off'),
      adjusted: inMonth('adjusted'),
      closing: sql<number>`coalesce(sum(${kegLedger.delta}) filter (where ${kegLedger.at} < ${end}), 0)::int`,
    })
    .from(kegLedger)
    .where(and(...ledgerScope(pair), sql`${kegLedger.at} < ${end}`))
    .groupBy(kegLedger.kegTypeId);
}

/** One entry, as the pair's list has it. */
export async function findEntry(db: Database, entryId: string) {
  const [row] = await entriesOf(db, {}).where(eq(kegLedger.id, entryId));
  return row;
}
