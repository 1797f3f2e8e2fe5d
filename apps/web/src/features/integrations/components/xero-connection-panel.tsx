import type { XeroIntegration } from '@tapline/contracts';
import { AlertTriangle, Link2, Unlink } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { OrganisationKey } from '@/features/organisations';
import { formatDateTime } from '@/lib/format-time';
import { useConnectXero, useDisconnectXero } from '../api/change-xero-integration';
import { rememberConnectOrigin } from '../connect-origin';
import { connectionLabel } from '../xero-labels';
import { LabelBadge } from './label-badge';
import { XeroMark } from './xero-mark';
import { DetailRow } from '@/components/ui/detail-row';

export interface XeroPlace {
  organisation: OrganisationKey;
  name: string;
  slug: string;
  timeZone: string;
}

/** Connect (or Reconnect): the API names Xero's consent page and the browser goes there. */
export function ConnectButton({
  place,
  reconnect,
  variant = 'primary',
}: {
  place: XeroPlace;
  reconnect: boolean;
  variant?: 'primary' | 'secondary';
}) {
  const connect = useConnectXero(place.organisation);
  const leaving = connect.isPending || connect.isSuccess;
  return (
    <Button
      variant={variant}
      disabled={leaving}
      aria-busy={leaving || undefined}
      onClick={() => {
        rememberConnectOrigin({ type: place.organisation.type, slug: place.slug });
        connect.mutate(undefined, { onError: (error) => toast.error(`Xero couldn’t be opened: ${error.message}`) });
      }}
    >
      <Link2 aria-hidden="true" className="h-4 w-4" />
      {leaving ? 'Opening Xero…' : reconnect ? 'Reconnect Xero' : 'Connect to Xero'}
    </Button>
  );
}

function DisconnectButton({ place, tenantName }: { place: XeroPlace; tenantName: string | null }) {
  const [open, setOpen] = useState(false);
  const disconnect = useDisconnectXero(place.organisation);
  const xeroName = tenantName ?? 'your Xero organisation';
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Unlink aria-hidden="true" className="h-4 w-4" />
        Disconnect
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Disconnect ${place.name} from ${xeroName}?`}
        description={`Tapline stops sending orders to ${xeroName}. The invoices and bills already there stay in Xero, and you can connect again at any time.`}
        confirmLabel="Disconnect"
        cancelLabel="Stay connected"
        busy={disconnect.isPending}
        onConfirm={() =>
          disconnect.mutate(undefined, {
            onSuccess: () => {
              setOpen(false);
              toast.success(`Disconnected from ${xeroName}`);
            },
          })
        }
      >
        {disconnect.isError ? <p className="text-sm text-red-700">{disconnect.error.message}</p> : null}
      </ConfirmDialog>
    </>
  );
}

/**
 * The connection: which Xero organisation, since when and by whom, the last send; Connect, Reconnect and
 * Disconnect for owners and admins. A refused refresh shows as a banner with Xero's reason.
 */
export function XeroConnectionPanel({ place, integration }: { place: XeroPlace; integration: XeroIntegration }) {
  const { status, canManage } = integration;
  const connectedOrBroken = status !== 'disconnected';
  return (
    <section aria-labelledby="xero-connection-heading" className="rounded-xl border border-line bg-white p-4 sm:p-6">
      {status === 'needs_reconnecting' ? (
        <div role="alert" className="mb-4 flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm">
          <AlertTriangle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-red-700" />
          <div className="min-w-0">
            <p className="font-semibold text-ink">Xero needs reconnecting</p>
            <p className="mt-0.5 break-words text-ink">
              {integration.lastError ? `${integration.lastError} ` : 'Xero stopped accepting Tapline’s access. '}
              Nothing is sent to Xero until {canManage ? 'you reconnect it' : 'an owner or admin reconnects it'}.
            </p>
          </div>
        </div>
      ) : null}
      <div className="flex flex-wrap items-start gap-4">
        <XeroMark size="lg" />
        <div className="min-w-[12rem] flex-1">
          <h2 id="xero-connection-heading" className="text-lg font-semibold text-ink">
            Connection
          </h2>
          <LabelBadge label={connectionLabel(integration)} className="mt-1" />
        </div>
        {canManage ? (
          <div className="flex w-full flex-wrap gap-2 sm:w-auto">
            {status === 'connected' ? null : <ConnectButton place={place} reconnect={status === 'needs_reconnecting'} />}
            {connectedOrBroken ? <DisconnectButton place={place} tenantName={integration.tenantName} /> : null}
          </div>
        ) : null}
      </div>
      {connectedOrBroken ? (
        <dl className="mt-3 divide-y divide-line">
          <DetailRow term="Xero organisation">{integration.tenantName ?? '—'}</DetailRow>
          {integration.connectedAt ? (
            <DetailRow term="Connected">
              {formatDateTime(integration.connectedAt, place.timeZone)}
              {integration.connectedBy ? ` by ${integration.connectedBy.name}` : ''}
            </DetailRow>
          ) : null}
          <DetailRow term="Last sent to Xero">
            {integration.lastSyncAt ? formatDateTime(integration.lastSyncAt, place.timeZone) : 'Nothing yet'}
          </DetailRow>
        </dl>
      ) : (
        <p className="mt-3 text-sm text-ink-soft">
          {canManage
            ? `Connecting takes you to Xero to sign in and allow Tapline to create ${place.organisation.type === 'supplier' ? 'sales invoices' : 'bills'} and contacts in the Xero organisation you choose.`
            : 'Only owners and admins can connect Xero.'}
        </p>
      )}
    </section>
  );
}
