import type { TaxInvoice } from '@tapline/contracts';
import type { ReactNode } from 'react';
import { Price } from '@/components/ui/price';
import type { OrganisationTypeSegment } from '@/features/organisations';
import { formatInvoiceDate } from '../invoice-states';
import { DocumentLink } from './document-link';

type Params = { orgType: OrganisationTypeSegment; orgId: string };

function TrailSection({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-line bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="font-semibold text-ink">
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-2">{children}</div>
    </section>
  );
}

const rowClass = 'flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-2 text-sm';

/**
 * What happened to an invoice's money after issue: its payments (by hand or from Xero), the adjustment notes against it,
 * and the credit applied to it; for an adjustment note, the invoice it adjusts and where its credit went. `actions`:
 * the buttons of the sections ("Record a payment", "Make an adjustment note"), for owners and admins.
 */
export function MoneyTrail({
  invoice,
  side,
  params,
  paymentAction,
  noteAction,
}: {
  invoice: TaxInvoice;
  side: 'supplier' | 'venue';
  params: Params;
  paymentAction?: ReactNode;
  noteAction?: ReactNode;
}) {
  const money = (cents: number) => <Price cents={cents} currency={invoice.currency} className="font-medium text-ink" />;
  if (invoice.kind === 'adjustment_note') {
    return (
      <TrailSection id="credit-heading" title="Where its credit went">
        <ul className="divide-y divide-line">
          {invoice.allocations.map((allocation) => (
            <li key={`${allocation.invoiceId}-${allocation.allocatedOn}`} className={rowClass}>
              <span>
                Applied to{' '}
                <DocumentLink side={side} params={params} id={allocation.invoiceId}>
                  {allocation.invoiceNumber}
                </DocumentLink>{' '}
                <span className="text-ink-soft">on {formatInvoiceDate(allocation.allocatedOn)}</span>
              </span>
              {money(allocation.amountCents)}
            </li>
          ))}
          {invoice.balanceCents > 0 ? (
            <li className={rowClass}>
              <span>Held for {side === 'venue' ? 'your' : 'the venue’s'} next invoice</span>
              {money(invoice.balanceCents)}
            </li>
          ) : null}
        </ul>
      </TrailSection>
    );
  }
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <TrailSection id="payments-heading" title="Payments" action={paymentAction}>
        {invoice.payments.length === 0 && invoice.allocations.length === 0 ? (
          <p className="text-sm text-ink-soft">No payment yet.</p>
        ) : (
          <ul className="divide-y divide-line">
            {invoice.payments.map((payment) => (
              <li key={payment.id} className={rowClass}>
                <span>
                  {formatInvoiceDate(payment.paidOn)}
                  <span className="text-ink-soft">
                    {' · '}
                    {payment.source === 'xero' ? 'from Xero' : 'recorded by hand'}
                    {payment.reference ? ` · ${payment.reference}` : ''}
                  </span>
                </span>
                {money(payment.amountCents)}
              </li>
            ))}
            {invoice.allocations.map((allocation) => (
              <li key={`${allocation.noteId}-${allocation.allocatedOn}`} className={rowClass}>
                <span>
                  Credit from{' '}
                  <DocumentLink side={side} params={params} id={allocation.noteId}>
                    {allocation.noteNumber}
                  </DocumentLink>{' '}
                  <span className="text-ink-soft">on {formatInvoiceDate(allocation.allocatedOn)}</span>
                </span>
                {money(allocation.amountCents)}
              </li>
            ))}
          </ul>
        )}
      </TrailSection>
      <TrailSection id="notes-heading" title="Adjustment notes" action={noteAction}>
        {invoice.adjustmentNotes.length === 0 ? (
          <p className="text-sm text-ink-soft">No adjustment note.</p>
        ) : (
          <ul className="divide-y divide-line">
            {invoice.adjustmentNotes.map((note) => (
              <li key={note.id} className={rowClass}>
                <span className="min-w-0">
                  <DocumentLink side={side} params={params} id={note.id}>
                    {note.number}
                  </DocumentLink>{' '}
                  <span className="text-ink-soft">{formatInvoiceDate(note.issueDate)}</span>
                  <span className="block break-words text-ink">{note.reason}</span>
                </span>
                <span>
                  <span className="sr-only">credits </span>
                  {money(-note.totalCents)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </TrailSection>
    </div>
  );
}
