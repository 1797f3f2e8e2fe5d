import type { DeliveryZone } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Price } from '@/components/ui/price';
import { DataTable, type DataColumn } from '@/components/ui/table';
import type { OrganisationTypeSegment } from '@/features/organisations';
import { formatClock, plural } from '@/lib/format';
import { localitiesSummary } from '../zone-form';
import { shortDays, type UsualRules } from '../zone-words';

type Params = { orgType: OrganisationTypeSegment; orgId: string };

/** A rule the zone leaves empty is the supplier's own (its ordering rules): shown as such, softer; "None" when it has none. */
function Usual({ children }: { children: ReactNode }) {
  return <span className="text-ink-soft">{children === null ? 'None' : <>{children} (usual)</>}</span>;
}

/** The supplier's delivery zones: a row each (name, days, cut-off, lead time, minimum, fee, localities) that opens it. */
export function ZonesTable({
  items,
  params,
  currency,
  usual,
}: {
  items: readonly DeliveryZone[];
  params: Params;
  currency: string;
  usual: UsualRules;
}) {
  const columns: DataColumn<DeliveryZone>[] = [
    {
      label: 'Zone',
      rowHeader: true,
      className: 'text-left font-normal max-sm:col-span-2',
      cell: (zone) => (
        <>
          <Link
            to="/dash/$orgType/$orgId/settings/delivery-zones/$zoneId"
            params={{ ...params, zoneId: zone.id }}
            className="font-semibold text-ink after:absolute after:inset-0"
          >
            {zone.name}
          </Link>
          <span className="block text-xs text-ink-soft">{localitiesSummary(zone.localities)}</span>
        </>
      ),
    },
    { label: 'Days', phoneLabel: 'Delivers', className: 'text-ink max-sm:col-span-2', cell: (zone) => shortDays(zone.deliveryWeekdays) },
    {
      label: 'Cut-off',
      phoneLabel: 'Cut-off',
      className: 'tabular-nums',
      cell: (zone) =>
        zone.orderCutoffTime ? (
          formatClock(zone.orderCutoffTime)
        ) : (
          <Usual>{usual.orderCutoffTime ? formatClock(usual.orderCutoffTime) : null}</Usual>
        ),
    },
    {
      label: 'Lead time',
      phoneLabel: 'Lead time',
      className: 'tabular-nums',
      cell: (zone) => (zone.leadDays === null ? <Usual>{plural(usual.leadDays ?? 1, 'day')}</Usual> : plural(zone.leadDays, 'day')),
    },
    {
      label: 'Minimum',
      phoneLabel: 'Minimum',
      align: 'right',
      className: 'text-right tabular-nums max-sm:text-left',
      cell: (zone) =>
        zone.minimumOrderCents !== null ? (
          <Price cents={zone.minimumOrderCents} currency={currency} />
        ) : (
          <Usual>{usual.minimumOrderCents === null ? null : <Price cents={usual.minimumOrderCents} currency={currency} />}</Usual>
        ),
    },
    {
      label: 'Fee',
      phoneLabel: 'Fee',
      align: 'right',
      className: 'text-right tabular-nums max-sm:text-left',
      cell: (zone) => (zone.deliveryFeeCents === 0 ? 'Free' : <Price cents={zone.deliveryFeeCents} currency={currency} />),
    },
  ];
  return (
    <DataTable
      look="boxed"
      headClassName="max-sm:hidden"
      cellClassName="px-4 py-3 max-sm:p-0"
      columns={columns}
      rows={items}
      rowKey={(zone) => zone.id}
      rowClassName="relative align-top hover:bg-malt-50 max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:gap-y-1 max-sm:p-4"
    />
  );
}
