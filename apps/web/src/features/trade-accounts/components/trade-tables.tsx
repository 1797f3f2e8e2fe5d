import type { ReactNode } from 'react';
import { paymentTermsLabel, type TradeAccount, type TradeApplication } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { FallbackImage } from '@/components/ui/image';
import { DataTable, type DataColumn } from '@/components/ui/table';
import type { OrganisationTypeSegment } from '@/features/organisations';
import { formatDate, formatMoney } from '@/lib/format';
import { formatRelative } from '@/lib/format-time';
import { limitText, TRADE_CURRENCY } from '../trade-words';
import { AccountStatusChip, ApplicationStatusChip } from './status-chips';

type Params = { orgType: OrganisationTypeSegment; orgId: string };
/** whose list it is: a venue's rows name the supplier, a supplier's the venue */
type Side = 'venue' | 'supplier';

const rowClass =
  'relative align-top hover:bg-malt-50 max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:gap-x-3 max-sm:gap-y-1.5 max-sm:p-4';
const cellClass = 'px-4 py-3 max-sm:p-0';
const stretched = 'font-semibold text-ink after:absolute after:inset-0';

function Party({ organisation, logo }: { organisation: { name: string; logoUrl?: string | null }; logo: boolean }) {
  return logo ? (
    <FallbackImage src={organisation.logoUrl ?? null} alt="" label={organisation.name} className="h-9 w-9 shrink-0 rounded-md" />
  ) : null;
}

/** The other party of a row: its logo (a venue reads its suppliers'), the link that opens the row, a line more. */
function PartyCell({
  party,
  side,
  detail,
  children,
}: {
  party: { name: string; logoUrl?: string | null };
  side: Side;
  detail: string;
  children: ReactNode;
}) {
  return (
    <span className="flex items-center gap-3">
      <Party organisation={party} logo={side === 'venue'} />
      <span className="min-w-0">
        {children}
        <span className="block text-xs text-ink-soft">{detail}</span>
      </span>
    </span>
  );
}

/** Trade accounts, a row each that opens the account: the other party, state, terms, limit and what is left. */
export function AccountsTable({ accounts, side, params }: { accounts: readonly TradeAccount[]; side: Side; params: Params }) {
  const columns: DataColumn<TradeAccount>[] = [
    {
      label: side === 'venue' ? 'Supplier' : 'Venue',
      rowHeader: true,
      className: 'text-left font-normal',
      cell: (account) => {
        const party = side === 'venue' ? account.supplier : account.venue;
        return (
          <PartyCell party={party} side={side} detail={account.priceList ? account.priceList.label : 'List prices'}>
            <Link to="/dash/$orgType/$orgId/trade-accounts/$accountId" params={{ ...params, accountId: account.id }} className={stretched}>
              {party.name}
            </Link>
          </PartyCell>
        );
      },
    },
    {
      label: 'Status',
      className: 'max-sm:col-start-2 max-sm:row-start-1 max-sm:text-right',
      cell: (account) => <AccountStatusChip status={account.status} />,
    },
    { label: 'Terms', phoneLabel: 'Terms', className: 'max-sm:col-span-2', cell: (account) => paymentTermsLabel(account.terms) },
    {
      label: 'Limit',
      align: 'right',
      phoneLabel: 'Limit',
      className: 'text-right tabular-nums max-sm:col-span-2 max-sm:text-left',
      cell: (account) => limitText(account.creditLimitCents),
    },
    {
      label: 'Available',
      align: 'right',
      phoneLabel: 'Available',
      className: 'text-right tabular-nums max-sm:col-span-2 max-sm:text-left',
      cell: (account) => (
        <>
          <span className="font-medium text-ink">
            {account.creditLimitCents === null ? 'No limit' : formatMoney(account.availableCents ?? 0, TRADE_CURRENCY)}
          </span>
          <span className="block text-xs text-ink-soft">{formatMoney(account.exposureCents, TRADE_CURRENCY)} owing</span>
        </>
      ),
    },
  ];
  return (
    <DataTable
      look="boxed"
      headClassName="max-sm:hidden"
      cellClassName={cellClass}
      columns={columns}
      rows={accounts}
      rowKey={(account) => account.id}
      rowClassName={rowClass}
    />
  );
}

/** Applications, a row each that opens it: the other party, when it came, the limit asked for, its state. */
export function ApplicationsTable({
  applications,
  side,
  params,
  timeZone,
}: {
  applications: readonly TradeApplication[];
  side: Side;
  params: Params;
  timeZone?: string | undefined;
}) {
  const columns: DataColumn<TradeApplication>[] = [
    {
      label: side === 'venue' ? 'Supplier' : 'Venue',
      rowHeader: true,
      className: 'text-left font-normal',
      cell: (application) => {
        const party = side === 'venue' ? application.supplier : application.venue;
        return (
          <PartyCell party={party} side={side} detail={application.legalName}>
            <Link
              to="/dash/$orgType/$orgId/trade-accounts/applications/$applicationId"
              params={{ ...params, applicationId: application.id }}
              className={stretched}
            >
              {party.name}
            </Link>
          </PartyCell>
        );
      },
    },
    {
      label: 'Status',
      className: 'max-sm:col-start-2 max-sm:row-start-1 max-sm:text-right',
      cell: (application) => <ApplicationStatusChip status={application.status} />,
    },
    {
      label: 'Sent',
      phoneLabel: 'Sent',
      className: 'max-sm:col-span-2',
      cell: (application) => (
        <>
          {formatDate(application.submittedAt, timeZone)}
          <span className="block text-xs text-ink-soft">{formatRelative(application.submittedAt)}</span>
        </>
      ),
    },
    {
      label: 'Limit asked for',
      align: 'right',
      phoneLabel: 'Asks for',
      className: 'text-right tabular-nums max-sm:col-span-2 max-sm:text-left',
      cell: (application) =>
        application.requestedLimitCents === null ? (
          <span className="text-ink-soft">Not said</span>
        ) : (
          limitText(application.requestedLimitCents)
        ),
    },
  ];
  return (
    <DataTable
      look="boxed"
      headClassName="max-sm:hidden"
      cellClassName={cellClass}
      columns={columns}
      rows={applications}
      rowKey={(application) => application.id}
      rowClassName={rowClass}
    />
  );
}
