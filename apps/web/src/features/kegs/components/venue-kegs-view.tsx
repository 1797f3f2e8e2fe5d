import type { VenueKegHolding, VenueKegs, VenueKegSupplier } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Price } from '@/components/ui/price';
import { DataTable, type DataColumn } from '@/components/ui/table';
import type { OrganisationTypeSegment } from '@/features/organisations';
import { ownerWords } from '../keg-words';
import { DeclareEmptiesDialog } from './declare-empties-dialog';
import { KegFigures } from './keg-figures';
import { EmptiesWaiting, OutSince } from './supplier-kegs-view';

type Params = { orgType: OrganisationTypeSegment; orgId: string };

/** One supplier's kegs at the venue: per keg type what it holds, pours, keeps full and has empty, and its deposits. */
function SupplierKegs({
  holder,
  venueId,
  timeZone,
  canDeclare,
  params,
}: {
  holder: VenueKegSupplier;
  venueId: string;
  timeZone: string;
  canDeclare: boolean;
  params: Params;
}) {
  const [declaring, setDeclaring] = useState(false);
  const kegType = (kegTypeId: string) => holder.kegTypes.find((candidate) => candidate.id === kegTypeId);
  const headingId = `kegs-${holder.supplier.id}`;
  const number = (label: string, value: (row: VenueKegHolding) => number, phoneLabel = label): DataColumn<VenueKegHolding> => ({
    label,
    align: 'right',
    phoneLabel,
    className: 'text-right tabular-nums max-sm:text-left',
    cell: (row) => value(row),
  });
  const columns: DataColumn<VenueKegHolding>[] = [
    {
      label: 'Keg type',
      rowHeader: true,
      className: 'text-left font-normal max-sm:col-span-2',
      cell: (row) => {
        const type = kegType(row.kegTypeId);
        return (
          <>
            <span className="font-semibold text-ink">{type?.name ?? 'Keg'}</span>
            {type ? <span className="block text-xs text-ink-soft">{ownerWords(type, holder.currency)}</span> : null}
          </>
        );
      },
    },
    number('Held', (row) => row.balance),
    number('On tap', (row) => row.onTap),
    number('Full', (row) => row.full, 'Full in the cold room'),
    {
      label: 'Empties waiting',
      align: 'right',
      phoneLabel: 'Empties',
      className: 'text-right tabular-nums max-sm:text-left',
      cell: (row) => <EmptiesWaiting holding={row} promiseDays={holder.promises.collectionPromiseDays} />,
    },
    {
      label: 'Oldest held',
      phoneLabel: 'Oldest held',
      cell: (row) => <OutSince holding={row} timeZone={timeZone} kegOutDays={holder.promises.kegOutDays} />,
    },
    {
      label: 'Deposits paid / refunded',
      align: 'right',
      phoneLabel: 'Deposits',
      className: 'text-right tabular-nums max-sm:col-span-2 max-sm:text-left',
      cell: (row) => (
        <>
          <Price cents={row.depositsPaidCents} currency={holder.currency} /> /{' '}
          <Price cents={row.depositsRefundedCents} currency={holder.currency} />
        </>
      ),
    },
  ];
  const declarable = holder.holdings.some((holding) => holding.balance - holding.emptiesWaiting > 0);
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          <Link
            to="/dash/$orgType/$orgId/kegs/$partnerId"
            params={{ ...params, partnerId: holder.supplier.id }}
            className="hover:underline"
          >
            {holder.supplier.name}
          </Link>
        </h2>
        {canDeclare && declarable ? (
          <Button variant="secondary" onClick={() => setDeclaring(true)}>
            Declare empties
          </Button>
        ) : null}
      </div>
      <DataTable
        look="boxed"
        headClassName="max-sm:hidden"
        columns={columns}
        rows={holder.holdings}
        rowKey={(row) => row.kegTypeId}
        rowClassName="align-top max-sm:grid max-sm:grid-cols-2 max-sm:gap-1 max-sm:p-3"
      />
      <p className="text-sm text-ink-soft">
        Deposits incl. GST: paid <Price cents={holder.depositsPaidCents} currency={holder.currency} />, refunded{' '}
        <Price cents={holder.depositsRefundedCents} currency={holder.currency} />. {holder.supplier.name} collects empties within{' '}
        {holder.promises.collectionPromiseDays} days.
      </p>
      {declaring ? <DeclareEmptiesDialog venueId={venueId} holder={holder} open onOpenChange={setDeclaring} /> : null}
    </section>
  );
}

/** The venue's kegs held per supplier (decision 0176), with what pours, what is full, the empties and deposits. */
export function VenueKegsView({
  kegs,
  venueId,
  timeZone,
  canDeclare,
  params,
}: {
  kegs: VenueKegs;
  venueId: string;
  timeZone: string;
  canDeclare: boolean;
  params: Params;
}) {
  if (kegs.suppliers.length === 0) {
    return (
      <EmptyState title="No kegs held">
        Kegs you order from a supplier show here once they are delivered, with what is on tap, full in the cold room and empty.
      </EmptyState>
    );
  }
  const all = kegs.suppliers.flatMap((holder) => holder.holdings);
  const [first] = kegs.suppliers;
  const oneCurrency = kegs.suppliers.every((holder) => holder.currency === first!.currency);
  return (
    <div className="space-y-6">
      {oneCurrency ? (
        <KegFigures
          currency={first!.currency}
          kegsLabel="Kegs held"
          kegsOut={all.reduce((sum, holding) => sum + holding.balance, 0)}
          emptiesWaiting={all.reduce((sum, holding) => sum + holding.emptiesWaiting, 0)}
          depositLabel="Deposits paid less refunds"
          depositCents={kegs.suppliers.reduce((sum, holder) => sum + holder.depositsPaidCents - holder.depositsRefundedCents, 0)}
        />
      ) : null}
      {kegs.suppliers.map((holder) => (
        <SupplierKegs
          key={holder.supplier.id}
          holder={holder}
          venueId={venueId}
          timeZone={timeZone}
          canDeclare={canDeclare}
          params={params}
        />
      ))}
    </div>
  );
}
