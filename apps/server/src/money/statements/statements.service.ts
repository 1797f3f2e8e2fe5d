import type { Statement, StatementList, StatementQuery } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { type ApiUser, requireOrganisationAccess } from '../../identity';
import { AppError } from '../../platform';
import { localDate } from '../../shared/calendar';
import { ledgerOf, summaryOf } from './statement-ledger';
import { monthOf, periodOf, type StatementPeriod } from './statement-period';
import { findStatementParties, listLedgerDocuments, listLedgerPayments, tradedTogether } from './statements.queries';

// Statements of account between a supplier and a venue (decision 0163): each side's members read their own; the
// month is the supplier's calendar month. Computed from the documents, payments and allocations every time.

export type StatementSide = 'supplier' | 'venue';

/** The month asked for (the current one when none), refused when it has not begun where `timeZone` is. */
function requestedPeriod(month: string | undefined, timeZone: string, now: Date): StatementPeriod {
  const today = localDate(now, timeZone);
  const current = monthOf(today);
  const chosen = month ?? current;
  if (chosen > current) {
    throw AppError.validation([{ field: 'month', message: `month ${chosen} has not begun yet (this is ${current})` }], 'query');
  }
  return periodOf(chosen, today);
}

/** The pair's statement of the month, whoever asks (the routes, the PDFs and the monthly mail check that first). */
export async function statementOf(
  db: Database,
  supplierId: string,
  venueId: string,
  month: string | undefined,
  now: Date,
): Promise<Statement> {
  const parties = await findStatementParties(db, [supplierId, venueId]);
  const supplier = parties.find((party) => party.id === supplierId && party.type === 'supplier');
  const venue = parties.find((party) => party.id === venueId && party.type === 'venue');
  if (!supplier || !venue) throw AppError.notFound('Statement');
  const period = requestedPeriod(month, supplier.timeZone, now);
  const filter = { supplierId, venueId, from: period.from, to: period.to };
  const [documents, payments] = await Promise.all([listLedgerDocuments(db, filter), listLedgerPayments(db, filter)]);
  return {
    ...period,
    supplier: { id: supplier.id, name: supplier.name, abn: supplier.abn },
    venue: { id: venue.id, name: venue.name, abn: venue.abn },
    currency: documents[0]?.currency ?? supplier.currency,
    ...ledgerOf(period, documents, payments),
  };
}

/** The pair of a statement named from one side: the organisation asked under, and the other party in the path. */
export async function requireStatementPair(db: Database, user: ApiUser, side: StatementSide, idOrSlug: string, counterpartyId: string) {
  const { organisation } = await AppError.notFoundAs('Statement', requireOrganisationAccess(db, user, side, idOrSlug));
  const pair =
    side === 'supplier'
      ? { supplierId: organisation.id, venueId: counterpartyId }
      : { supplierId: counterpartyId, venueId: organisation.id };
  // a statement exists between trading partners only: any other pair is as absent as an unknown id
  if (!(await tradedTogether(db, pair.supplierId, pair.venueId))) throw AppError.notFound('Statement');
  return pair;
}

export async function getStatement(
  db: Database,
  user: ApiUser,
  side: StatementSide,
  idOrSlug: string,
  counterpartyId: string,
  query: StatementQuery,
  now: Date,
): Promise<Statement> {
  const pair = await requireStatementPair(db, user, side, idOrSlug, counterpartyId);
  return statementOf(db, pair.supplierId, pair.venueId, query.month, now);
}

/**
 * Each counterparty's month with a balance or activity: the supplier's venues, or the venue's suppliers, by name.
 * The month is the asking organisation's; each row's ages are counted in its supplier's calendar.
 */
export async function getStatementList(
  db: Database,
  user: ApiUser,
  side: StatementSide,
  idOrSlug: string,
  query: StatementQuery,
  now: Date,
): Promise<StatementList> {
  const { organisation } = await requireOrganisationAccess(db, user, side, idOrSlug);
  const { month, from, to } = requestedPeriod(query.month, organisation.timeZone, now);
  const summaries = await listSummaries(
    db,
    side === 'supplier' ? { supplierId: organisation.id } : { venueId: organisation.id },
    month,
    now,
  );
  const items = summaries
    .filter((row) => row.active || row.openingCents !== 0 || row.closingCents !== 0)
    .map(({ counterparty, asOf, openingCents, closingCents, overdueCents }) => ({
      counterparty,
      asOf,
      openingCents,
      closingCents,
      overdueCents,
    }));
  return { month, from, to, items };
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/**
 * The pairs of a supplier (or of a venue) in the month, by the counterparty's name: each one's balances, what is
 * overdue, and whether anything was issued or paid in it. Pairs settled before the month and untouched in it are absent.
 */
export async function listSummaries(db: Database, whose: { supplierId: string } | { venueId: string }, month: string, now: Date) {
  const { from, to } = periodOf(month, `${month}-01`);
  const [documents, payments] = await Promise.all([
    listLedgerDocuments(db, { ...whose, from, to }),
    listLedgerPayments(db, { ...whose, from, to }),
  ]);
  const counterpartyOf = (row: { supplierId: string; venueId: string }) => ('supplierId' in whose ? row.venueId : row.supplierId);
  const byCounterparty = groupBy(documents, counterpartyOf);
  const paymentsBy = groupBy(payments, counterpartyOf);
  const ids = [...byCounterparty.keys()];
  const partyIds = new Set([...ids, ...documents.map((row) => row.supplierId)]);
  const parties = new Map((await findStatementParties(db, [...partyIds])).map((row) => [row.id, row]));
  return [...byCounterparty]
    .map(([id, own]) => {
      const period = periodOf(month, localDate(now, parties.get(own[0]!.supplierId)!.timeZone));
      const summary = summaryOf(period, own, paymentsBy.get(id)?.length ?? 0);
      return { counterparty: { id, name: parties.get(id)!.name }, asOf: period.asOf, ...summary };
    })
    .sort((a, b) => a.counterparty.name.localeCompare(b.counterparty.name) || a.counterparty.id.localeCompare(b.counterparty.id));
}
