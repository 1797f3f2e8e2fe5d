import type { UserOrganisation } from '@tapline/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { Info } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { CardListSkeleton } from '@/components/ui/skeleton';
import { userOrganisationsQueryOptions } from '@/features/organisations';
import { useIsPlatformAdmin, dashboardPath, entityOf, useEntity } from '@/features/session';
import { type UrlSearchInput, urlString } from '@/lib/url-search';
import { OrganisationChoice } from './-components/organisation-choice';
import { useSignedInPageHead } from '@/lib/page-head';

function ChooseEntitySearch(search: UrlSearchInput): { left?: string | undefined } {
  /** the organisation /dash forgot because the user no longer belongs to it */
  return { left: urlString(search.left, 120) };
}

export const Route = createFileRoute('/dash/profile/choose-entity')({
  validateSearch: ChooseEntitySearch,
  loader: ({ context }) => context.queryClient.ensureQueryData(userOrganisationsQueryOptions(context.session.user.id)),
  pendingComponent: () => (
    <div>
      <PageHeader title="Choose an organisation" />
      <CardListSkeleton count={3} />
    </div>
  ),
  component: ChooseEntityPage,
});

function ChooseEntityPage() {
  const { session } = Route.useRouteContext();
  const { left } = Route.useSearch();
  useSignedInPageHead('Choose an organisation');
  const { data: organisations } = useSuspenseQuery(userOrganisationsQueryOptions(session.user.id));
  const isPlatformAdmin = useIsPlatformAdmin(session.user.id);
  const { entity, choose } = useEntity();
  const navigate = useNavigate();

  function open(organisation: UserOrganisation) {
    choose(entityOf(organisation));
    void navigate({ href: dashboardPath(organisation) });
  }

  const venues = organisations.filter((organisation) => organisation.type === 'venue');
  const suppliers = organisations.filter((organisation) => organisation.type === 'supplier');

  return (
    <div>
      <PageHeader title="Choose an organisation">
        The dashboard, the cart and the team follow the venue or supplier you act for. You can switch at any time.
      </PageHeader>

      {left ? (
        <p role="status" className="mb-6 flex items-start gap-2 rounded-lg border border-malt-200 bg-malt-50 px-4 py-3 text-sm text-ink">
          <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-malt-700" />
          <span>
            You’re no longer a member of <strong>{left}</strong>, so it was cleared as your active organisation.
          </span>
        </p>
      ) : null}

      {organisations.length === 0 ? (
        <EmptyState
          title="You’re not part of a venue or supplier yet"
          action={
            isPlatformAdmin ? (
              <Link to="/dash/admin" className="font-semibold text-malt-700 underline underline-offset-4">
                Go to Admin
              </Link>
            ) : (
              <Link to="/products" className="font-semibold text-malt-700 underline underline-offset-4">
                Browse products meanwhile
              </Link>
            )
          }
        >
          {isPlatformAdmin
            ? 'As a platform admin you see every venue and supplier in Admin, and may open any of their dashboards.'
            : 'Ask an owner of your venue or supplier to invite you: the invitation arrives by email, and the organisation shows up here once you accept it.'}
        </EmptyState>
      ) : (
        <div className="space-y-8">
          {[
            { title: 'Venues', items: venues },
            { title: 'Suppliers', items: suppliers },
          ]
            .filter((group) => group.items.length > 0)
            .map((group) => (
              <section key={group.title} aria-labelledby={`choose-${group.title}`}>
                <h2 id={`choose-${group.title}`} className="mb-3 text-lg font-semibold text-ink">
                  {group.title}
                </h2>
                <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                  {group.items.map((organisation) => (
                    <li key={organisation.id}>
                      <OrganisationChoice
                        organisation={organisation}
                        current={entity?.id === organisation.id}
                        onChoose={() => open(organisation)}
                      />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
        </div>
      )}
    </div>
  );
}
