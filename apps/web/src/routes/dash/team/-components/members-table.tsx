import type { OrganisationRole, TeamMember } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { RoleChip, canManageMember } from '@/features/team';
import { formatDate } from '@/lib/format';
import { TableHead, type Column } from '@/components/ui/table';

const COLUMNS: Column[] = [
  { label: 'Name' },
  { label: 'Email' },
  { label: 'Role' },
  { label: 'Joined' },
  { label: 'Actions', srOnly: true },
];
const ROLE_ORDER: Record<OrganisationRole, number> = { owner: 0, admin: 1, member: 2 };

/** Owners first, then admins, then members; by name within a role. */
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
  return (
    <table className="w-full text-left text-sm max-sm:block">
      <TableHead
        columns={COLUMNS}
        className="border-b border-line text-xs uppercase tracking-wide"
        cellClassName="px-4 py-3 font-semibold"
      />
      <tbody className="divide-y divide-line max-sm:block">
        {sortMembers(members).map((member) => {
          const isYou = member.userId === userId;
          const manageable = canManageMember(myRole, member.organisationRole);
          const displayName = member.name || member.email;
          return (
            <tr
              key={member.userId}
              className="relative align-middle hover:bg-malt-50/60 max-sm:grid max-sm:grid-cols-[1fr_auto] max-sm:gap-x-3 max-sm:gap-y-1 max-sm:px-4 max-sm:py-3"
            >
              <th scope="row" className="px-4 py-3 font-medium text-ink max-sm:col-start-1 max-sm:p-0">
                <Link
                  to="/dash/team/member/$teamMemberId"
                  params={{ teamMemberId: member.userId }}
                  className="font-semibold text-ink underline-offset-4 after:absolute after:inset-0 hover:underline"
                >
                  {displayName}
                </Link>
                {isYou ? (
                  <Badge tone="accent" className="ml-2 align-middle">
                    You
                  </Badge>
                ) : null}
              </th>
              <td className="max-sm:[overflow-wrap:anywhere] px-4 py-3 text-ink-soft max-sm:col-start-1 max-sm:row-start-2 max-sm:p-0">
                {member.email}
              </td>
              <td className="px-4 py-3 max-sm:col-start-2 max-sm:row-start-1 max-sm:p-0 max-sm:text-right">
                <RoleChip role={member.organisationRole} />
              </td>
              <td className="whitespace-nowrap px-4 py-3 tabular-nums text-ink-soft max-sm:col-start-1 max-sm:row-start-3 max-sm:p-0 max-sm:text-xs">
                <span className="sm:hidden">Joined </span>
                {formatDate(member.joinedAt)}
              </td>
              <td className="px-4 py-3 text-right max-sm:col-start-2 max-sm:row-span-2 max-sm:row-start-2 max-sm:self-center max-sm:p-0">
                <span className="inline-flex items-center gap-1 text-sm font-medium text-malt-700" aria-hidden="true">
                  <span className="max-sm:hidden">{manageable ? 'Manage' : 'View'}</span>
                  <ChevronRight className="h-4 w-4" />
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
