import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { NoAccess } from '@/components/ui/no-access';
import { FormPageSkeleton } from '@/components/ui/skeleton';
import { onlyFor } from '@/features/dashboard';
import { CreateStandingOrderForm, loadStandingPrefill, todayIn } from '@/features/standing-orders';
import { urlUuid, type UrlSearchInput } from '@/lib/url-search';
import { DashboardPage } from '../-components/dashboard-page';
import { useDashboard } from '../-components/use-dashboard';

/** `?order=&supplierOrder=`: "Make this a standing order" on a past order fills the form from that supplier's part of it. */
const fromOrderSearch = (input: UrlSearchInput): { order?: string | undefined; supplierOrder?: string | undefined } => ({
  order: urlUuid(input.order),
  supplierOrder: urlUuid(input.supplierOrder),
});

export const Route = createFileRoute('/dash/$orgType/$orgId/standing-orders/new')({
  beforeLoad: onlyFor('venue'),
  validateSearch: fromOrderSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, organisation }, deps }) =>
    deps.order && deps.supplierOrder ? loadStandingPrefill(queryClient, organisation.id, deps.order, deps.supplierOrder) : null,
  pendingComponent: FormPageSkeleton,
  component: NewStandingOrderPage,
});

/** A new standing order (owners and admins), empty or from a past order. */
function NewStandingOrderPage() {
  const { organisation, settings: venue, params, keepsStandingOrders, readOnly } = useDashboard();
  const prefill = Route.useLoaderData();
  const navigate = useNavigate();
  const back = { label: 'Standing orders', link: { to: '/dash/$orgType/$orgId/standing-orders', params } } as const;
  if (!keepsStandingOrders || readOnly) {
    return <NoAccess reason={`The owners and admins of ${venue.name} set up its standing orders.`} />;
  }
  const today = todayIn(venue.timeZone);
  return (
    <DashboardPage
      title="New standing order"
      back={back}
      intro={
        prefill
          ? `From your past order with ${prefill.supplier.name}: its lines still sold, at today’s prices. Choose the days and how often.`
          : 'The supplier, the days it delivers that you want, how often, and the lines each delivery orders.'
      }
    >
      <CreateStandingOrderForm
        venueId={organisation.id}
        today={today}
        initialSupplier={prefill?.supplier ?? null}
        leftOut={prefill?.leftOut}
        initial={{
          supplierId: null,
          deliveryWeekdays: [],
          lines: [],
          ...prefill?.values,
          everyWeeks: 1,
          startsOn: today,
          endsOn: '',
          note: '',
        }}
        onCreated={(standingOrderId) =>
          void navigate({
            to: '/dash/$orgType/$orgId/standing-orders/$standingOrderId',
            params: { ...params, standingOrderId },
            ignoreBlocker: true,
          })
        }
        onCancel={() => void navigate({ to: '/dash/$orgType/$orgId/standing-orders', params })}
      />
    </DashboardPage>
  );
}
