import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { BackLink } from '@/components/ui/back-link';
import { TablePageSkeleton } from '@/components/ui/skeleton';
import { SaveAsGuideButton } from '@/features/guides';
import { OrderXeroSection } from '@/features/integrations';
import { OrderMessages } from '@/features/order-messages';
import { SupplierOrderChanges, VenueOrderChanges } from '@/features/order-changes';
import { orderQueryOptions, supplierOrderQueryOptions, SupplierOrderView, VenueOrderView, rememberedOrdersSearch } from '@/features/orders';
import { SupplierOrderStanding } from '@/features/standing-orders';
import { urlChoice, type UrlSearchInput } from '@/lib/url-search';
import { useDashboard } from '../-components/use-dashboard';
import { useSignedInPageHead } from '@/lib/page-head';

/** `?do=accept`: Orders In's `a` opens a new order with its Accept dialog open (hand-written: decision 0087). */
const orderSearch = (input: UrlSearchInput): { do?: 'accept' | undefined } => ({ do: urlChoice(input.do, ['accept'] as const) });

/**
 * One order (/orders/{orderId}/, docs/domain.md, Routes): a venue's whole order, or, in a supplier's Orders In, its own part of one
 * (the id is the supplier order's, as Orders In lists them).
 */
export const Route = createFileRoute('/dash/$orgType/$orgId/orders/$orderId')({
  validateSearch: orderSearch,
  loader: ({ context: { queryClient, organisation }, params }) =>
    organisation.type === 'venue'
      ? queryClient.ensureQueryData(orderQueryOptions(params.orderId))
      : queryClient.ensureQueryData(supplierOrderQueryOptions(params.orderId)),
  pendingComponent: () => <TablePageSkeleton rows={4} intro="text" />,
  component: OrderPage,
});

function OrderPage() {
  const { organisation } = Route.useRouteContext();
  const { params } = useDashboard();
  return (
    <div>
      <BackLink
        to="/dash/$orgType/$orgId/orders"
        params={params}
        search={rememberedOrdersSearch(organisation.id)}
        className="mb-3 print:hidden"
      >
        {organisation.type === 'venue' ? 'Orders' : 'Orders In'}
      </BackLink>
      {organisation.type === 'venue' ? <VenueOrder /> : <SupplierOrderPage />}
    </div>
  );
}

function VenueOrder() {
  const { orderId } = Route.useParams();
  const { organisation, settings, params, canManage, role } = useDashboard();
  const { data: order } = useSuspenseQuery(orderQueryOptions(orderId));
  useSignedInPageHead(`Order ${order.number}`, settings.name);
  return (
    <VenueOrderView
      order={order}
      timeZone={settings.timeZone}
      buys={role !== 'staff'}
      actions={canManage ? <SaveAsGuideButton order={order} params={params} /> : undefined}
      accountingOf={(supplierOrder) => <OrderXeroSection supplierOrderId={supplierOrder.id} organisation={organisation} />}
      changesOf={(supplierOrder) => (
        <VenueOrderChanges supplierOrder={supplierOrder} timeZone={settings.timeZone} decides={role !== 'staff'} />
      )}
      // the standing order that placed it, or (owners and admins) one made from it: issue 35
      actionsOf={(supplierOrder) => (
        <SupplierOrderStanding params={params} orderId={order.id} supplierOrder={supplierOrder} canManage={canManage} />
      )}
      messagesOf={(supplierOrder) => <OrderMessages supplierOrderId={supplierOrder.id} timeZone={settings.timeZone} headingLevel={3} />}
    />
  );
}

function SupplierOrderPage() {
  const { orderId } = Route.useParams();
  const { do: step } = Route.useSearch();
  const navigate = useNavigate();
  const { organisation, settings } = useDashboard();
  const { data: order } = useSuspenseQuery(supplierOrderQueryOptions(orderId));
  useSignedInPageHead(`Order ${order.orderNumber}`, settings.name);
  // the dialog opened from the first render's search; the address then loses it, so a reload or Back won't reopen it
  useEffect(() => {
    if (step) void navigate({ to: '.', search: {}, replace: true });
  }, [step, navigate]);
  return (
    <SupplierOrderView
      order={order}
      timeZone={settings.timeZone}
      organisationId={organisation.id}
      initialStep={step}
      accounting={<OrderXeroSection supplierOrderId={order.id} organisation={organisation} headingLevel={2} />}
      messages={<OrderMessages supplierOrderId={order.id} timeZone={settings.timeZone} />}
      changes={<SupplierOrderChanges order={order} timeZone={settings.timeZone} />}
    />
  );
}
