import type {
  Application,
  ApplicationApprove,
  ApplicationApproved,
  ApplicationDuplicate,
  ApplicationList,
  ApplicationListQuery,
} from '@tapline/contracts';
import { formatAbn } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { type ApiUser, type InviteDeps, recordAudit } from '../../identity';
import { AppError } from '../../platform';
import { withRetryingTransaction } from '../../shared/transactions';
import { createOrganisation, requirePlatformAdmin } from './admin.service';
import { approvedApplicantNotice, approvedOwnerMail, declinedMail } from './application-mails';
import {
  countApplications,
  countApplicationsByStatus,
  findDuplicateApplications,
  findDuplicateOrganisations,
  findListedApplication,
  insertPhysicalAddress,
  listApplications,
  lockApplication,
  markApplicationDecided,
  setOrganisationAbn,
  type ApplicationRow,
} from './applications-admin.queries';

async function duplicatesOf(db: Database, ids: readonly string[]): Promise<Map<string, ApplicationDuplicate[]>> {
  const [applications, organisations] = await Promise.all([findDuplicateApplications(db, ids), findDuplicateOrganisations(db, ids)]);
  const found = new Map<string, ApplicationDuplicate[]>(ids.map((id) => [id, []]));
  for (const row of applications) {
    const on = [...(row.sameAbn ? (['abn'] as const) : []), ...(row.sameEmail ? (['email'] as const) : [])];
    found.get(row.of)!.push({ kind: 'application', id: row.id, name: row.businessName, status: row.status, on });
  }
  for (const row of organisations) {
    found.get(row.of)!.push({ kind: 'organisation', id: row.id, name: row.name, slug: row.slug, type: row.type, on: ['email'] });
  }
  return found;
}

function applicationJson(row: ApplicationRow, matches: ApplicationDuplicate[]): Application {
  return {
    id: row.id,
    type: row.type,
    businessName: row.businessName,
    kind: row.kind,
    abn: row.abn,
    address: { ...row.address, line2: row.address.line2 ?? null },
    contactName: row.contactName,
    email: row.email,
    phone: row.phone,
    deliveryAreas: row.deliveryAreas,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    declineReason: row.declineReason,
    organisation:
      row.organisationId && row.organisationSlug && row.organisationName
        ? { id: row.organisationId, slug: row.organisationSlug, name: row.organisationName, type: row.type }
        : null,
    decidedBy: row.decidedByEmail ? { name: row.decidedByName ?? '', email: row.decidedByEmail } : null,
    duplicateOf: {
      abn: matches.some((match) => match.on.includes('abn')),
      email: matches.some((match) => match.on.includes('email')),
      matches,
    },
  };
}

/** Verified applications, newest first, each with what it shares with other applications and organisations. */
export async function listAdminApplications(db: Database, user: ApiUser, query: ApplicationListQuery): Promise<ApplicationList> {
  requirePlatformAdmin(user);
  const [rows, total, counts] = await Promise.all([
    listApplications(db, query),
    countApplications(db, query),
    countApplicationsByStatus(db, query),
  ]);
  const duplicates = await duplicatesOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => applicationJson(row, duplicates.get(row.id) ?? [])),
    page: query.page,
    pageSize: query.pageSize,
    total,
    counts,
  };
}

async function load(db: Database, id: string): Promise<Application> {
  const row = await findListedApplication(db, id);
  if (!row) throw AppError.notFound('Application');
  const duplicates = await duplicatesOf(db, [row.id]);
  return applicationJson(row, duplicates.get(row.id) ?? []);
}

export async function getAdminApplication(db: Database, user: ApiUser, id: string): Promise<Application> {
  requirePlatformAdmin(user);
  return load(db, id);
}

function notNew(status: string): AppError {
  return new AppError('conflict', `This application is already ${status}: only a new one can be approved or declined`, { status });
}

/**
 * Approves: the organisation is made as the admin's "Create venue/supplier" makes one (slug, defaults, the
 * owner's invite), with the application's address, kind, email and phone (its private contact, decision 0136); the
 * application is marked approved and both are audited, all in one transaction. The owner's invite mail says the
 * application is approved; when the admin named another owner, the applicant is told who was invited. Only a new
 * application can be approved (409 otherwise).
 */
export async function approveApplication(
  deps: InviteDeps,
  user: ApiUser,
  id: string,
  input: ApplicationApprove,
  origin: string,
): Promise<ApplicationApproved> {
  requirePlatformAdmin(user);
  const current = await load(deps.db, id);
  if (current.status !== 'new') throw notNew(current.status);
  const name = input.name ?? current.businessName;
  const ownerEmail = input.ownerEmail ?? current.email;
  const created = await createOrganisation(
    deps,
    user,
    current.type,
    {
      name,
      ...(input.slug ? { slug: input.slug } : {}),
      ownerEmail,
      contactEmail: current.email,
      contactPhone: current.phone,
      ...(current.type === 'venue' ? { venueKind: current.kind } : {}),
    },
    origin,
    {
      composeOwnerMail: approvedOwnerMail(current),
      alsoInTransaction: async (tx, { organisationId, invite }) => {
        // locked: a second approval (or a decline) at the same moment waits here, then finds it decided
        const application = await lockApplication(tx, id);
        if (!application) throw AppError.notFound('Application');
        if (application.status !== 'new') throw notNew(application.status);
        await insertPhysicalAddress(tx, organisationId, application.address);
        await setOrganisationAbn(tx, organisationId, application.abn);
        if (ownerEmail.toLowerCase() !== current.email)
          await deps.outbox.email(tx, approvedApplicantNotice(current, { name, type: current.type }, ownerEmail));
        await markApplicationDecided(tx, id, { status: 'approved', decidedBy: user.id, decidedAt: new Date(), organisationId });
        await recordAudit(tx, {
          organisationId,
          actorId: user.id,
          actorIsPlatformAdmin: true,
          action: 'application.approved',
          targetType: 'application',
          targetId: id,
          before: { status: 'new' },
          after: { status: 'approved', organisationId, name, slug: input.slug ?? null, ownerEmail, inviteId: invite.id },
        });
      },
    },
  );
  return { application: await load(deps.db, id), invite: created.invite };
}

/** Declines with a reason, mailed to the applicant in the same transaction. Only a new application (409 otherwise). */
export async function declineApplication(
  deps: InviteDeps,
  user: ApiUser,
  id: string,
  reason: string,
  origin: string,
): Promise<Application> {
  requirePlatformAdmin(user);
  const { db, outbox } = deps;
  const mail = await withRetryingTransaction(db, async (tx) => {
    const application = await lockApplication(tx, id);
    if (!application) throw AppError.notFound('Application');
    if (application.status !== 'new') throw notNew(application.status);
    await markApplicationDecided(tx, id, { status: 'declined', decidedBy: user.id, decidedAt: new Date(), declineReason: reason });
    await recordAudit(tx, {
      organisationId: null,
      actorId: user.id,
      actorIsPlatformAdmin: true,
      action: 'application.declined',
      targetType: 'application',
      targetId: id,
      before: { status: 'new' },
      after: { status: 'declined', reason, businessName: application.businessName, abn: formatAbn(application.abn) },
    });
    return outbox.email(tx, declinedMail(application, reason, origin));
  });
  await outbox.settle(mail);
  return load(db, id);
}
