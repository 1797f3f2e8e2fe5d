// The audit feature's public surface: who did what, when, with the before and after.
export { adminAuditQueryOptions, useAdminAudit } from './api/get-admin-audit';
export { organisationAuditQueryOptions, useOrganisationAudit } from './api/get-organisation-audit';
export { AUDIT_ACTIONS, AUDIT_PAGE_SIZE, adminAuditSearchSchema, auditPageSearchSchema, type AuditAction } from './audit-search';
export { AuditTable } from './components/audit-table';
