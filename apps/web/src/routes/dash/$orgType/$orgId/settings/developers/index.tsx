import type { CreatedApiKey } from '@tapline/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, type ErrorComponentProps } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorView } from '@/components/ui/error-view';
import { NoAccess } from '@/components/ui/no-access';
import { TablePageSkeleton } from '@/components/ui/skeleton';
import { ApiKeysTable, apiKeysQueryOptions, CreatedApiKeyNotice, NewApiKeyForm } from '@/features/api-keys';
import { ApiError } from '@/lib/api-client';
import { DashboardPage } from '../../-components/dashboard-page';
import { useDashboard } from '../../-components/use-dashboard';

/**
 * Settings → Developers (decision 0195): the organisation's API keys for its POS, ERP or inventory software, and the
 * way to its webhooks (decision 0197). Owners and admins make a key (name, scopes, optional expiry), see its secret
 * once, and revoke it.
 */
export const Route = createFileRoute('/dash/$orgType/$orgId/settings/developers/')({
  loader: ({ context: { queryClient, organisation } }) => queryClient.ensureQueryData(apiKeysQueryOptions(organisation)),
  pendingComponent: () => <TablePageSkeleton rows={3} intro="text" />,
  errorComponent: DevelopersError,
  component: DevelopersPage,
});

function DevelopersPage() {
  const { organisation, settings, params, canManage, readOnly } = useDashboard();
  const { data } = useSuspenseQuery(apiKeysQueryOptions(organisation));
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  if (!canManage) return <NoAccess reason="Only owners and admins manage API keys. Ask one of them for a key." />;
  const canEdit = !readOnly;
  const backToList = () => {
    setCreating(false);
    setCreated(null);
    requestAnimationFrame(() => newButton.current?.focus());
  };
  const newAction =
    canEdit && !creating && !created ? (
      <Button ref={newButton} onClick={() => setCreating(true)}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        New key
      </Button>
    ) : null;
  return (
    <DashboardPage
      title="Developers"
      back={{ label: 'Settings', link: { to: '/dash/$orgType/$orgId/settings', params } }}
      intro={
        <>
          API keys let your POS, ERP or inventory software call the Tapline API for {settings.name}: each key only what its scopes allow.
          Send it as <code className="font-mono">Authorization: Bearer …</code>; the{' '}
          <a className="font-semibold text-malt-700 underline" href="/api/docs">
            API reference
          </a>{' '}
          names each call’s scope. To hear of orders and tap list changes as they happen, add{' '}
          <Link to="/dash/$orgType/$orgId/settings/developers/webhooks" params={params} className="font-semibold text-malt-700 underline">
            webhooks
          </Link>
          .
        </>
      }
      actions={newAction && data.items.length > 0 ? <div className="mb-6">{newAction}</div> : undefined}
      actionsAlign="end"
    >
      <div className="space-y-6">
        {created ? <CreatedApiKeyNotice apiKey={created} onDone={backToList} /> : null}
        {creating && !created ? <NewApiKeyForm organisation={organisation} onCreated={setCreated} onCancel={backToList} /> : null}
        {data.items.length === 0 ? (
          creating || created ? null : (
            <EmptyState title="No API keys" action={newAction}>
              Make a key for each program that connects, so you can revoke one without stopping the others.
            </EmptyState>
          )
        ) : (
          <ApiKeysTable organisation={organisation} items={data.items} timeZone={settings.timeZone} />
        )}
      </div>
    </DashboardPage>
  );
}

/** Members get 403 from the server: the page is for owners and admins. */
function DevelopersError(props: ErrorComponentProps) {
  if (props.error instanceof ApiError && props.error.status === 403)
    return <NoAccess reason="Only owners and admins manage API keys. Ask one of them for a key." />;
  return <ErrorView {...props} />;
}
