import type { ApiKeySummary } from '@tapline/contracts';
import { useState } from 'react';
import { DataTable, type DataColumn } from '@/components/ui/table';
import type { OrganisationKey } from '@/features/organisations';
import { formatDate } from '@/lib/format';
import { RevokeApiKey } from './revoke-api-key';

function expiryWords(key: ApiKeySummary, now: number, timeZone: string) {
  if (!key.expiresAt) return 'Never';
  const date = formatDate(key.expiresAt, timeZone);
  return Date.parse(key.expiresAt) <= now ? `Expired ${date}` : date;
}

/** The organisation's keys: name and hint, scopes, expiry, last used, created (and by whom), and Revoke. */
export function ApiKeysTable({
  organisation,
  items,
  timeZone,
}: {
  organisation: OrganisationKey;
  items: readonly ApiKeySummary[];
  timeZone: string;
}) {
  // the moment the table was first drawn: a key expiring while it is open is marked on the next visit
  const [now] = useState(() => Date.now());
  const columns: DataColumn<ApiKeySummary>[] = [
    {
      label: 'Key',
      rowHeader: true,
      className: 'text-left font-normal max-sm:col-span-2',
      cell: (key) => (
        <>
          <span className="block font-semibold text-ink">{key.name}</span>
          <span className="block break-all font-mono text-xs text-ink-soft" title={key.hint}>
            tl_live_…{key.hint.slice(-4)}
          </span>
        </>
      ),
    },
    {
      label: 'Scopes',
      phoneLabel: 'Scopes',
      className: 'max-sm:col-span-2',
      cell: (key) => (
        <ul className="flex flex-wrap gap-1">
          {key.scopes.map((scope) => (
            <li key={scope} className="rounded-full bg-stone-100 px-2 py-0.5 font-mono text-xs text-ink">
              {scope}
            </li>
          ))}
        </ul>
      ),
    },
    { label: 'Expires', phoneLabel: 'Expires', cell: (key) => expiryWords(key, now, timeZone) },
    {
      label: 'Last used',
      phoneLabel: 'Last used',
      cell: (key) => (key.lastUsedAt ? formatDate(key.lastUsedAt, timeZone) : 'Never'),
    },
    {
      label: 'Created',
      phoneLabel: 'Created',
      className: 'max-sm:col-span-2',
      cell: (key) => `${formatDate(key.createdAt, timeZone)}${key.createdBy ? ` by ${key.createdBy.name}` : ''}`,
    },
    {
      label: 'Actions',
      srOnly: true,
      align: 'right',
      className: 'text-right max-sm:col-span-2 max-sm:text-left',
      cell: (key) => <RevokeApiKey organisation={organisation} apiKey={key} />,
    },
  ];
  return (
    <DataTable
      look="boxed"
      headClassName="max-sm:hidden"
      cellClassName="px-4 py-3 max-sm:p-0"
      columns={columns}
      rows={items}
      rowKey={(key) => key.id}
      rowClassName={() => 'align-top max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:gap-y-1 max-sm:p-4'}
    />
  );
}
