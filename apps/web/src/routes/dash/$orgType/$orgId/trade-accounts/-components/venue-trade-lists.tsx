import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { AccountsTable, ApplicationsTable, venueTradeAccountsQueryOptions } from '@/features/trade-accounts';
import { DashboardPage } from '../../-components/dashboard-page';
import { useDashboard } from '../../-components/use-dashboard';

/** A venue's trade accounts, one per supplier (state, terms, limit, what is left), and its applications waiting. */
export function VenueTradeLists() {
  const { organisation, settings: venue, params } = useDashboard();
  const { data } = useSuspenseQuery(venueTradeAccountsQueryOptions(organisation.id));
  return (
    <DashboardPage
      title="Trade accounts"
      intro={`The suppliers ${venue.name} buys from on account: the terms each gave you, your credit limit and what is left of it.`}
    >
      <div className="mt-6 space-y-8">
        {data.accounts.length === 0 ? (
          <EmptyState
            title="No trade accounts yet"
            action={
              <Link to="/suppliers" className="font-semibold text-malt-700 underline underline-offset-4">
                Browse suppliers
              </Link>
            }
          >
            Apply for one from a supplier’s page: it may give you payment terms, a credit limit and its trade prices.
          </EmptyState>
        ) : (
          <AccountsTable accounts={data.accounts} side="venue" params={params} />
        )}
        {data.applications.length > 0 ? (
          <section aria-labelledby="applications-heading">
            <h2 id="applications-heading" className="text-lg font-semibold text-ink">
              Applications waiting
            </h2>
            <p className="mb-3 text-sm text-ink-soft">Each supplier decides on its own; you are told when it does.</p>
            <ApplicationsTable applications={data.applications} side="venue" params={params} timeZone={venue.timeZone} />
          </section>
        ) : null}
      </div>
    </DashboardPage>
  );
}
