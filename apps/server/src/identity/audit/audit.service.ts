import type { AdminAuditQuery, AuditEntry as AuditEntryJson, AuditEntryList, AuditQuery, AuditTargetType } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { ApiUser } from '../auth/api-auth';
import { AppError } from '../../platform';
import { requireOrganisationAccess } from '../organisations/organisations.service';
import { auditSummary } from './audit-summary';
import { countAuditEntries, insertAuditEntries, listAuditEntries, type AuditEntry, type AuditFilter } from './audit.queries';

export type { AuditEntry };

/**
 * Records who did what: every platform-admin action and every role, status or ownership change anywhere.
 * Call it with the transaction of the change itself, never after it.
 */
export async function recordAudit(tx: Database, entries: AuditEntry | readonly AuditEntry[]): Promise<void> {
  await insertAuditEntries(tx, Array.isArray(entries) ? entries : [entries as AuditEntry]);
}

type Row = Awaited<ReturnType<typeof listAuditEntries>>[number];

function entryJson(row: Row): AuditEntryJson {
  return {
    id: row.id,
    organisation:
      row.organisationId && row.organisationName && row.organisationType
        ? { id: row.organisationId, name: row.organisationName, type: row.organisationType }
        : null,
    actor: row.actorId ? { id: row.actorId, name: row.actorName ?? '', email: row.actorEmail ?? '' } : null,
    actorIsPlatformAdmin: row.actorIsPlatformAdmin,
    action: row.action,
    summary: auditSummary(row),
    targetType: row.targetType as AuditTargetType,
    targetId: row.targetId,
    before: row.before ?? null,
    after: row.after ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function page(db: Database, filter: AuditFilter, query: AuditQuery): Promise<AuditEntryList> {
  const [rows, total] = await Promise.all([
    listAuditEntries(db, { ...filter, page: query.page, pageSize: query.pageSize }),
    countAuditEntries(db, filter),
  ]);
  return { items: rows.map(entryJson), page: query.page, pageSize: query.pageSize, total };
}

/** Every organisation's log, or one organisation's, or one action's (platform admins). */
export async function listAdminAudit(db: Database, user: ApiUser, query: AdminAuditQuery): Promise<AuditEntryList> {
  if (!user.isPlatformAdmin) throw new AppError('forbidden', "You don't have access to this: it is for platform admins");
  return page(db, { organisationId: query.organisationId, action: query.action }, query);
}

/**
 * An organisation's own log: its owners read it (admins and members get 403, strangers the usual 404); a
 * platform admin passes, as on every organisation route.
 */
export async function listOrganisationAudit(db: Database, user: ApiUser, type: 'venue' | 'supplier', idOrSlug: string, query: AuditQuery) {
  const access = await requireOrganisationAccess(db, user, type, idOrSlug, ['owner']);
  return page(db, { organisationId: access.organisation.id }, query);
}
