export { apiKeysRoutes } from './api-keys/api-keys.routes';
export { auditRoutes } from './audit/audit.routes';
export { recordAudit } from './audit/audit.service';
export { type ApiUser, optionalUser, requireUser } from './auth/api-auth';
export { type AuthSettings, type Clock, defaultAuthSettings } from './auth/auth-settings';
export { databaseOf, keysCommand } from './auth/auth-keys-command';
export { registerAuth } from './auth/auth.routes';
export { findDemoAccounts, seedDemoAccounts } from './auth/demo-accounts';
export { defaultPublicUrl, startedOrigins } from './auth/origins';
export { randomToken, sha256Hex } from './auth/passwords';
export { authQueues } from './auth/recovery.service';
export { type InvitesRoutesOptions, invitesRoutes } from './invites/invites.routes';
export {
  type ComposedMail,
  type InviteDeps,
  type InviteMailComposer,
  type InviteMailFacts,
  acceptStep,
  countPendingInvites,
  firstSteps,
  inviterWords,
  issuedInvite,
  listInvites,
  publicPage,
  resendInviteWithLink,
  revokeInvite,
  teamInviteMail,
  writeInvite,
} from './invites/invites.service';
export { digestQueues, startDailyDigest } from './notifications/daily-digest.service';
export { notificationsRoutes } from './notifications/notifications.routes';
export { notifyMembers, orderPlacedNotice, orderStepKind, shortDayOf } from './notifications/notifications.service';
export { markNotificationsReadAt } from './notifications/notifications.queries';
export {
  SLUG_UNIQUE,
  findOrganisationWithRole,
  findSlugHolder,
  listPublicAddresses,
  managesOrganisation,
  requireOrganisationAccess,
  requirePublicOrganisation,
  slugTaken,
} from './organisations/organisations.service';
export { settingsRoutes } from './settings/settings.routes';
export { loadSettings } from './settings/settings.service';
export { teamRoutes } from './team/team.routes';
export { listTeam } from './team/team.service';
export { usersRoutes } from './users/users.routes';
export { webhooksRoutes } from './webhooks/webhooks.routes';
export { webhookTroubleReporter } from './webhooks/webhook-trouble.service';
