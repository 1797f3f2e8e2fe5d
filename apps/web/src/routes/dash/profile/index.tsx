import type { User } from '@supabase/supabase-js';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { LogOut, Pencil } from 'lucide-react';
import { Button, LinkButton } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { DetailPageSkeleton } from '@/components/ui/skeleton';
import { FactorList, useSupabaseAuth, userName } from '@/features/auth';
import { NotificationPreferences } from '@/features/notifications';
import { userOrganisationsQueryOptions, OrganisationMembershipList } from '@/features/organisations';
import { ownPage } from './-components/own-page';
import { TitledSection } from '@/components/ui/titled-section';

export const Route = createFileRoute('/dash/profile/')({
  loader: ({ context: { queryClient, session } }) => queryClient.ensureQueryData(userOrganisationsQueryOptions(session.user.id)),
  pendingComponent: () => <DetailPageSkeleton media="logo" />,
  component: ownPage('Your profile', Profile),
});

function Profile({ user }: { user: User }) {
  const { signOut } = useSupabaseAuth();
  const { data: organisations } = useSuspenseQuery(userOrganisationsQueryOptions(user.id));
  const name = userName(user);

  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <PageHeader title="Your profile" />

      <TitledSection
        title="Account"
        headingId="account-heading"
        headingClassName="text-xl font-bold text-ink"
        className="rounded-xl border border-line bg-white p-4 sm:p-6"
        headerClassName="flex flex-wrap items-start justify-between gap-3"
        action={
          <LinkButton to="/dash/profile/edit" variant="secondary">
            <Pencil aria-hidden="true" className="h-4 w-4" />
            Edit profile
          </LinkButton>
        }
      >
        <dl className="mt-3 grid gap-3 sm:grid-cols-[8rem_minmax(0,1fr)]">
          <dt className="text-sm font-medium text-ink-soft">Name</dt>
          <dd className="break-words text-ink">{name || <span className="text-ink-soft">Not given yet</span>}</dd>
          <dt className="text-sm font-medium text-ink-soft">Email</dt>
          <dd className="break-all text-ink">{user.email}</dd>
        </dl>
      </TitledSection>

      <TitledSection title="Organisations" headingId="organisations-heading" headingClassName="mb-3 text-xl font-bold text-ink">
        {organisations.length > 0 ? (
          <OrganisationMembershipList organisations={organisations} />
        ) : (
          <EmptyState title="You’re not in any organisation yet">
            An owner or admin of a venue or supplier can invite you to their team.
          </EmptyState>
        )}
      </TitledSection>

      <TitledSection title="Email notifications" headingId="email-notifications-heading" headingClassName="text-xl font-bold text-ink">
        <p className="mb-3 mt-1 text-sm text-ink-soft">
          Which order emails you get from each organisation. The bell shows everything either way.
        </p>
        <NotificationPreferences userId={user.id} />
      </TitledSection>

      <TitledSection
        title="Security"
        headingId="security-summary-heading"
        headingClassName="text-xl font-bold text-ink"
        headerClassName="mb-3 flex flex-wrap items-baseline justify-between gap-3"
        action={
          <Link to="/dash/profile/edit" hash="security" className="text-sm font-semibold text-malt-700 underline-offset-4 hover:underline">
            Manage second factors
          </Link>
        }
      >
        <FactorList />
      </TitledSection>

      <div className="border-t border-line pt-6">
        <Button variant="secondary" onClick={() => void signOut()}>
          <LogOut aria-hidden="true" className="h-4 w-4" />
          Sign out
        </Button>
      </div>
    </div>
  );
}
