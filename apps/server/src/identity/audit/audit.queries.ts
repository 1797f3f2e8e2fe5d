import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { applications, auditLog, invites, organisations, profiles, type Database } from '@tapline/db';
import { offsetOf } from '../../shared/pagination';

export interface AuditEntry {
  /** the organisation it concerns (its owners read it); null when none does */
  organisationId: string | null;
  /** who did it; null for the system */
  actorId: string | null;
  /** the actor acted as a platform admin, not as a member */
  actorIsPlatformAdmin?: boolean;
  /** dotted verb: organisation.created, organisation.suspended, member.role_changed, invite.revoked … */
  action: string;
  targetType:
    'organisation' | 'member' | 'invite' | 'application' | 'integration' | 'order' | 'trade_application' | 'trade_account' | 'api_key';
  targetId?: string | null;
  before?: unknown;
  after?: unknown;
}

/** Writes audit rows in the caller's transaction (`tx`): the change and its record commit or roll back together. */
export async function insertAuditEntries(tx: Database, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(auditLog).values(
    entries.map((entry) => ({
      organisationId: entry.organisationId,
      actorId: entry.actorId,
      actorIsPlatformAdmin: entry.actorIsPlatformAdmin ?? false,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
    })),
  );
}

const actor = alias(profiles, 'audit_actor');
const targetMember = alias(profiles, 'audit_target_member');

export interface AuditFilter {
  organisationId?: string;
  action?: string;
}

function auditFilter(filter: AuditFilter) {
  return and(
    filter.organisationId ? eq(auditLog.organisationId, filter.organisationId) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
  );
}

/**
 * One page of the log, newest first, with what a sentence about each row needs: the organisation, the actor, and the
 * target's name (a member's profile, an invite's address, an application's business) joined by the row's target.
 */
export async function listAuditEntries(db: Database, filter: AuditFilter & { page: number; pageSize: number }) {
  return db
    .select({
      id: auditLog.id,
      organisationId: organisations.id,
      organisationName: organisations.name,
      organisationType: organisations.type,
      actorId: actor.id,
      actorName: actor.name,
      actorEmail: actor.email,
      actorIsPlatformAdmin: auditLog.actorIsPlatformAdmin,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      targetMemberName: targetMember.name,
      targetMemberEmail: targetMember.email,
      targetInviteEmail: invites.email,
      targetApplicationName: applications.businessName,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(organisations, eq(organisations.id, auditLog.organisationId))
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(targetMember, and(eq(auditLog.targetType, 'member'), sql`${targetMember.id}::text = ${auditLog.targetId}`))
    .leftJoin(invites, and(eq(auditLog.targetType, 'invite'), sql`${invites.id}::text = ${auditLog.targetId}`))
    .leftJoin(applications, and(eq(auditLog.targetType, 'application'), sql`${applications.id}::text = ${auditLog.targetId}`))
    .where(auditFilter(filter))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(filter.pageSize)
    .offset(offsetOf(filter.page, filter.pageSize));
}

export async function countAuditEntries(db: Database, filter: AuditFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(auditLog).where(auditFilter(filter));
  return row?.total ?? 0;
}
