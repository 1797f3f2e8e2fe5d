import { XERO_CALLBACK_PAGE_HEAD, type XeroCallbackResult } from '@tapline/contracts';
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { AlertTriangle } from 'lucide-react';
import toast from 'react-hot-toast';
import { LinkButton } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { requireSignedIn } from '@/features/auth';
import { connectOrigin, isXeroCallbackQuery, XeroTenantChooser, xeroCallbackQueryOptions } from '@/features/integrations';
import { dashboardParams } from '@/features/organisations';
import { usePageHead } from '@/lib/page-head';

type Connected = Extract<XeroCallbackResult, { outcome: 'connected' }>;

/** The Xero page of the organisation just connected: where the person goes next (replacing this address). */
function integrationPage(organisation: Connected['organisation']) {
  return { to: '/dash/$orgType/$orgId/settings/integrations/xero', params: dashboardParams(organisation), replace: true } as const;
}

// a loader can run again (the router rewrites the address, a session refresh invalidates it): one toast per connect
const announced = new Set<string>();
function announce(result: Connected) {
  const key = `${result.organisation.id}|${result.tenantName}`;
  if (announced.has(key)) return;
  announced.add(key);
  toast.success(`Connected to ${result.tenantName}`);
}

/**
 * Xero's redirect URI. Whoever started Connect comes back here signed in (else they sign in and return,
 * the query string intact); the query string goes to the API once (a cached query, never a second POST, since the
 * code works once), and then: connected → the Xero page; several Xero organisations → a choice; a failure → the
 * API's words and the way back.
 */
export const Route = createFileRoute('/auth/xero/callback')({
  beforeLoad: async ({ context, location }) => {
    await requireSignedIn(context.authClient, location.href);
  },
  loader: async ({ context: { queryClient }, location }) => {
    const query = location.searchStr.replace(/^\?/, '');
    if (!isXeroCallbackQuery(query)) return null;
    const outcome = await queryClient.ensureQueryData(xeroCallbackQueryOptions(query));
    if (outcome.ok && outcome.result.outcome === 'connected') {
      announce(outcome.result);
      throw redirect(integrationPage(outcome.result.organisation));
    }
    return outcome;
  },
  pendingComponent: Finishing,
  component: XeroCallbackPage,
});

function Finishing() {
  return (
    <div role="status" className="mx-auto max-w-lg rounded-xl border border-line bg-white p-6">
      <p className="font-semibold text-ink">Finishing the connection to Xero…</p>
      <Skeleton className="mt-3 h-4 w-2/3" />
    </div>
  );
}

function XeroCallbackPage() {
  usePageHead(XERO_CALLBACK_PAGE_HEAD);
  const outcome = Route.useLoaderData();
  const navigate = useNavigate();
  if (outcome === null)
    return (
      <Failed message="This page finishes a connection to Xero, and there is nothing here to finish. Start again from your integrations page." />
    );
  if (!outcome.ok) return <Failed message={outcome.message} />;
  if (outcome.result.outcome !== 'choose') return <Finishing />;
  return (
    <div className="mx-auto max-w-lg">
      <XeroTenantChooser
        choice={outcome.result}
        onConnected={(result) => {
          announce(result);
          void navigate(integrationPage(result.organisation));
        }}
      />
    </div>
  );
}

function Failed({ message }: { message: string }) {
  const origin = connectOrigin();
  return (
    <div role="alert" className="mx-auto max-w-lg rounded-xl border border-red-200 bg-white p-6">
      <div className="flex items-start gap-3">
        <AlertTriangle aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-red-700" />
        <div className="min-w-0">
          <h1 className="text-xl font-bold tracking-tight text-ink sm:text-2xl">Xero wasn’t connected</h1>
          <p className="mt-2 break-words text-ink">{message}</p>
        </div>
      </div>
      <div className="mt-5">
        {origin ? (
          <LinkButton to="/dash/$orgType/$orgId/settings/integrations" params={dashboardParams(origin)} replace>
            Back to integrations
          </LinkButton>
        ) : (
          <LinkButton to="/dash" replace>
            Go to your dashboard
          </LinkButton>
        )}
      </div>
    </div>
  );
}
