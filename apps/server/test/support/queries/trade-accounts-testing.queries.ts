import { and, asc, eq, like } from 'drizzle-orm';
import {
  deliveryZones,
  notifications,
  outboxMessages,
  priceLists,
  supplierVenuePaymentTerms,
  tradeAccountEvents,
  tradeAccounts,
  tradeApplications,
  type Database,
} from '@tapline/db';

// What the trade accounts' tests set and read straight in the database.

/** A percent-off price list of the supplier (10 % off unless told). */
export async function insertTestPriceList(db: Database, supplierId: string, name: string, percentOffBasisPoints = 1000) {
  const [row] = await db
    .insert(priceLists)
    .values({ supplierId, name, kind: 'percent_off', percentOffBasisPoints })
    .returning({ id: priceLists.id });
  return row!.id;
}

/** A delivery zone of the supplier, delivering on weekdays. */
export async function insertTestZone(db: Database, supplierId: string, name: string) {
  const [row] = await db
    .insert(deliveryZones)
    .values({ supplierId, name, deliveryWeekdays: [1, 2, 3, 4, 5] })
    .returning({ id: deliveryZones.id });
  return row!.id;
}

/** The pair's own payment terms row, if any. */
export async function venueTermsTesting(db: Database, supplierId: string, venueId: string) {
  const [row] = await db
    .select({ termsKind: supplierVenuePaymentTerms.termsKind, termsDays: supplierVenuePaymentTerms.termsDays })
    .from(supplierVenuePaymentTerms)
    .where(and(eq(supplierVenuePaymentTerms.supplierId, supplierId), eq(supplierVenuePaymentTerms.venueId, venueId)));
  return row;
}

/** The pair's accounts (one at most) and its events' kinds, oldest first. */
export async function pairTesting(db: Database, supplierId: string, venueId: string) {
  const [accounts, events, applications] = await Promise.all([
    db
      .select({ id: tradeAccounts.id, status: tradeAccounts.status, version: tradeAccounts.version })
      .from(tradeAccounts)
      .where(and(eq(tradeAccounts.supplierId, supplierId), eq(tradeAccounts.venueId, venueId))),
    db
      .select({ kind: tradeAccountEvents.kind, note: tradeAccountEvents.note })
      .from(tradeAccountEvents)
      .where(and(eq(tradeAccountEvents.supplierId, supplierId), eq(tradeAccountEvents.venueId, venueId)))
      .orderBy(asc(tradeAccountEvents.at), asc(tradeAccountEvents.id)),
    db
      .select({ id: tradeApplications.id, status: tradeApplications.status })
      .from(tradeApplications)
      .where(and(eq(tradeApplications.supplierId, supplierId), eq(tradeApplications.venueId, venueId))),
  ]);
  return { accounts, events, applications };
}

/** The notifications of a kind the person got, and the mails of that template to them, about `about` (an id in the link). */
export async function toldTesting(db: Database, person: { userId: string; email: string }, kind: string, about: string) {
  const [bell, mail] = await Promise.all([
    db
      .select({ title: notifications.title, body: notifications.body, link: notifications.link })
      .from(notifications)
      .where(and(eq(notifications.userId, person.userId), eq(notifications.kind, kind), like(notifications.link, `%${about}%`)))
      .orderBy(asc(notifications.createdAt)),
    db
      .select({ subject: outboxMessages.subject, body: outboxMessages.body })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.to, person.email), eq(outboxMessages.template, kind), like(outboxMessages.body, `%${about}%`)))
      .orderBy(asc(outboxMessages.createdAt)),
  ]);
  return { bell, mail };
}

/** An application waiting, straight in the table (the matrix's fresh objects). */
export async function insertTestApplication(db: Database, pair: { supplierId: string; venueId: string }) {
  const [row] = await db
    .insert(tradeApplications)
    .values({
      ...pair,
      legalName: 'Matrix Pty Ltd',
      abn: '51824753556',
      liquorLicenceNumber: 'LIQ1',
      liquorLicenceState: 'NSW',
      liquorLicenceExpiry: '2099-01-01',
      directors: [{ name: 'Dana Director' }],
      tradeReferences: [],
      termsVersion: 1,
      termsText: '',
    })
    .returning({ id: tradeApplications.id });
  return row!.id;
}

/** An account of the pair in `status`, straight in the table. */
export async function insertTestAccount(
  db: Database,
  pair: { supplierId: string; venueId: string },
  status: 'active' | 'on_hold' | 'closed' = 'active',
) {
  const [row] = await db
    .insert(tradeAccounts)
    .values({ ...pair, status, holdReason: status === 'on_hold' ? 'Overdue' : null, closedReason: status === 'closed' ? 'Gone' : null })
    .returning({ id: tradeAccounts.id });
  await db
    .insert(supplierVenuePaymentTerms)
    .values({ ...pair, termsKind: 'net_days', termsDays: 30 })
    .onConflictDoNothing();
  return row!.id;
}
