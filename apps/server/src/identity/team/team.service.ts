import type { OrganisationRole, SpendLimits } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { ApiUser } from '../auth/api-auth';
import { AppError } from '../../platform';
import { recordAudit } from '../audit/audit.service';
import { requireOrganisationAccess, requireRoleFits } from '../organisations/organisations.service';
import { withRetryingTransaction } from '../../shared/transactions';
import { deleteMember, lockMemberships, updateMemberRole, updateSpendLimits } from './team.queries';

// What other modules may use of the team: its members in name order (the admin's organisation page reads them).
export { listTeam } from './team.queries';

const MANAGERS = ['owner', 'admin'] as const;

type Change = { kind: 'role'; organisationRole: OrganisationRole } | { kind: 'remove' } | { kind: 'limits'; limits: SpendLimits };

/**
 * Role changes and removals (docs/domain.md, Roles and permissions): owners and admins manage the team; an admin can't make an
 * owner nor touch an owner; the last owner can't be demoted or removed. Checked on locked rows, in one transaction.
 */
export async function changeMember(
  db: Database,
  user: ApiUser,
  type: 'venue' | 'supplier',
  idOrSlug: string,
  targetUserId: string,
  change: Change,
): Promise<void> {
  const access = await requireOrganisationAccess(db, user, type, idOrSlug, MANAGERS);
  if (change.kind === 'role') requireRoleFits(type, change.organisationRole);
  const actingAsOwner = access.organisationRole === 'owner' || user.isPlatformAdmin;
  await withRetryingTransaction(db, async (tx) => {
    const team = await lockMemberships(tx, access.organisation.id);
    const target = team.find((member) => member.userId === targetUserId);
    if (!target) throw AppError.notFound('Team member');
    if (!actingAsOwner && (target.organisationRole === 'owner' || (change.kind === 'role' && change.organisationRole === 'owner'))) {
      throw new AppError('forbidden', 'Only an owner can make an owner or change an owner');
    }
    const losesOwner =
      target.organisationRole === 'owner' && (change.kind === 'remove' || (change.kind === 'role' && change.organisationRole !== 'owner'));
    const owners = team.filter((member) => member.organisationRole === 'owner').length;
    if (losesOwner && owners <= 1) {
      throw new AppError('conflict', `${access.organisation.name} needs at least one owner: make someone else owner first`, {
        rule: 'last_owner',
      });
    }
    // the audit row commits with the change; a platform admin who isn't a member acts as one
    const audit = {
      organisationId: access.organisation.id,
      actorId: user.id,
      actorIsPlatformAdmin: access.organisationRole === null,
      targetType: 'member',
      targetId: targetUserId,
    } as const;
    if (change.kind === 'remove') {
      await deleteMember(tx, access.organisation.id, targetUserId);
      const action = targetUserId === user.id ? 'member.left' : 'member.removed';
      await recordAudit(tx, { ...audit, action, before: { role: target.organisationRole }, after: null });
    } else if (change.kind === 'limits') {
      // a venue's buyer's limits (decision 0183): kept whatever the role, applied only while they are a buyer
      await updateSpendLimits(tx, access.organisation.id, targetUserId, change.limits);
      const before = { orderLimitCents: target.orderLimitCents, weekLimitCents: target.weekLimitCents };
      await recordAudit(tx, { ...audit, action: 'member.limits_changed', before, after: change.limits });
    } else if (change.organisationRole !== target.organisationRole) {
      await updateMemberRole(tx, access.organisation.id, targetUserId, change.organisationRole);
      const roles = { before: { role: target.organisationRole }, after: { role: change.organisationRole } };
      await recordAudit(tx, { ...audit, action: 'member.role_changed', ...roles });
    }
  });
}
