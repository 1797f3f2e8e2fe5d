import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { memberships, organisations, profiles, taxDocuments, type Database } from '@tapline/db';

const adjusted = alias(taxDocuments, 'adjusted');

/** A tax document as its PDF prints it, with the invoice a note adjusts and the supplier's logo as it is now. */
export async function findPrintableDocument(db: Database, id: string) {
  const [row] = await db
    .select({
      id: taxDocuments.id,
      supplierId: taxDocuments.supplierId,
      venueId: taxDocuments.venueId,
      kind: taxDocuments.kind,
      number: taxDocuments.number,
      issuedAt: taxDocuments.issuedAt,
      issueDate: taxDocuments.issueDate,
      dueDate: taxDocuments.dueDate,
      termsKind: taxDocuments.termsKind,
      termsDays: taxDocuments.termsDays,
      sellerName: taxDocuments.sellerName,
      sellerAbn: taxDocuments.sellerAbn,
      buyerName: taxDocuments.buyerName,
      buyerAbn: taxDocuments.buyerAbn,
      relatesToNumber: adjusted.number,
      reason: taxDocuments.reason,
      currency: taxDocuments.currency,
      lines: taxDocuments.lines,
      subtotalCents: taxDocuments.subtotalCents,
      gstCents: taxDocuments.gstCents,
      totalCents: taxDocuments.totalCents,
      logoUrl: organisations.logoUrl,
    })
    .from(taxDocuments)
    .innerJoin(organisations, eq(organisations.id, taxDocuments.supplierId))
    .leftJoin(adjusted, eq(adjusted.id, taxDocuments.relatesToId))
    .where(eq(taxDocuments.id, id));
  return row;
}

export async function findLogoUrl(db: Database, organisationId: string): Promise<string | null> {
  const [row] = await db.select({ logoUrl: organisations.logoUrl }).from(organisations).where(eq(organisations.id, organisationId));
  return row?.logoUrl ?? null;
}

/** The organisation's owners' addresses: who a bill or a statement is mailed to. */
export async function listOwnerEmails(db: Database, organisationId: string): Promise<string[]> {
  const rows = await db
    .select({ email: profiles.email })
    .from(memberships)
    .innerJoin(profiles, eq(profiles.id, memberships.userId))
    .where(and(eq(memberships.organisationId, organisationId), eq(memberships.organisationRole, 'owner')))
    .orderBy(asc(profiles.email));
  return rows.map((row) => row.email);
}
