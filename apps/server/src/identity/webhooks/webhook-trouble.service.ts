import type { Database } from '@tapline/db';
import type { Outbox, WebhookEndpointTrouble, WebhookTroubleReporter } from '../../platform';
import { notifyMembers } from '../notifications/notifications.service';
import { findTroubleRecipients } from './webhook-trouble.queries';

/**
 * An endpoint failing for a day, or disabled (five days of failure, or 410 Gone), is told to the organisation's owners
 * and admins by mail and in the bell (decision 0198), in the transaction of the attempt that found it: never silently.
 */
export function webhookTroubleReporter(outbox: Outbox, appOrigin: string): WebhookTroubleReporter {
  return async (tx: Database, trouble: WebhookEndpointTrouble) => {
    const { organisation, emails } = await findTroubleRecipients(tx, trouble.organisationId);
    if (!organisation) return;
    const path = `/dash/${organisation.type}s/${organisation.slug}/settings/developers/webhooks/${trouble.endpointId}`;
    const title =
      trouble.kind === 'failing'
        ? `A webhook endpoint has failed for a day: ${trouble.url}`
        : `A webhook endpoint was disabled: ${trouble.url}`;
    const what =
      trouble.kind === 'failing'
        ? 'Tapline keeps retrying; after five days of failure the endpoint is disabled. Its events are kept: once it works, they arrive, or use Recover.'
        : 'Its events are kept for 30 days: fix the receiver, enable the endpoint again, and use “Recover since …” to send what it missed.';
    const body = `${trouble.reason}.\n\n${what}\n\n${appOrigin}${path}`;
    await notifyMembers(tx, {
      organisationId: trouble.organisationId,
      kind: trouble.kind === 'failing' ? 'webhook_failing' : 'webhook_disabled',
      title,
      body: trouble.reason,
      link: path,
      roles: ['owner', 'admin'],
    });
    await outbox.emails(
      tx,
      emails.map((to) => ({ to, subject: `${organisation.name}: ${title}`, body, template: `webhook_${trouble.kind}`, secrets: [] })),
    );
  };
}
