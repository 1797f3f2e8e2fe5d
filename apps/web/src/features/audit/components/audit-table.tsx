import type { AuditEntry } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { Badge } from '@/components/ui/badge';
import { TableHead, type Column } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format-time';

const cell = 'px-4 py-3 max-sm:p-0';
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
  const columns: Column[] = [
    { label: 'When' },
    { label: 'Who' },
    { label: 'What' },
    ...(showOrganisation ? [{ label: 'Organisation' }] : []),
  ];
  return (
    <table className="w-full text-left text-sm max-sm:block">
      <TableHead
        columns={columns}
        className="border-b border-line text-xs uppercase tracking-wide"
        cellClassName="px-4 py-3 font-semibold"
      />
      <tbody className="divide-y divide-line max-sm:block max-sm:divide-y-0 max-sm:space-y-3">
        {entries.map((entry) => (
          <tr
            key={entry.id}
            className="align-top max-sm:flex max-sm:flex-col max-sm:gap-1 max-sm:rounded-xl max-sm:border max-sm:border-line max-sm:bg-white max-sm:p-4"
          >
            <td className={`${cell} whitespace-nowrap tabular-nums text-ink-soft`}>
              <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, timeZone)}</time>
            </td>
            <td className={cell}>
              <span className="block break-words font-medium text-ink">
                {entry.actor ? entry.actor.name.trim() || entry.actor.email : 'Tapline'}
              </span>
              {entry.actor?.name.trim() ? (
                <span className="block break-words text-xs text-ink-soft [overflow-wrap:anywhere]">{entry.actor.email}</span>
              ) : null}
              {entry.actorIsPlatformAdmin ? <Badge className="mt-1">Platform admin</Badge> : null}
            </td>
            <td className={`${cell} max-w-xl`}>
              <p className="break-words text-ink">{entry.summary}</p>
              <Change entry={entry} />
            </td>
            {showOrganisation ? (
              <td className={cell}>
                {entry.organisation ? (
                  <Link to="/dash/admin/audit" search={{ organisationId: entry.organisation.id }} className={`${linkClass} break-words`}>
                    <span className="sr-only">Only the entries of </span>
                    {entry.organisation.name}
                  </Link>
                ) : (
                  <span className="text-ink-soft">None</span>
                )}
                {entry.organisation ? <span className="block text-xs capitalize text-ink-soft">{entry.organisation.type}</span> : null}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
