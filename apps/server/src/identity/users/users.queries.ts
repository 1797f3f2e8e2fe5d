import { and, asc, eq } from 'drizzle-orm';
import { memberships, organisations, type Database } from '@tapline/db';
import { organisationRefColumns, organisationStandingColumns } from '../../shared/organisation-conditions.queries';

/** The organisations of one type a user belongs to, suspended ones included (their members must see why). */
export async function listUserOrganisations(db: Database, userId: string, type: 'venue' | 'supplier') {
  return db
    .select({
      ...organisationRefColumns,
      logoUrl: organisations.logoUrl,
      ...organisationStandingColumns,
      organisationRole: memberships.organisationRole,
    })
    .from(memberships)
    .innerJoin(organisations, eq(organisations.id, memberships.organisationId))
    .where(and(eq(memberships.userId, userId), eq(organisations.type, type)))
    .orderBy(asc(organisations.name));
}
