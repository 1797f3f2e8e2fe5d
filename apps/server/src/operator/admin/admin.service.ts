import {
  organisationSlugFromName,
  type AdminOrganisation,
  type AdminOrganisationCreate,
  type AdminOrganisationCreated,
  type AdminOrganisationList,
  type AdminOrganisationListQuery,
  type AdminOutboxQuery,
  type Invite,
  type OutboxMessage,
  type OutboxMessageList,
} from '@tapline/contracts';
import type { Database } from '@tapline/db';
import {
  type ApiUser,
  type InviteDeps,
  type InviteMailComposer,
  SLUG_UNIQUE,
  findSlugHolder,
  issuedInvite,
  recordAudit,
  slugTaken,
  teamInviteMail,
  writeInvite,
} from '../../identity';
import { AppError, type Outbox } from '../../platform';
import { violatedUniqueConstraint } from '../../shared/database-errors';
import { withRetryingTransaction } from '../../shared/transactions';
import {
  countAdminOrganisations,
  findAdminOrganisation,
  insertOrganisation,
  listAdminOrganisations,
  listSlugsLike,
  lockAdminOrganisation,
  setOrganisationStatus,
} from './admin.queries';

type OrganisationType = 'venue' | 'supplier';
const NAMES = { venue: 'Venue', supplier: 'Supplier' } as const;

/**
 * The admin area is for platform admins only. Anyone else signed in gets 403 (the web app shows "You don't
 * have access to this"); the area's existence is no secret (docs/decisions/0010).
 */
export function requirePlatformAdmin(user: ApiUser): void {
  if (!user.isPlatformAdmin) throw new AppError('forbidden', "You don't have access to this: it is for platform admins");
}

type Row = NonNullable<Awaited<ReturnType<typeof findAdminOrganisation>>>;

function adminJson(row: Row): AdminOrganisation {
  return { ...row, createdAt: row.createdAt.toISOString(), suspendedAt: row.suspendedAt?.toISOString() ?? null };
}

export async function listOrganisations(
  db: Database,
  user: ApiUser,
  type: OrganisationType,
  query: AdminOrganisationListQuery,
): Promise<AdminOrganisationList> {
  requirePlatformAdmin(user);
  const [rows, total] = await Promise.all([listAdminOrganisations(db, type, query), countAdminOrganisations(db, type, query)]);
  return { items: rows.map(adminJson), page: query.page, pageSize: query.pageSize, total };
}

async function load(db: Database, type: OrganisationType, idOrSlug: string): Promise<AdminOrganisation> {
  const row = await findAdminOrganisation(db, type, idOrSlug);
  if (!row) throw AppError.notFound(NAMES[type]);
  return adminJson(row);
}

/** How often a derived slug is derived again when another organisation took it between the look and the write. */
const DERIVED_SLUG_ATTEMPTS = 12;

/** The name's slug (never uuid-shaped), or with -2, -3 … when taken now or in the past (old slugs keep redirecting). */
async function freeSlugFor(db: Database, type: OrganisationType, name: string): Promise<string> {
  const base = organisationSlugFromName(name, type) || type;
  const taken = new Set(await listSlugsLike(db, base));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Creates an organisation with no members yet and invites its first owner. Bad input changes nothing: the
 * organisation, the invite and its mail are one transaction.
 */
export async function createOrganisation(
  deps: InviteDeps,
  user: ApiUser,
  type: OrganisationType,
  input: AdminOrganisationCreate,
  origin: string,
  options: {
    /** more work in the same transaction, once the organisation and its invite are written (approving an application) */
    alsoInTransaction?: (tx: Database, created: { organisationId: string; invite: Invite }) => Promise<void>;
    /** the owner's invite mail, when it says more than that the Tapline team set the organisation up */
    composeOwnerMail?: InviteMailComposer;
  } = {},
): Promise<AdminOrganisationCreated> {
  const { alsoInTransaction, composeOwnerMail = (facts) => teamInviteMail(facts, { newOrganisation: true }) } = options;
  requirePlatformAdmin(user);
  const { ownerEmail, slug: requestedSlug, venueKind, ...fields } = input;
  if (type === 'supplier' && venueKind !== undefined) {
    throw AppError.validation([{ field: 'venueKind', message: 'venueKind is not a setting of a supplier' }], 'body');
  }
  const { db } = deps;
  if (requestedSlug && (await findSlugHolder(db, requestedSlug))) throw slugTaken(type, requestedSlug);

  // A slug taken at the same moment meets the unique constraint: a slug the admin asked for is then 409; one
  // derived from the name is derived again, past the one just taken (docs/decisions/0054).
  const create = async () => {
    const slug = requestedSlug ?? (await freeSlugFor(db, type, input.name));
    return withRetryingTransaction(db, async (tx) => {
      const organisation = await insertOrganisation(tx, {
        ...fields,
        type,
        slug,
        ...(type === 'venue' ? { venueKind: venueKind ?? null } : {}),
      });
      const written = await writeInvite(deps, tx, {
        organisation: { ...organisation, type },
        email: ownerEmail,
        organisationRole: 'owner',
        inviter: { userId: user.id, name: user.name, email: user.email },
        origin,
        inviterIsPlatformAdmin: true,
        composeMail: composeOwnerMail,
      });
      await recordAudit(tx, {
        organisationId: organisation.id,
        actorId: user.id,
        actorIsPlatformAdmin: true,
        action: 'organisation.created',
        targetType: 'organisation',
        targetId: organisation.id,
        after: { name: organisation.name, type, slug, ownerEmail },
      });
      await alsoInTransaction?.(tx, { organisationId: organisation.id, invite: written.invite });
      return { organisationId: organisation.id, ...written };
    }).catch((error: unknown) => {
      if (violatedUniqueConstraint(error) === SLUG_UNIQUE) return { slugTakenMeanwhile: slug } as const;
      throw error;
    });
  };
  let created = await create();
  for (let attempt = 2; 'slugTakenMeanwhile' in created && !requestedSlug && attempt <= DERIVED_SLUG_ATTEMPTS; attempt += 1) {
    created = await create();
  }
  if ('slugTakenMeanwhile' in created) throw slugTaken(type, created.slugTakenMeanwhile);
  const { organisationId, ...written } = created;
  return { organisation: await load(db, type, organisationId), invite: await issuedInvite(deps, written) };
}

/**
 * Suspends: the organisation leaves the public lists and takes no orders; its members still sign in and see
 * the reason. Suspending again updates the reason and keeps the original time.
 */
export async function suspendOrganisation(db: Database, user: ApiUser, type: OrganisationType, idOrSlug: string, reason: string) {
  requirePlatformAdmin(user);
  const id = await withRetryingTransaction(db, async (tx) => {
    const current = await lockAdminOrganisation(tx, type, idOrSlug);
    if (!current) throw AppError.notFound(NAMES[type]);
    const suspendedAt = current.suspendedAt ?? new Date();
    await setOrganisationStatus(tx, current.id, { status: 'suspended', suspendedReason: reason, suspendedAt });
    await recordAudit(tx, {
      ...statusAudit(user, current.id),
      action: 'organisation.suspended',
      before: { status: current.status, reason: current.suspendedReason },
      after: { status: 'suspended', reason },
    });
    return current.id;
  });
  return load(db, type, id);
}

function statusAudit(user: ApiUser, organisationId: string) {
  return { organisationId, actorId: user.id, actorIsPlatformAdmin: true, targetType: 'organisation', targetId: organisationId } as const;
}

export async function reactivateOrganisation(db: Database, user: ApiUser, type: OrganisationType, idOrSlug: string) {
  requirePlatformAdmin(user);
  const id = await withRetryingTransaction(db, async (tx) => {
    const current = await lockAdminOrganisation(tx, type, idOrSlug);
    if (!current) throw AppError.notFound(NAMES[type]);
    if (current.status === 'active') return current.id;
    await setOrganisationStatus(tx, current.id, { status: 'active', suspendedReason: null, suspendedAt: null });
    await recordAudit(tx, {
      ...statusAudit(user, current.id),
      action: 'organisation.reactivated',
      before: { status: current.status, reason: current.suspendedReason },
      after: { status: 'active' },
    });
    return current.id;
  });
  return load(db, type, id);
}

export async function listOutboxMessages(outbox: Outbox, user: ApiUser, query: AdminOutboxQuery): Promise<OutboxMessageList> {
  requirePlatformAdmin(user);
  return outbox.list(query);
}

/** A failed mail back to the queue (the outbox's dead letters). */
export async function retryOutboxMessage(outbox: Outbox, user: ApiUser, id: string): Promise<OutboxMessage> {
  requirePlatformAdmin(user);
  return outbox.retry(id);
}
