import type { OrganisationRole, TeamMember } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { RoleChip, canManageMember } from '@/features/team';
import { formatDate } from '@/lib/format';
import { DataTable, type DataColumn } from '@/components/ui/table';

const ROLE_ORDER: Record<OrganisationRole, number> = { owner: 0, admin: 1, member: 2, buyer: 2, staff: 3 };

/** Owners first, then admins, then members or buyers, then staff; by name within a role. */
function sortMembers(members: readonly TeamMember[]): TeamMember[] {
  return [...members].sort(
    (a, b) =>
      ROLE_ORDER[a.organisationRole] - ROLE_ORDER[b.organisationRole] || a.name.localeCompare(b.name) || a.email.localeCompare(b.email),
  );
}

/** The team as a table; below 640 px each row is a stacked card (docs/ui.md, Tables). */
export function MembersTable({
  members,
  userId,
  myRole,
}: {
  members: readonly TeamMember[];
  userId: string | undefined;
  myRole: OrganisationRole | null;
}) {
  const columns: DataColumn<TeamMember>[] = [
    {
      label: 'Name',
      rowHeader: true,
      className: 'font-medium text-ink max-sm:col-start-1',
      cell: (member) => (
        <>
          <Link
            to="/dash/team/member/$teamMemberId"
            params={{ teamMemberId: member.userId }}
            className="font-semibold text-ink underline-offset-4 after:absolute after:inset-0 hover:underline"
          >
            {member.name || member.email}
          </Link>
          {member.userId === userId ? (
            <Badge tone="accent" className="ml-2 align-middle">
              You
            </Badge>
          ) : null}
        </>
      ),
    },
    {
      label: 'Email',
      className: 'max-sm:[overflow-wrap:anywhere] text-ink-soft max-sm:col-start-1 max-sm:row-start-2',
      cell: (member) => member.email,
    },
    {
      label: 'Role',
      className: 'max-sm:col-start-2 max-sm:row-start-1 max-sm:text-right',
      cell: (member) => <RoleChip role={member.organisationRole} />,
    },
    {
      label: 'Joined',
      className: 'whitespace-nowrap tabular-nums text-ink-soft max-sm:col-start-1 max-sm:row-start-3 max-sm:text-xs',
      phoneLabel: 'Joined',
      cell: (member) => formatDate(member.joinedAt),
    },
    {
      label: 'Actions',
      srOnly: true,
      className: 'text-right max-sm:col-start-2 max-sm:row-span-2 max-sm:row-start-2 max-sm:self-center',
      cell: (member) => (
        <span className="inline-flex items-center gap-1 text-sm font-medium text-malt-700" aria-hidden="true">
          <span className="max-sm:hidden">{canManageMember(myRole, member.organisationRole) ? 'Manage' : 'View'}</span>
          <ChevronRight className="h-4 w-4" />
        </span>
      ),
    },
  ];
  return (
    <DataTable
      look="rows"
      columns={columns}
      rows={sortMembers(members)}
      rowKey={(member) => member.userId}
      rowClassName="relative align-middle hover:bg-malt-50/60 max-sm:grid max-sm:grid-cols-[1fr_auto] max-sm:gap-x-3 max-sm:gap-y-1 max-sm:px-4 max-sm:py-3"
    />
  );
}
