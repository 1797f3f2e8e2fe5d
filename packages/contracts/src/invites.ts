import { z } from 'zod';
import { DateTime, IdOrSlug, text, Uuid } from './common';
import { OrganisationRole } from './memberships';
import { organisationIdentityFields, OrganisationType } from './organisations';
import { OutboxState } from './outbox';

/** An invite link works for 7 days (docs/domain.md, Invites). */
export const INVITE_LIFETIME_DAYS = 7;

export const InviteEmail = text()
  .trim()
  .toLowerCase()
  .pipe(z.email('email must be an email address').max(320, 'email must be at most 320 characters'));

/** POST /api/{venues|suppliers}/{id}/invites */
export const InviteCreate = z.object({ email: InviteEmail, organisationRole: OrganisationRole }).strict();
export type InviteCreate = z.infer<typeof InviteCreate>;

/** An open invite as its organisation's owners and admins see it. */
export const Invite = z.object({
  id: Uuid,
  email: z.string(),
  organisationRole: OrganisationRole,
  invitedBy: z.object({ userId: Uuid, name: z.string(), email: z.string() }).nullable(),
  createdAt: DateTime,
  expiresAt: DateTime,
  /** expired invites stay listed until resent or revoked */
  status: z.enum(['pending', 'expired']),
});
export type Invite = z.infer<typeof Invite>;

/**
 * POST …/invites and …/resend: the invite and where its mail is: sent (the mail server took it while the
 * request waited a moment), queued (it goes out shortly, retried if the server fails), or stored (no mail server).
 */
export const InviteIssued = Invite.extend({ mailState: OutboxState });
export type InviteIssued = z.infer<typeof InviteIssued>;

export const InviteList = z.object({ items: z.array(Invite) });
export type InviteList = z.infer<typeof InviteList>;

export const InviteParams = z.object({ id: IdOrSlug, inviteId: Uuid });

export const InviteTokenParams = z.object({
  token: text()
    .min(16)
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/, 'token must be the code from the invitation link'),
});

export const InviteStatus = z.enum(['pending', 'expired', 'revoked', 'accepted']);
export type InviteStatus = z.infer<typeof InviteStatus>;

/** GET /api/invites/{token}: what the /auth/invite page shows before anyone signs in. */
export const InvitePreview = z.object({
  organisation: z.object({
    type: OrganisationType,
    slug: z.string(),
    name: z.string(),
    logoUrl: z.string().nullable(),
  }),
  email: z.string(),
  organisationRole: OrganisationRole,
  status: InviteStatus,
  expiresAt: DateTime,
  invitedByName: z.string().nullable(),
  /** whether the invited address already has an account: sign in to accept, rather than sign up */
  accountExists: z.boolean(),
});
export type InvitePreview = z.infer<typeof InvitePreview>;

/** POST /api/invites/{token}/accept: the membership now held (the web app makes it the active entity). */
export const InviteAccepted = z.object({
  organisation: z.object(organisationIdentityFields),
  organisationRole: OrganisationRole,
});
export type InviteAccepted = z.infer<typeof InviteAccepted>;
