import { describe, expect, it } from 'vitest';
import { inviteDeliveryMessage } from './invite-delivery';

describe('inviteDeliveryMessage', () => {
  it('says sent only when the mail went, queued while it waits, and not emailed without a mail server', () => {
    expect(inviteDeliveryMessage('a@example.test', 'sent')).toBe('Invite sent to a@example.test');
    expect(inviteDeliveryMessage('a@example.test', 'queued')).toBe('Invite queued for a@example.test: it will be emailed shortly');
    expect(inviteDeliveryMessage('a@example.test', 'stored')).toBe(
      'Invite for a@example.test saved, not emailed: no mail server is set up',
    );
    expect(inviteDeliveryMessage('a@example.test', 'failed')).toMatch(/email failed: a platform admin can retry it/);
    expect(inviteDeliveryMessage('a@example.test', 'sent', 'resend')).toBe('New invite sent to a@example.test');
  });
});
