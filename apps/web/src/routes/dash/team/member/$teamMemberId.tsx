import { Uuid } from '@tapline/contracts';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { BackLink } from '@/components/ui/back-link';
import { Badge } from '@/components/ui/badge';
import { NotFound } from '@/components/ui/not-found';
import { organisationSettingsQueryOptions, useOrganisationSettings } from '@/features/organisations';
import { teamMembersQueryOptions, RoleChip, RoleRules } from '@/features/team';
import { formatDate } from '@/lib/format';
import type { MemberPanelProps } from './-components/member-panel-props';
import { MemberRemoval } from './-components/member-removal';
import { MemberRoleForm } from './-components/member-role-form';
import { MemberSpendLimits } from './-components/member-spend-limits';
import { TeamError } from '../-components/team-error';
import { FormPageSkeleton } from '@/components/ui/skeleton';
import { useActiveTeam } from '../-components/use-active-team';
import { useSignedInPageHead } from '@/lib/page-head';

export const Route = createFileRoute('/dash/team/member/$teamMemberId')({
  // the member page prefetches its venue (or supplier) along with the team (docs/domain.md, Routes)
  loader: async ({ context: { queryClient, entity }, params }) => {
    if (!Uuid.safeParse(params.teamMemberId).success) throw notFound();
    await Promise.all([
      queryClient.ensureQueryData(organisationSettingsQueryOptions(entity)),
      queryClient.ensureQueryData(teamMembersQueryOptions(entity)),
    ]);
  },
  pendingComponent: FormPageSkeleton,
  errorComponent: TeamError,
  notFoundComponent: () => <NotFound what="team member" />,
  component: MemberPage,
});

function initials(name: string): string {
  return name
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

function MemberPage() {
  const { teamMemberId } = Route.useParams();
  const { organisation, members, userId, myRole } = useActiveTeam();
  const { data: settings } = useOrganisationSettings(organisation);
  const member = members.find((candidate) => candidate.userId === teamMemberId);
  useSignedInPageHead(member ? member.name || member.email : 'Team member not found', organisation.name);
  if (!member) return <NotFound what="team member" />;
  const isYou = member.userId === userId;
  const displayName = member.name || member.email;
  const panel: MemberPanelProps = { organisation, organisationName: settings.name, member, members, myRole, isYou };

  return (
    <>
      <BackLink to="/dash/team">Team</BackLink>
      <header className="mt-3 flex items-center gap-4">
        <div
          aria-hidden="true"
          className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-malt-100 text-lg font-bold text-malt-800"
        >
          {initials(displayName)}
        </div>
        <div className="min-w-0">
          <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            <span className="break-words">{displayName}</span>
            {isYou ? <Badge tone="accent">You</Badge> : null}
          </h1>
          <p className="[overflow-wrap:anywhere] text-ink-soft">{member.email}</p>
        </div>
      </header>
      <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-2 text-sm">
        <div className="flex items-center gap-2">
          <dt className="text-ink-soft">Role</dt>
          <dd>
            <RoleChip role={member.organisationRole} />
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="text-ink-soft">Joined</dt>
          <dd className="tabular-nums text-ink">{formatDate(member.joinedAt)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="text-ink-soft">{settings.type === 'venue' ? 'Venue' : 'Supplier'}</dt>
          <dd className="text-ink">{settings.name}</dd>
        </div>
      </dl>

      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          <MemberRoleForm {...panel} />
          {organisation.type === 'venue' && member.organisationRole === 'buyer' ? <MemberSpendLimits {...panel} /> : null}
          <MemberRemoval {...panel} />
        </div>
        <RoleRules type={organisation.type} />
      </div>
    </>
  );
}
