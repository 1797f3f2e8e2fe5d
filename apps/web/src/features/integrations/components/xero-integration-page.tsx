import type { OrganisationType, XeroIntegration } from '@tapline/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { xeroIntegrationQueryOptions } from '../api/get-xero-integration';
import { SyncRecordsList } from './sync-records-list';
import { XeroBackfillPanel } from './xero-backfill-panel';
import { XeroConnectionPanel, type XeroPlace } from './xero-connection-panel';
import { XeroSettingsForm } from './xero-settings-form';
import { XeroSettingsSummary } from './xero-settings-summary';
import { XeroMark } from './xero-mark';

/** What the empty list of syncs says: what will appear there, and when. */
function emptyTextOf(integration: XeroIntegration, type: OrganisationType): string {
  const ready = integration.status === 'connected' && integration.accountCode !== null && integration.taxType !== null;
  const each = ready ? 'From now on, each' : 'Once Xero is connected and set up, each';
  if (type === 'venue') return `${each} order a supplier accepts shows here with its bill.`;
  return `${each} order you ${integration.syncOn === 'deliver' ? 'deliver' : 'accept'} shows here with its invoice.`;
}

/**
 * The Xero page's body: the connection, how orders go to Xero (a form for owners and admins once connected, the
 * choices read-only for everyone else), and the recent syncs. A server without a Xero app says so and stops there.
 */
export function XeroIntegrationDetails({ place }: { place: XeroPlace }) {
  const { data: integration } = useSuspenseQuery(xeroIntegrationQueryOptions(place.organisation));
  if (!integration.available) {
    return (
      <section className="flex items-start gap-4 rounded-xl border border-line bg-white p-4 sm:p-6">
        <XeroMark size="lg" />
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-ink">Xero isn’t set up on this Tapline server</h2>
          <p className="mt-1 text-sm text-ink-soft">
            It can’t be connected here until whoever runs Tapline adds a Xero app’s client ID and secret to the server’s settings.
          </p>
        </div>
      </section>
    );
  }
  const connected = integration.status === 'connected';
  return (
    <div className="space-y-6">
      <XeroConnectionPanel place={place} integration={integration} />
      {connected && integration.canManage ? (
        <XeroSettingsForm key={`${integration.accountCode}|${integration.taxType}`} place={place} integration={integration} />
      ) : integration.status !== 'disconnected' ? (
        <XeroSettingsSummary integration={integration} type={place.organisation.type} />
      ) : null}
      {connected && integration.canManage && integration.accountCode !== null && integration.taxType !== null ? (
        <XeroBackfillPanel place={place} integration={integration} />
      ) : null}
      <SyncRecordsList place={place} emptyText={emptyTextOf(integration, place.organisation.type)} />
    </div>
  );
}
