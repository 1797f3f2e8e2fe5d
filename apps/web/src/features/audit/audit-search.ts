import { urlChoice, urlInteger, urlUuid, type UrlSearchInput } from '@/lib/url-search';

/** An audit page holds this many entries, newest first. */
export const AUDIT_PAGE_SIZE = 25;

/** The actions the server writes, as the admin's filter names them. */
export const AUDIT_ACTIONS = {
  'organisation.created': 'Organisation created',
  'organisation.suspended': 'Organisation suspended',
  'organisation.reactivated': 'Organisation reactivated',
  'member.role_changed': 'Role changed',
  'member.removed': 'Member removed',
  'member.left': 'Member left',
  'invite.created': 'Invite sent',
  'invite.resent': 'Invite resent',
  'invite.revoked': 'Invite withdrawn',
  'invite.accepted': 'Invite accepted',
  'application.approved': 'Application approved',
  'application.declined': 'Application declined',
  'integration.connected': 'Xero connected',
  'integration.backfilled': 'Earlier orders sent to Xero',
  'integration.disconnected': 'Xero disconnected',
  'integration.needs_reconnecting': 'Xero needs reconnecting',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

const ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as AuditAction[];

/** /dash/admin/audit search params: which organisation, which action, which page. */
export interface AdminAuditSearch {
  organisationId?: string | undefined;
  action?: AuditAction | undefined;
  page?: number | undefined;
}
export function adminAuditSearchSchema(search: UrlSearchInput): AdminAuditSearch {
  return {
    organisationId: urlUuid(search.organisationId),
    action: urlChoice(search.action, ACTION_NAMES),
    page: urlInteger(search.page, 1, 1000),
  };
}

/** An organisation's own audit page: just the page. */
export interface AuditPageSearch {
  page?: number | undefined;
}
export function auditPageSearchSchema(search: UrlSearchInput): AuditPageSearch {
  return { page: urlInteger(search.page, 1, 1000) };
}
