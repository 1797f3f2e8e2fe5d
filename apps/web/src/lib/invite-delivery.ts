import type { OutboxState } from '@tapline/contracts';

/**
 * The toast after an invite is made or resent, from the answer's mailState: "sent" only once the mail server
 * took the mail, "queued" while it waits or is retried, and plainly "not emailed" without a mail server.
 */
export function inviteDeliveryMessage(email: string, mailState: OutboxState, kind: 'invite' | 'resend' = 'invite'): string {
  const what = kind === 'invite' ? 'Invite' : 'New invite';
  switch (mailState) {
    case 'sent':
      return `${what} sent to ${email}`;
    case 'queued':
      return `${what} queued for ${email}: it will be emailed shortly`;
    case 'stored':
      return `${what} for ${email} saved, not emailed: no mail server is set up`;
    case 'failed':
      return `${what} for ${email} saved, but its email failed: a platform admin can retry it from the outbox`;
  }
}
