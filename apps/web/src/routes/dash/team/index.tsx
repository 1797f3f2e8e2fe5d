import { createFileRoute } from '@tanstack/react-router';
import { UserPlus } from 'lucide-react';
import { LinkButton } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { teamMembersQueryOptions, invitesQueryOptions, canManageTeam, roleOf } from '@/features/team';
import { plural } from '@/lib/format';
import { MembersTable } from './-components/members-table';
import { PendingInvites } from './-components/pending-invites';
import { TeamError } from './-components/team-error';
import { TablePageSkeleton } from '@/components/ui/skeleton';
import { useActiveTeam } from './-components/use-active-team';
import { useSignedInPageHead } from '@/lib/page-head';
import { TitledSection } from '@/components/ui/titled-section';

export const Route = createFileRoute('/dash/team/')({
  loader: async ({ context: { queryClient, entity, session } }) => {
    const team = await queryClient.ensureQueryData(teamMembersQueryOptions(entity));
    // owners and admins also see the open invites; members would only get a 403
    if (canManageTeam(roleOf(team.items, session.user.id))) void queryClient.prefetchQuery(invitesQueryOptions(entity));
  },
  pendingComponent: () => <TablePageSkeleton rows={4} intro="text" />,
  errorComponent: TeamError,
  component: TeamPage,
});

function TeamPage() {
  const { organisation, members, userId, myRole } = useActiveTeam();
  useSignedInPageHead('Team', organisation.name);
  const manager = canManageTeam(myRole);
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageHeader title="Team" eyebrow={organisation.name}>
          {manager ? 'Who can sign in for ' : 'Who works in Tapline for '}
          {organisation.name}
          {manager ? ', and what each person can do.' : '. Owners and admins manage the team.'}
        </PageHeader>
        {manager ? (
          <LinkButton to="/dash/team/invite" className="shrink-0 max-sm:w-full">
            <UserPlus aria-hidden="true" className="h-4 w-4" />
            Invite someone
          </LinkButton>
        ) : null}
      </div>

      <TitledSection
        title="Members"
        headingId="members-heading"
        headingClassName="text-lg font-semibold text-ink"
        className="rounded-xl border border-line bg-white max-sm:border-0 max-sm:bg-transparent"
        headerClassName="flex items-baseline justify-between gap-3 px-4 pt-4 max-sm:px-0"
        action={<p className="text-sm tabular-nums text-ink-soft">{plural(members.length, 'person', 'people')}</p>}
      >
        <div className="mt-2 max-sm:overflow-hidden max-sm:rounded-xl max-sm:border max-sm:border-line max-sm:bg-white">
          <MembersTable members={members} userId={userId} myRole={myRole} />
        </div>
      </TitledSection>
      {manager ? <PendingInvites organisation={organisation} myRole={myRole} /> : null}
    </>
  );
}
