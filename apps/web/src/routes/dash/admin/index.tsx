import { useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { ArrowRight, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { LinkButton } from '@/components/ui/button';
import {
  applicationsQueryOptions,
  adminOrganisationsQueryOptions,
  outboxQueryOptions,
  AdminError,
  AdminOverviewSkeleton,
  AdminPage,
  OutboxList,
} from '@/features/admin';

// the totals come from the lists themselves: one row each is enough to read `total`
const overviewQueries = [
  adminOrganisationsQueryOptions('venue', { pageSize: 1 }),
  adminOrganisationsQueryOptions('venue', { status: 'suspended', pageSize: 1 }),
  adminOrganisationsQueryOptions('supplier', { pageSize: 1 }),
  adminOrganisationsQueryOptions('supplier', { status: 'suspended', pageSize: 1 }),
] as const;
const latestOutbox = outboxQueryOptions({ pageSize: 5 });
// the Applications page's own first view (new ones): its counts say how many wait for a decision
const newApplications = applicationsQueryOptions({});

export const Route = createFileRoute('/dash/admin/')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      ...overviewQueries.map((options) => queryClient.ensureQueryData(options)),
      queryClient.ensureQueryData(latestOutbox),
      queryClient.ensureQueryData(newApplications),
    ]),
  pendingComponent: AdminOverviewSkeleton,
  errorComponent: AdminError,
  component: AdminOverview,
});

function Figure({
  label,
  value,
  to,
  search,
  tone = 'ink',
  wide = false,
}: {
  label: string;
  value: number;
  to: string;
  search?: Record<string, string>;
  /** danger: red when not 0; attention: the brand's colour when not 0 (something waits for the admin) */
  tone?: 'ink' | 'danger' | 'attention';
  /** the whole row on phones (an odd one out of two columns) */
  wide?: boolean;
}) {
  const colour = value > 0 && tone === 'danger' ? 'text-red-700' : value > 0 && tone === 'attention' ? 'text-malt-700' : 'text-ink';
  return (
    <Link
      to={to}
      search={search}
      className={`group rounded-xl border border-line bg-white p-4 hover:border-malt-200 hover:shadow-sm ${wide ? 'max-lg:col-span-2' : ''}`}
    >
      <span className="block text-sm text-ink-soft">{label}</span>
      <span className={`mt-1 block text-3xl font-bold tabular-nums ${colour}`}>{value}</span>
      <span className="mt-2 inline-flex items-center gap-1 text-xs font-medium text-malt-700 group-hover:underline">
        View <ArrowRight aria-hidden="true" className="h-3 w-3" />
      </span>
    </Link>
  );
}

/** A type's organisations on the platform, and those of them suspended, each opening its admin list. */
function OrganisationFigures({
  title,
  total = 0,
  suspended = 0,
  to,
}: {
  title: 'Venues' | 'Suppliers';
  total: number | undefined;
  suspended: number | undefined;
  to: '/dash/admin/venues' | '/dash/admin/suppliers';
}) {
  return (
    <>
      <Figure label={title} value={total} to={to} />
      <Figure label={`Suspended ${title.toLowerCase()}`} value={suspended} to={to} search={{ status: 'suspended' }} tone="danger" />
    </>
  );
}

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-line bg-white">
      <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3">
        <h2 className="font-semibold text-ink">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function AdminOverview() {
  const [venues, suspendedVenues, suppliers, suspendedSuppliers] = useSuspenseQueries({ queries: overviewQueries }).map(
    (query) => query.data.total,
  );
  const { data: outbox } = useSuspenseQuery(latestOutbox);
  const { data: applications } = useSuspenseQuery(newApplications);
  return (
    <AdminPage
      title="Admin"
      head="Overview"
      eyebrow="Tapline"
      intro="Venues and suppliers on the platform, their status, and what the system has sent."
    >
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
        <Figure label="Applications to decide" value={applications.counts.new} to="/dash/admin/applications" tone="attention" wide />
        <OrganisationFigures title="Venues" total={venues} suspended={suspendedVenues} to="/dash/admin/venues" />
        <OrganisationFigures title="Suppliers" total={suppliers} suspended={suspendedSuppliers} to="/dash/admin/suppliers" />
      </div>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Section
          title="Latest messages"
          action={
            <Link to="/dash/admin/outbox" className="text-sm font-medium text-malt-700 underline-offset-4 hover:underline">
              Open the outbox
            </Link>
          }
        >
          {outbox.items.length > 0 ? (
            <OutboxList messages={outbox.items} compact />
          ) : (
            <p className="p-4 text-sm text-ink-soft">Nothing sent yet.</p>
          )}
        </Section>
        <Section title="Add to Tapline">
          <div className="flex flex-col gap-2 p-4">
            <LinkButton to="/dash/admin/venues/create" variant="secondary" className="justify-start">
              <Plus aria-hidden="true" className="h-4 w-4" />
              Create venue
            </LinkButton>
            <LinkButton to="/dash/admin/suppliers/create" variant="secondary" className="justify-start">
              <Plus aria-hidden="true" className="h-4 w-4" />
              Create supplier
            </LinkButton>
            <p className="mt-1 text-xs text-ink-soft">Each starts with an owner invite; the owner sets it up.</p>
          </div>
        </Section>
      </div>
    </AdminPage>
  );
}
