// Accepting an invitation: routes import these, never its files (docs/conventions.md, Boundaries).
export { InviteSignIn, InviteSignUp } from './join-schemas';
export { useAcceptInvite } from './api/accept-invite';
export { invitePreviewQueryOptions } from './api/get-invite-preview';
