import type { AdminOrganisationDetail } from '@tapline/contracts';
import { Eye } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { BackLink } from '@/components/ui/back-link';
import { Badge } from '@/components/ui/badge';
import { Button, LinkButton } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { AdminTimeZoneNote } from './admin-time-zone-note';
import { OrderStatusChip } from '@/features/orders';
import { dashboardParams, roleLabel } from '@/features/organisations';
import { formatMoney, plural } from '@/lib/format';
import { useChangeOrganisationStatus } from '../api/change-organisation-status';
import { useAdminOrganisation } from '../api/get-admin-organisation';
import { TYPE_WORDS, type OrganisationType } from '../admin-search';
import { AdminInvitesSection } from './admin-invites-section';
import { AdminListSection, AdminSection } from './admin-section';
import { StatusChip } from './status-chip';
import { StatusChangeDialogs, type StatusChangeAsked } from './status-change-dialogs';
import { useSignedInPageHead } from '@/lib/page-head';
import { adminDate, adminDateTime } from '../admin-time';

const LIST_PATHS = { venue: '/dash/admin/venues', supplier: '/dash/admin/suppliers' } as const;
const ADDRESS_WORDS = { physical: 'Address', delivery: 'Delivery address', billing: 'Billing address' } as const;
const XERO_WORDS = { connected: 'Connected', needs_reconnecting: 'Needs reconnecting', disconnected: 'Not connected' } as const;

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-ink-soft">{term}</dt>
      <dd className="min-w-0 break-words text-ink [overflow-wrap:anywhere]">{children}</dd>
    </>
  );
}

function ProfileSection({ organisation }: { organisation: AdminOrganisationDetail }) {
  const words = TYPE_WORDS[organisation.type];
  return (
    <AdminSection title="Profile" id="profile">
      <dl className="mt-3 grid grid-cols-[minmax(0,8rem)_1fr] gap-x-4 gap-y-2 text-sm">
        <Row term="Type">
          {organisation.type === 'venue' ? 'Venue' : 'Supplier'}
          {organisation.kind ? ` · ${organisation.kind}` : ''}
        </Row>
        <Row term="Public address">
          <span className="font-mono text-xs">
            {words.path}/{organisation.slug}
          </span>
        </Row>
        <Row term="Contact email">{organisation.contactEmail ?? <span className="italic text-ink-soft">None</span>}</Row>
        <Row term="Contact phone">{organisation.contactPhone ?? <span className="italic text-ink-soft">None</span>}</Row>
        <Row term="Public email">{organisation.publicEmail ?? <span className="italic text-ink-soft">Not shown</span>}</Row>
        <Row term="Public phone">{organisation.publicPhone ?? <span className="italic text-ink-soft">Not shown</span>}</Row>
        {organisation.addresses.map((address) => (
          <Row key={address.kind} term={ADDRESS_WORDS[address.kind]}>
            {[address.line1, address.line2, `${address.suburb} ${address.state} ${address.postcode}`].filter(Boolean).join(', ')}
          </Row>
        ))}
        <Row term="Time zone">{organisation.timeZone}</Row>
        <Row term="Created">{adminDate(organisation.createdAt)}</Row>
      </dl>
    </AdminSection>
  );
}

function StatusSection({ organisation }: { organisation: AdminOrganisationDetail }) {
  const change = useChangeOrganisationStatus(organisation.type);
  const [asked, setAsked] = useState<StatusChangeAsked | null>(null);
  const suspended = organisation.status === 'suspended';

  return (
    <AdminSection title="Status" id="status">
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm">
        <StatusChip status={organisation.status} />
        <Button
          variant="secondary"
          disabled={change.isPending}
          onClick={() => setAsked({ organisation, action: suspended ? 'reactivate' : 'suspend' })}
          className={suspended ? '' : 'text-red-800'}
        >
          {suspended ? 'Reactivate' : 'Suspend'}
        </Button>
      </div>
      <div className="text-sm">
        {organisation.status === 'suspended' ? (
          <p className="mt-2 break-words text-red-800">
            {organisation.suspendedReason}
            {organisation.suspendedAt ? <span className="block text-ink-soft">since {adminDateTime(organisation.suspendedAt)}</span> : null}
          </p>
        ) : null}
      </div>
      <StatusChangeDialogs change={change} asked={asked} onClose={() => setAsked(null)} />
      <h3 className="mt-4 text-sm font-semibold text-ink">History</h3>
      {organisation.statusHistory.length === 0 ? (
        <p className="mt-1 text-sm text-ink-soft">No suspension or reactivation recorded.</p>
      ) : (
        <ol className="mt-2 space-y-2 text-sm">
          {organisation.statusHistory.map((change, index) => (
            <li key={`${change.at}-${index}`} className="border-l-2 border-line pl-3">
              <span className="font-semibold text-ink">{change.status === 'suspended' ? 'Suspended' : 'Reactivated'}</span>{' '}
              <span className="text-ink-soft">
                {adminDateTime(change.at)}
                {change.by ? ` by ${change.by.name.trim() || change.by.email}` : ''}
              </span>
              {change.reason ? <p className="break-words text-ink">{change.reason}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </AdminSection>
  );
}

function MembersSection({ organisation }: { organisation: AdminOrganisationDetail }) {
  return (
    <AdminListSection
      title="Members"
      id="members"
      items={organisation.members}
      itemKey={(member) => member.userId}
      empty="No members yet: the first owner joins by accepting an invite."
      itemClassName="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2"
    >
      {(member) => (
        <>
          <span className="min-w-0">
            <span className="block font-semibold text-ink">{member.name.trim() || member.email}</span>
            <span className="block break-words text-ink-soft [overflow-wrap:anywhere]">{member.email}</span>
          </span>
          <span className="flex items-center gap-3 text-ink-soft">
            <Badge>{roleLabel(member.organisationRole)}</Badge>
            <span className="whitespace-nowrap">joined {adminDate(member.joinedAt)}</span>
          </span>
        </>
      )}
    </AdminListSection>
  );
}

function OrdersSection({ organisation }: { organisation: AdminOrganisationDetail }) {
  return (
    <AdminListSection
      title="Recent orders"
      id="orders"
      items={organisation.recentOrders}
      itemKey={(order) => order.orderId}
      empty="No orders yet."
      itemClassName="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 py-2"
    >
      {(order) => (
        <>
          <span className="font-mono font-semibold text-ink">{order.number}</span>
          <span className="text-right tabular-nums text-ink">{formatMoney(order.totalCents, order.currency)}</span>
          <span className="min-w-0 break-words text-ink-soft">
            {organisation.type === 'venue' ? 'from ' : 'for '}
            {order.otherParties.join(', ')} · {adminDate(order.createdAt)}
          </span>
          <span className="text-right">
            <OrderStatusChip status={order.status} />
          </span>
        </>
      )}
    </AdminListSection>
  );
}

function CatalogueAndIntegrations({ organisation }: { organisation: AdminOrganisationDetail }) {
  const xero = organisation.integrations.xero;
  return (
    <>
      {organisation.products ? (
        <AdminSection title="Products" id="products">
          <p className="mt-2 text-sm text-ink">
            <span className="font-semibold tabular-nums">{organisation.products.active}</span> active of{' '}
            {plural(organisation.products.total, 'product')}
          </p>
        </AdminSection>
      ) : null}
      <AdminSection title="Integrations" id="integrations">
        <dl className="mt-3 grid grid-cols-[minmax(0,8rem)_1fr] gap-x-4 gap-y-2 text-sm">
          <Row term="Xero">
            <Badge tone={xero.status === 'connected' ? 'success' : xero.status === 'needs_reconnecting' ? 'danger' : 'neutral'}>
              {XERO_WORDS[xero.status]}
            </Badge>
            {xero.tenantName ? <span className="ml-2">{xero.tenantName}</span> : null}
          </Row>
        </dl>
      </AdminSection>
    </>
  );
}

/** One venue or supplier as a platform admin runs it: every section on one page, two columns when wide. */
export function OrganisationAdminPage({ type, id }: { type: OrganisationType; id: string }) {
  const { data: organisation } = useAdminOrganisation(id);
  useSignedInPageHead(organisation.name, 'Admin');
  const words = TYPE_WORDS[type];
  return (
    <>
      <BackLink to={LIST_PATHS[type]} className="mb-3">
        {words.title}
      </BackLink>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageHeader title={organisation.name} eyebrow={`Admin · ${organisation.type === 'venue' ? 'Venue' : 'Supplier'}`} />
        {/* its dashboard as its members see it, read-only for an admin who isn't one of them (decision 0119) */}
        <LinkButton to="/dash/$orgType/$orgId" params={dashboardParams(organisation)} variant="secondary" className="max-sm:mb-6">
          <Eye aria-hidden="true" className="h-4 w-4" />
          Open dashboard
        </LinkButton>
      </div>
      <AdminTimeZoneNote className="-mt-4 mb-6 max-sm:mt-0" />
      <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
        <div className="grid gap-4">
          <ProfileSection organisation={organisation} />
          <StatusSection organisation={organisation} />
          <CatalogueAndIntegrations organisation={organisation} />
        </div>
        <div className="grid gap-4">
          <MembersSection organisation={organisation} />
          <AdminInvitesSection organisation={organisation} />
          <OrdersSection organisation={organisation} />
        </div>
      </div>
    </>
  );
}
