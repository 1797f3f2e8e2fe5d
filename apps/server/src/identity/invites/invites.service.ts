import {
  INVITE_LIFETIME_DAYS,
  type Invite,
  type InviteAccepted,
  type InviteIssued,
  type InviteCreate,
  type InvitePreview,
  type InviteStatus,
} from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { ApiUser } from '../auth/api-auth';
import type { Clock } from '../auth/auth-settings';
import { randomToken, sha256Hex } from '../auth/passwords';
import { AppError, type Outbox, type WrittenMessage } from '../../platform';
import { recordAudit, type AuditEntry } from '../audit/audit.service';
import { notifyMembers } from '../notifications/notifications.service';
import { isUniqueViolation } from '../../shared/database-errors';
import { withRetryingTransaction } from '../../shared/transactions';
import { requireOrganisationAccess, requireRoleFits, type OrganisationAccess } from '../organisations/organisations.service';
import {
  teamInviteMail,
  type InvitedOrganisation,
  type InviteMailComposer,
  type InviteMailFacts,
  type Inviter,
  type OrganisationType,
} from './invite-mails';
import {
  findInviteByTokenHash,
  findMembershipRole,
  insertInvite,
  isMemberByEmail,
  joinOrganisation,
  listOpenInvites,
  lockInviteByTokenHash,
  lockInviteOfOrganisation,
  lockOpenInviteForEmail,
  markInviteAccepted,
  markInviteRevoked,
  renewInviteToken,
} from './invites.queries';

/** What invites need besides the database: the outbox and the clock (tests move time). */
export interface InviteDeps {
  db: Database;
  outbox: Outbox;
  clock: Clock;
}

type Role = InviteCreate['organisationRole'];
const MANAGERS = ['owner', 'admin'] as const;
const LIFETIME_MS = INVITE_LIFETIME_DAYS * 24 * 3600 * 1000;

function inviterOf(user: ApiUser): Inviter {
  return { userId: user.id, name: user.name, email: user.email };
}

function statusAt(invite: { expiresAt: Date; acceptedAt?: Date | null; revokedAt?: Date | null }, now: Date): InviteStatus {
  if (invite.acceptedAt) return 'accepted';
  if (invite.revokedAt) return 'revoked';
  return invite.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
}

async function requireManager(deps: InviteDeps, user: ApiUser, type: OrganisationType, idOrSlug: string) {
  return requireOrganisationAccess(deps.db, user, type, idOrSlug, MANAGERS);
}

/** The organisation of an access check, as the invite mails name it. */
function invitedOrganisation(access: OrganisationAccess, type: OrganisationType): InvitedOrganisation {
  const { id, slug, name, timeZone } = access.organisation;
  return { id, type, slug, name, timeZone };
}

/** an admin manages invites of admins and members; owners (and platform admins) also those of owners */
function assertMayHandleRole(access: OrganisationAccess, user: ApiUser, role: Role) {
  if (role === 'owner' && access.organisationRole !== 'owner' && !user.isPlatformAdmin) {
    throw new AppError('forbidden', 'Only an owner can invite an owner');
  }
}

function inviteLink(origin: string, token: string): string {
  return `${origin}/auth/invite?token=${encodeURIComponent(token)}`;
}

/** Writes the invite mail and its delivery job in `tx`, the transaction that writes the invite. */
async function mailInvite(
  deps: InviteDeps,
  tx: Database,
  values: Omit<InviteMailFacts, 'link'> & { token: string; composeMail: InviteMailComposer | undefined },
): Promise<WrittenMessage> {
  const { token, composeMail, ...facts } = values;
  const mail = (composeMail ?? teamInviteMail)({ ...facts, link: inviteLink(values.origin, token) });
  return deps.outbox.email(tx, {
    to: values.email,
    subject: mail.subject,
    template: mail.template ?? 'organisation_invite',
    secrets: [token, encodeURIComponent(token)],
    body: mail.body,
  });
}

function inviteJson(
  row: { id: string; email: string; organisationRole: Role; createdAt: Date; expiresAt: Date },
  inviter: Inviter | null,
  now: Date,
): Invite {
  return {
    id: row.id,
    email: row.email,
    organisationRole: row.organisationRole,
    invitedBy: inviter,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    status: statusAt(row, now) === 'expired' ? 'expired' : 'pending',
  };
}

interface IssueValues {
  organisation: InvitedOrganisation;
  email: string;
  organisationRole: Role;
  inviter: Inviter | null;
  origin: string;
  /** the inviter acts as a platform admin (the admin area, or not a member): the audit log and the mail say so */
  inviterIsPlatformAdmin?: boolean;
  /** the mail's own words in place of the team invite's (an approved application's owner, a new organisation's) */
  composeMail?: InviteMailComposer;
}

/**
 * Writes an invite and its mail (an outbox row and its delivery job) in the caller's transaction: the mail
 * exists once the invite commits, and never for a rolled-back one (docs/decisions/0035). A member's address is refused (409), as is a second open invite while the first still works (409: resend
 * it instead); an expired one is replaced (docs/decisions/0009). The token is 32 random bytes, stored as its sha256.
 */
export async function writeInvite(deps: InviteDeps, tx: Database, values: IssueValues): Promise<{ invite: Invite; mail: WrittenMessage }> {
  const now = deps.clock();
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + LIFETIME_MS);
  const { organisation, email, organisationRole, inviter } = values;
  const emailTaken = (message: string) => new AppError('conflict', `${email} ${message}`, [{ field: 'email', message }]);

  if (await isMemberByEmail(tx, organisation.id, email)) throw emailTaken(`is already a member of ${organisation.name}`);
  const open = await lockOpenInviteForEmail(tx, organisation.id, email);
  if (open && open.expiresAt.getTime() > now.getTime()) throw emailTaken('already has a pending invite: resend or revoke it');
  if (open) await markInviteRevoked(tx, open.id, now);
  const row = await insertInvite(tx, {
    organisationId: organisation.id,
    email,
    organisationRole,
    tokenHash: sha256Hex(token),
    invitedBy: inviter?.userId ?? null,
    expiresAt,
    now,
  }).catch((error: unknown) => {
    // two invites for one address at the same moment: the database's unique index keeps one
    if (isUniqueViolation(error)) throw emailTaken('already has a pending invite: resend or revoke it');
    throw error;
  });
  await recordAudit(tx, {
    organisationId: organisation.id,
    actorId: inviter?.userId ?? null,
    actorIsPlatformAdmin: values.inviterIsPlatformAdmin ?? false,
    action: 'invite.created',
    targetType: 'invite',
    targetId: row.id,
    after: { email, role: organisationRole },
  });
  return {
    invite: inviteJson({ id: row.id, email, organisationRole, createdAt: row.createdAt, expiresAt }, inviter, now),
    mail: await mailInvite(deps, tx, {
      email,
      role: organisationRole,
      organisation,
      inviter,
      inviterIsPlatformAdmin: values.inviterIsPlatformAdmin ?? false,
      token,
      expiresAt,
      origin: values.origin,
      composeMail: values.composeMail,
    }),
  };
}

/** The committed invite with where its mail is by now (the answer waits a moment for it to go out). */
export async function issuedInvite(deps: InviteDeps, written: { invite: Invite; mail: WrittenMessage }): Promise<InviteIssued> {
  return { ...written.invite, mailState: await deps.outbox.settle(written.mail) };
}

async function issueInvite(deps: InviteDeps, values: IssueValues): Promise<InviteIssued> {
  return issuedInvite(deps, await withRetryingTransaction(deps.db, (tx) => writeInvite(deps, tx, values)));
}

export async function listInvites(deps: InviteDeps, user: ApiUser, type: OrganisationType, idOrSlug: string) {
  const access = await requireManager(deps, user, type, idOrSlug);
  const now = deps.clock();
  const rows = await listOpenInvites(deps.db, access.organisation.id);
  return {
    items: rows.map((row) =>
      inviteJson(row, row.inviterId ? { userId: row.inviterId, name: row.inviterName ?? '', email: row.inviterEmail ?? '' } : null, now),
    ),
  };
}

export async function createInvite(
  deps: InviteDeps,
  user: ApiUser,
  type: OrganisationType,
  idOrSlug: string,
  input: InviteCreate,
  origin: string,
) {
  const access = await requireManager(deps, user, type, idOrSlug);
  requireRoleFits(type, input.organisationRole);
  assertMayHandleRole(access, user, input.organisationRole);
  return issueInvite(deps, {
    organisation: invitedOrganisation(access, type),
    email: input.email,
    organisationRole: input.organisationRole,
    inviter: inviterOf(user),
    origin,
    inviterIsPlatformAdmin: access.organisationRole === null,
  });
}

/** an open invite of this organisation, locked; accepted or revoked ones can't be resent or revoked */
async function lockOpenInvite(db: Database, access: OrganisationAccess, user: ApiUser, inviteId: string) {
  const invite = await lockInviteOfOrganisation(db, access.organisation.id, inviteId);
  if (!invite) throw AppError.notFound('Invite');
  assertMayHandleRole(access, user, invite.organisationRole);
  if (invite.acceptedAt) throw new AppError('conflict', `${invite.email} has already accepted this invite`, { status: 'accepted' });
  return invite;
}

/**
 * A manager acts on an invite (`asPlatformAdmin`: from the admin area, so the audit log says so even when the admin
 * is also a member; a platform admin who is not a member is named one anyway).
 */
function managerStep(access: OrganisationAccess, user: ApiUser, asPlatformAdmin: boolean) {
  const actsAsPlatformAdmin = asPlatformAdmin || access.organisationRole === null;
  return {
    actsAsPlatformAdmin,
    audit: (tx: Database, inviteId: string, entry: Pick<AuditEntry, 'action' | 'before' | 'after'>) =>
      recordAudit(tx, {
        organisationId: access.organisation.id,
        actorId: user.id,
        actorIsPlatformAdmin: actsAsPlatformAdmin,
        targetType: 'invite',
        targetId: inviteId,
        ...entry,
      }),
  };
}

/** Which invite, of which organisation (by id or slug). */
interface InviteOfOrganisation {
  type: OrganisationType;
  idOrSlug: string;
  inviteId: string;
}

/** Withdraws an invite: its link stops working at once. Revoking twice is harmless. */
export async function revokeInvite(
  deps: InviteDeps,
  user: ApiUser,
  { type, idOrSlug, inviteId }: InviteOfOrganisation,
  asPlatformAdmin = false,
) {
  const access = await requireManager(deps, user, type, idOrSlug);
  const step = managerStep(access, user, asPlatformAdmin);
  await withRetryingTransaction(deps.db, async (tx) => {
    const invite = await lockOpenInvite(tx, access, user, inviteId);
    if (invite.revokedAt) return;
    await markInviteRevoked(tx, invite.id, deps.clock());
    await step.audit(tx, invite.id, { action: 'invite.revoked', before: { status: 'pending' }, after: { status: 'revoked' } });
  });
}

/** A new link (the old one stops working), valid for 7 more days, mailed again. */
export async function resendInvite(deps: InviteDeps, user: ApiUser, invite: InviteOfOrganisation, origin: string) {
  const { link: _link, ...issued } = await resendInviteWithLink(deps, user, invite, origin);
  return issued;
}

/**
 * Resends, and answers the new link too: the platform admin's page offers it to copy (the token is stored only as
 * its hash, so an earlier link can't be shown again; a new one can).
 */
export async function resendInviteWithLink(
  deps: InviteDeps,
  user: ApiUser,
  { type, idOrSlug, inviteId }: InviteOfOrganisation,
  origin: string,
  asPlatformAdmin = false,
) {
  const access = await requireManager(deps, user, type, idOrSlug);
  const step = managerStep(access, user, asPlatformAdmin);
  const now = deps.clock();
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + LIFETIME_MS);
  const inviter = inviterOf(user);
  const written = await withRetryingTransaction(deps.db, async (tx) => {
    const row = await lockOpenInvite(tx, access, user, inviteId);
    if (row.revokedAt) throw new AppError('conflict', `The invite to ${row.email} was revoked: send a new one`, { status: 'revoked' });
    await renewInviteToken(tx, row.id, sha256Hex(token), expiresAt);
    await step.audit(tx, row.id, { action: 'invite.resent', after: { expiresAt: expiresAt.toISOString() } });
    const mail = await mailInvite(deps, tx, {
      email: row.email,
      role: row.organisationRole,
      organisation: invitedOrganisation(access, type),
      inviter,
      inviterIsPlatformAdmin: step.actsAsPlatformAdmin,
      token,
      expiresAt,
      origin,
      composeMail: undefined,
    });
    return { invite: inviteJson({ ...row, expiresAt }, inviter, now), mail };
  });
  return { ...(await issuedInvite(deps, written)), link: inviteLink(origin, token) };
}

/** Public (the app key only): what the invite page shows. The token is the secret; 404 for an unknown one. */
export async function previewInvite(deps: InviteDeps, token: string): Promise<InvitePreview> {
  const row = await findInviteByTokenHash(deps.db, sha256Hex(token));
  if (!row) throw AppError.notFound('Invitation');
  return {
    organisation: { type: row.organisationType, slug: row.organisationSlug, name: row.organisationName, logoUrl: row.organisationLogoUrl },
    email: row.email,
    organisationRole: row.organisationRole,
    status: statusAt(row, deps.clock()),
    expiresAt: row.expiresAt.toISOString(),
    invitedByName: row.invitedByName?.trim() || null,
    accountExists: Boolean(row.accountExists),
  };
}

/**
 * The signed-in invitee joins: their email must be the invited one. The invite row is locked, so one link
 * makes one membership; accepting again (a retried request) answers the same membership. Someone who
 * already belongs keeps their role. An expired, revoked or used link answers 409 with details.status.
 */
export async function acceptInvite(deps: InviteDeps, user: ApiUser, token: string): Promise<InviteAccepted> {
  const now = deps.clock();
  return withRetryingTransaction(deps.db, async (tx) => {
    const invite = await lockInviteByTokenHash(tx, sha256Hex(token));
    if (!invite) throw AppError.notFound('Invitation');
    const { organisation } = invite;
    if (invite.email !== user.email.toLowerCase()) {
      throw new AppError(
        'forbidden',
        `This invitation is for ${invite.email}, but you are signed in as ${user.email}: sign in as ${invite.email} to accept it`,
        { invitedEmail: invite.email },
      );
    }
    const status = statusAt(invite, now);
    if (status === 'accepted') {
      const role = await findMembershipRole(tx, organisation.id, user.id);
      if (role) return { organisation, organisationRole: role };
      throw new AppError('conflict', 'This invitation has already been used: ask for a new one', { status });
    }
    if (status === 'revoked')
      throw new AppError('conflict', `This invitation was withdrawn: ask ${organisation.name} for a new one`, { status });
    if (status === 'expired') {
      throw new AppError(
        'conflict',
        `This invitation expired on ${invite.expiresAt.toUTCString()}: ask ${organisation.name} to send a new one`,
        { status },
      );
    }
    const organisationRole = await joinOrganisation(tx, organisation.id, user.id, invite.organisationRole);
    await markInviteAccepted(tx, invite.id, now);
    await recordAudit(tx, {
      organisationId: organisation.id,
      actorId: user.id,
      action: 'invite.accepted',
      targetType: 'invite',
      targetId: invite.id,
      before: { status: 'pending' },
      after: { status: 'accepted', role: organisationRole },
    });
    // the organisation's owners and admins hear who joined (the team page follows the active entity, which the bell sets)
    await notifyMembers(tx, {
      organisationId: organisation.id,
      kind: 'invite_accepted',
      title: `${user.name.trim() || user.email} joined ${organisation.name}`,
      body: `${user.email} accepted the invitation as ${organisationRole}.`,
      link: '/dash/team',
      exceptUserId: user.id,
      roles: [...MANAGERS],
    });
    return { organisation, organisationRole };
  });
}

// What other modules may read of invites (the overviews count the open ones) and write with them (the words of a
// mail that carries an invite link).
export { countPendingInvites } from './invites.queries';
export * from './invite-mails';
