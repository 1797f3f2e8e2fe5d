import type { AuditEntry } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { Badge } from '@/components/ui/badge';
import { DataTable, type DataColumn } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format-time';

const linkClass = 'font-medium text-malt-800 underline decoration-malt-300 underline-offset-2 hover:decoration-malt-700';

/** A before/after value as short "key: value" text ("role: admin"); nothing for an empty one. */
export function changeText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object') return String(value);
  const parts = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== null && item !== undefined && item !== '')
    .map(([key, item]) => `${key}: ${typeof item === 'object' ? JSON.stringify(item) : String(item)}`);
  return parts.length > 0 ? parts.join(' · ') : null;
}

function Change({ entry }: { entry: AuditEntry }) {
  const before = changeText(entry.before);
  const after = changeText(entry.after);
  if (!before && !after) return null;
  return (
    <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-ink-soft">
      {before ? (
        <>
          <dt>Before</dt>
          <dd className="break-words [overflow-wrap:anywhere]">{before}</dd>
        </>
      ) : null}
      {after ? (
        <>
          <dt>After</dt>
          <dd className="break-words [overflow-wrap:anywhere]">{after}</dd>
        </>
      ) : null}
    </dl>
  );
}

/**
 * The audit log: when, who, what (the server's sentence, with the before and after). With `showOrganisation`
 * (the admin's log) each row names its organisation, a link that filters the log to it. Below 640 px rows are cards.
 * `timeZone`: the organisation's on its own log, the admin area's on the admin's (decision 0139).
 */
export function AuditTable({
  entries,
  showOrganisation,
  timeZone,
}: {
  entries: readonly AuditEntry[];
  showOrganisation: boolean;
  timeZone: string;
}) {
  const columns: DataColumn<AuditEntry>[] = [
    {
      label: 'When',
      className: 'whitespace-nowrap tabular-nums text-ink-soft',
      cell: (entry) => <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, timeZone)}</time>,
    },
    { label: 'Who', cell: (entry) => <Actor entry={entry} /> },
    {
      label: 'What',
      className: 'max-w-xl',
      cell: (entry) => (
        <>
          <p className="break-words text-ink">{entry.summary}</p>
          <Change entry={entry} />
        </>
      ),
    },
    ...(showOrganisation ? [{ label: 'Organisation', cell: (entry: AuditEntry) => <OrganisationLink entry={entry} /> }] : []),
  ];
  return <DataTable look="cards" columns={columns} rows={entries} rowKey={(entry) => entry.id} rowClassName="max-sm:gap-1" />;
}

function Actor({ entry }: { entry: AuditEntry }) {
  return (
    <>
      <span className="block break-words font-medium text-ink">
        {entry.actor ? entry.actor.name.trim() || entry.actor.email : 'Tapline'}
      </span>
      {entry.actor?.name.trim() ? (
        <span className="block break-words text-xs text-ink-soft [overflow-wrap:anywhere]">{entry.actor.email}</span>
      ) : null}
      {entry.actorIsPlatformAdmin ? <Badge className="mt-1">Platform admin</Badge> : null}
    </>
  );
}

function OrganisationLink({ entry }: { entry: AuditEntry }) {
  if (!entry.organisation) return <span className="text-ink-soft">None</span>;
  return (
    <>
      <Link to="/dash/admin/audit" search={{ organisationId: entry.organisation.id }} className={`${linkClass} break-words`}>
        <span className="sr-only">Only the entries of </span>
        {entry.organisation.name}
      </Link>
      <span className="block text-xs capitalize text-ink-soft">{entry.organisation.type}</span>
    </>
  );
}
