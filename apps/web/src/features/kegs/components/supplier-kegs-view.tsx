import type { KegHolding, SupplierKegs, SupplierKegVenue } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Price } from '@/components/ui/price';
import { DataTable, type DataColumn } from '@/components/ui/table';
import type { OrganisationTypeSegment } from '@/features/organisations';
import { formatDate, plural } from '@/lib/format';
import { daysSince, daysWords } from '../keg-words';
import { AdjustKegsDialog } from './adjust-kegs-dialog';
import { KegFigures } from './keg-figures';

type Params = { orgType: OrganisationTypeSegment; orgId: string };
type Row = KegHolding & { venue: SupplierKegVenue['venue']; first: boolean };

/** Since when the oldest keg still out has been out, in red past the keg-out days. */
export function OutSince({ holding, timeZone, kegOutDays }: { holding: KegHolding; timeZone: string; kegOutDays: number }) {
  if (!holding.oldestOutSince) return <span className="text-ink-soft">—</span>;
  const days = daysSince(holding.oldestOutSince);
  return (
    <span className={holding.overdueKegs > 0 ? 'font-semibold text-red-700' : 'text-ink'}>
      {formatDate(holding.oldestOutSince, timeZone)}
      <span className="block text-xs font-normal text-ink-soft">
        {daysWords(days)}
        {holding.overdueKegs > 0 ? ` · ${plural(holding.overdueKegs, 'keg')} over ${kegOutDays} days` : ''}
      </span>
    </span>
  );
}

/** Empties waiting, with how many have waited past the collection promise. */
export function EmptiesWaiting({ holding, promiseDays }: { holding: KegHolding; promiseDays: number }) {
  if (holding.emptiesWaiting === 0) return <span className="text-ink-soft">0</span>;
  return (
    <span className={holding.lateEmpties > 0 ? 'font-semibold text-amber-800' : 'text-ink'}>
      {holding.emptiesWaiting}
      {holding.lateEmpties > 0 ? (
        <span className="block text-xs font-normal">
          {holding.lateEmpties} past {promiseDays} days
        </span>
      ) : null}
    </span>
  );
}

/**
 * The supplier's kegs out by venue (decision 0176): a row per venue and keg type with the balance, the oldest still
 * out, the empties waiting and the deposits held; owners and admins adjust or write off from a row.
 */
export function SupplierKegsView({
  kegs,
  supplierId,
  timeZone,
  canAdjust,
  params,
}: {
  kegs: SupplierKegs;
  supplierId: string;
  timeZone: string;
  canAdjust: boolean;
  params: Params;
}) {
  const [adjusting, setAdjusting] = useState<{ venue: SupplierKegVenue; kegTypeId: string } | null>(null);
  const typeName = (kegTypeId: string) => kegs.kegTypes.find((kegType) => kegType.id === kegTypeId)?.name ?? 'Keg';
  const rows: Row[] = kegs.venues.flatMap((venue) =>
    venue.holdings.map((holding, index) => ({ ...holding, venue: venue.venue, first: index === 0 })),
  );
  if (rows.length === 0) {
    return (
      <EmptyState title="No kegs out">
        Kegs go on a venue’s ledger when an order of a SKU with a keg type is delivered. Give your keg SKUs their keg type in Products.
      </EmptyState>
    );
  }
  const columns: DataColumn<Row>[] = [
    {
      label: 'Venue',
      rowHeader: true,
      className: 'text-left font-normal max-sm:col-span-2',
      // the venue's name once over its keg types (read out on each row), its ledger one click away
      cell: (row) =>
        row.first ? (
          <Link
            to="/dash/$orgType/$orgId/kegs/$partnerId"
            params={{ ...params, partnerId: row.venue.id }}
            className="font-semibold text-ink hover:underline"
          >
            {row.venue.name}
          </Link>
        ) : (
          <span className="font-semibold text-ink sm:sr-only">{row.venue.name}</span>
        ),
    },
    { label: 'Keg type', className: 'whitespace-nowrap max-sm:col-span-2 max-sm:text-ink-soft', cell: (row) => typeName(row.kegTypeId) },
    {
      label: 'Out',
      align: 'right',
      phoneLabel: 'Out',
      className: 'text-right font-semibold tabular-nums max-sm:text-left',
      cell: (row) => row.balance,
    },
    {
      label: 'Oldest out',
      phoneLabel: 'Oldest out',
      cell: (row) => <OutSince holding={row} timeZone={timeZone} kegOutDays={kegs.promises.kegOutDays} />,
    },
    {
      label: 'Empties waiting',
      align: 'right',
      phoneLabel: 'Empties',
      className: 'text-right tabular-nums max-sm:text-left',
      cell: (row) => <EmptiesWaiting holding={row} promiseDays={kegs.promises.collectionPromiseDays} />,
    },
    {
      label: 'Deposit held',
      align: 'right',
      phoneLabel: 'Deposit held',
      className: 'text-right tabular-nums max-sm:text-left',
      cell: (row) => <Price cents={row.depositHeldCents} currency={kegs.currency} />,
    },
    ...(canAdjust
      ? [
          {
            label: 'Adjust',
            srOnly: true,
            className: 'text-right max-sm:col-span-2 max-sm:text-left',
            cell: (row: Row) => (
              <Button
                variant="secondary"
                aria-label={`Adjust ${typeName(row.kegTypeId)} at ${row.venue.name}`}
                onClick={() =>
                  setAdjusting({ venue: kegs.venues.find((venue) => venue.venue.id === row.venue.id)!, kegTypeId: row.kegTypeId })
                }
              >
                Adjust
              </Button>
            ),
          } satisfies DataColumn<Row>,
        ]
      : []),
  ];
  return (
    <div className="space-y-4">
      <KegFigures
        currency={kegs.currency}
        kegsOut={kegs.venues.reduce((sum, venue) => sum + venue.kegsOut, 0)}
        emptiesWaiting={kegs.venues.reduce((sum, venue) => sum + venue.emptiesWaiting, 0)}
        depositCents={kegs.venues.reduce((sum, venue) => sum + venue.depositHeldCents, 0)}
        depositLabel="Deposits held (ex GST)"
        kegsLabel={`Kegs out at ${plural(kegs.venues.length, 'venue')}`}
      />
      <p className="text-sm text-ink-soft">
        You promise to collect empties within {kegs.promises.collectionPromiseDays} days; a keg out longer than {kegs.promises.kegOutDays}{' '}
        days is flagged.
      </p>
      <DataTable
        look="boxed"
        headClassName="max-sm:hidden"
        columns={columns}
        rows={rows}
        rowKey={(row) => `${row.venue.id}:${row.kegTypeId}`}
        rowClassName="align-top max-sm:grid max-sm:grid-cols-2 max-sm:gap-1 max-sm:p-3"
      />
      {adjusting ? (
        <AdjustKegsDialog
          key={`${adjusting.venue.venue.id}:${adjusting.kegTypeId}`}
          supplierId={supplierId}
          venue={adjusting.venue.venue}
          kegTypes={kegs.kegTypes}
          holdings={adjusting.venue.holdings}
          kegTypeId={adjusting.kegTypeId}
          open
          onOpenChange={(open) => (open ? undefined : setAdjusting(null))}
        />
      ) : null}
    </div>
  );
}
