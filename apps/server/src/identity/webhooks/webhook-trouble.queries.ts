import { and, asc, eq, inArray } from 'drizzle-orm';
import { memberships, organisations, profiles, type Database } from '@tapline/db';

/** The organisation (for the link) and its owners' and admins' addresses: whom an endpoint in trouble is reported to. */
export async function findTroubleRecipients(db: Database, organisationId: string) {
  const [organisation] = await db
    .select({ type: organisations.type, slug: organisations.slug, name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  const people = await db
    .select({ email: profiles.email })
    .from(memberships)
    .innerJoin(profiles, eq(profiles.id, memberships.userId))
    .where(and(eq(memberships.organisationId, organisationId), inArray(memberships.organisationRole, ['owner', 'admin'])))
    .orderBy(asc(profiles.email));
  return { organisation, emails: people.map((person) => person.email) };
}
