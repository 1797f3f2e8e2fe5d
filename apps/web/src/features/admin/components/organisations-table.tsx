import type { AdminOrganisation } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { plural } from '@/lib/format';
import { TYPE_WORDS, type OrganisationType } from '../admin-search';
import { StatusChip } from './status-chip';
import { TableHead, type Column } from '@/components/ui/table';
import { adminDate, adminDateTime } from '../admin-time';

interface OrganisationsTableProps {
  type: OrganisationType;
  organisations: readonly AdminOrganisation[];
  onSuspend: (organisation: AdminOrganisation) => void;
  onReactivate: (organisation: AdminOrganisation) => void;
  busyId: string | null;
}

const DETAIL_PATHS = { venue: '/dash/admin/venues/$id', supplier: '/dash/admin/suppliers/$id' } as const;
const COLUMNS: Column[] = [
  { label: 'Name' },
  { label: 'Status' },
  { label: 'People' },
  { label: 'Created' },
  { label: 'Actions', srOnly: true },
];
const cell = 'px-4 py-3 max-sm:p-0';

/** Venues or suppliers for platform admins; below 640 px each row is a stacked card. */
export function OrganisationsTable({ type, organisations, onSuspend, onReactivate, busyId }: OrganisationsTableProps) {
  const words = TYPE_WORDS[type];
  return (
    <table className="w-full text-left text-sm max-sm:block">
      <TableHead
        columns={COLUMNS}
        className="border-b border-line text-xs uppercase tracking-wide"
        cellClassName="px-4 py-3 font-semibold"
      />
      <tbody className="divide-y divide-line max-sm:block max-sm:divide-y-0 max-sm:space-y-3">
        {organisations.map((organisation) => {
          const suspended = organisation.status === 'suspended';
          const action = suspended ? 'Reactivate' : 'Suspend';
          return (
            <tr
              key={organisation.id}
              className="align-top max-sm:flex max-sm:flex-col max-sm:gap-2 max-sm:rounded-xl max-sm:border max-sm:border-line max-sm:bg-white max-sm:p-4"
            >
              <th scope="row" className={`${cell} font-normal`}>
                <Link
                  to={DETAIL_PATHS[type]}
                  params={{ id: organisation.id }}
                  className="block break-words font-semibold text-malt-700 underline-offset-4 hover:underline"
                >
                  {organisation.name}
                </Link>
                <span className="block font-mono text-xs text-ink-soft max-sm:[overflow-wrap:anywhere]">
                  <span className="sr-only">Address: {words.path}/</span>
                  {organisation.slug}
                </span>
              </th>
              <td className={cell}>
                <StatusChip status={organisation.status} />
                {suspended && organisation.suspendedReason ? (
                  <p className="mt-1 max-w-56 break-words text-xs text-red-800 max-sm:max-w-none">
                    {organisation.suspendedReason}
                    {organisation.suspendedAt ? (
                      <span className="block text-ink-soft">since {adminDateTime(organisation.suspendedAt)}</span>
                    ) : null}
                  </p>
                ) : null}
              </td>
              <td className={`${cell} text-ink-soft`}>
                <span className="block whitespace-nowrap tabular-nums text-ink">{plural(organisation.memberCount, 'member')}</span>
                {organisation.ownerEmails.length > 0 ? (
                  <ul aria-label="Owners">
                    {organisation.ownerEmails.map((email) => (
                      <li key={email} className="break-words max-sm:[overflow-wrap:anywhere]">
                        <span className="sr-only">Owner </span>
                        {email}
                      </li>
                    ))}
                  </ul>
                ) : organisation.pendingOwnerEmails.length > 0 ? (
                  <ul aria-label="Owner invites">
                    {organisation.pendingOwnerEmails.map((email) => (
                      <li key={email} className="break-words max-sm:[overflow-wrap:anywhere]">
                        <span className="italic">Invited:</span> {email}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <span className="whitespace-nowrap italic">No owner yet</span>
                )}
              </td>
              <td className={`${cell} whitespace-nowrap tabular-nums text-ink-soft`}>
                <span className="sm:hidden">Created </span>
                {adminDate(organisation.createdAt)}
              </td>
              <td className={`${cell} text-right max-sm:pt-1 max-sm:text-left`}>
                <Button
                  variant="secondary"
                  disabled={busyId === organisation.id}
                  onClick={() => (suspended ? onReactivate : onSuspend)(organisation)}
                  aria-label={`${action} ${organisation.name}`}
                  className={suspended ? 'max-sm:w-full' : 'text-red-800 max-sm:w-full'}
                >
                  {action}
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
