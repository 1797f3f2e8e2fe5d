import type { AdminOrganisation } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { plural } from '@/lib/format';
import { TYPE_WORDS, type OrganisationType } from '../admin-search';
import { StatusChip } from './status-chip';
import { DataTable, type DataColumn } from '@/components/ui/table';
import { adminDate, adminDateTime } from '../admin-time';

interface OrganisationsTableProps {
  type: OrganisationType;
  organisations: readonly AdminOrganisation[];
  onSuspend: (organisation: AdminOrganisation) => void;
  onReactivate: (organisation: AdminOrganisation) => void;
  busyId: string | null;
}

const DETAIL_PATHS = { venue: '/dash/admin/venues/$id', supplier: '/dash/admin/suppliers/$id' } as const;
/** Venues or suppliers for platform admins; below 640 px each row is a stacked card. */
export function OrganisationsTable({ type, organisations, onSuspend, onReactivate, busyId }: OrganisationsTableProps) {
  const words = TYPE_WORDS[type];
  const columns: DataColumn<AdminOrganisation>[] = [
    {
      label: 'Name',
      rowHeader: true,
      className: 'font-normal',
      cell: (organisation) => (
        <>
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
        </>
      ),
    },
    { label: 'Status', cell: (organisation) => <StatusCell organisation={organisation} /> },
    { label: 'People', className: 'text-ink-soft', cell: (organisation) => <PeopleCell organisation={organisation} /> },
    {
      label: 'Created',
      className: 'whitespace-nowrap tabular-nums text-ink-soft',
      phoneLabel: 'Created',
      cell: (organisation) => adminDate(organisation.createdAt),
    },
    {
      label: 'Actions',
      srOnly: true,
      className: 'text-right max-sm:pt-1 max-sm:text-left',
      cell: (organisation) => {
        const suspended = organisation.status === 'suspended';
        const action = suspended ? 'Reactivate' : 'Suspend';
        return (
          <Button
            variant="secondary"
            disabled={busyId === organisation.id}
            onClick={() => (suspended ? onReactivate : onSuspend)(organisation)}
            aria-label={`${action} ${organisation.name}`}
            className={suspended ? 'max-sm:w-full' : 'text-red-800 max-sm:w-full'}
          >
            {action}
          </Button>
        );
      },
    },
  ];
  return (
    <DataTable look="cards" columns={columns} rows={organisations} rowKey={(organisation) => organisation.id} rowClassName="max-sm:gap-2" />
  );
}

function StatusCell({ organisation }: { organisation: AdminOrganisation }) {
  return (
    <>
      <StatusChip status={organisation.status} />
      {organisation.status === 'suspended' && organisation.suspendedReason ? (
        <p className="mt-1 max-w-56 break-words text-xs text-red-800 max-sm:max-w-none">
          {organisation.suspendedReason}
          {organisation.suspendedAt ? <span className="block text-ink-soft">since {adminDateTime(organisation.suspendedAt)}</span> : null}
        </p>
      ) : null}
    </>
  );
}

function PeopleCell({ organisation }: { organisation: AdminOrganisation }) {
  return (
    <>
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
    </>
  );
}
