import type { WebhookEndpoint } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { Badge } from '@/components/ui/badge';
import { DataTable, type DataColumn } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format-time';

/** "98 % delivered in 24 h" of the last day's finished deliveries, or that none finished. */
export function successRateWords(rate: number | null): string {
  return rate === null ? 'No finished deliveries in 24 h' : `${Math.round(rate * 100)} % delivered in 24 h`;
}

export function EndpointStatus({ endpoint }: { endpoint: WebhookEndpoint }) {
  if (!endpoint.enabled) return <Badge tone="danger">Disabled</Badge>;
  if (endpoint.failingSince) return <Badge tone="danger">Failing since {formatDateTime(endpoint.failingSince)}</Badge>;
  return <Badge tone="success">Enabled</Badge>;
}

/** The organisation's endpoints: URL (to its page), events, status with "failing since", the last day's success rate. */
export function EndpointsTable({ items, params }: { items: readonly WebhookEndpoint[]; params: { orgType: string; orgId: string } }) {
  const columns: DataColumn<WebhookEndpoint>[] = [
    {
      label: 'Endpoint',
      rowHeader: true,
      className: 'text-left font-normal max-sm:col-span-2',
      cell: (endpoint) => (
        <span className="flex flex-col">
          <Link
            to="/dash/$orgType/$orgId/settings/developers/webhooks/$endpointId"
            params={{ ...params, endpointId: endpoint.id }}
            className="font-semibold break-all text-malt-800 underline"
          >
            {endpoint.url}
          </Link>
          {endpoint.description ? <span className="text-sm text-ink-soft">{endpoint.description}</span> : null}
        </span>
      ),
    },
    { label: 'Events', phoneLabel: 'Events', cell: (endpoint) => endpoint.eventTypes.join(', '), className: 'text-sm max-sm:col-span-2' },
    { label: 'Status', phoneLabel: 'Status', cell: (endpoint) => <EndpointStatus endpoint={endpoint} /> },
    {
      label: 'Last 24 hours',
      phoneLabel: 'Last 24 hours',
      className: 'tabular-nums',
      cell: (endpoint) => successRateWords(endpoint.successRate),
    },
  ];
  return (
    <DataTable
      look="boxed"
      headClassName="max-sm:hidden"
      cellClassName="px-4 py-3 max-sm:p-0"
      columns={columns}
      rows={items}
      rowKey={(endpoint) => endpoint.id}
      rowClassName={() => 'align-top max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:gap-y-1 max-sm:p-4'}
    />
  );
}
