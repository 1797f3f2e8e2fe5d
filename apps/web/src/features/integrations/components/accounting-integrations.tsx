import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

/**
 * The accounting integrations an organisation can connect (spec §1: one exists; its behaviour is not shown).
 * Xero is listed as available; connecting it arrives in a later release, and the page says so rather than
 * offering a button that does nothing.
 */
export function AccountingIntegrations({ type, canManage }: { type: 'venue' | 'supplier'; canManage: boolean }) {
  const purpose =
    type === 'venue'
      ? 'Send the orders you place on Tapline to Xero as bills, so your books match what was delivered.'
      : 'Send the orders you accept on Tapline to Xero as invoices, so your books match what you dispatched.';
  return (
    <section aria-labelledby="accounting-heading">
      <h2 id="accounting-heading" className="mb-3 text-lg font-semibold text-ink">
        Accounting
      </h2>
      <ul className="grid gap-3">
        <li className="flex flex-col gap-4 rounded-xl border border-line bg-white p-4 sm:flex-row sm:items-center">
          <span aria-hidden="true" className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-sky-600 text-lg font-bold text-white">
            X
          </span>
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-ink">Xero</span>
              <Badge tone="success">Available</Badge>
            </p>
            <p className="mt-0.5 text-sm text-ink-soft">{purpose}</p>
            <p id="xero-connect-note" className="mt-1 text-sm text-ink-soft">
              {canManage
                ? 'Connecting Xero is coming soon: this page will then take you to Xero to approve the connection.'
                : 'Connecting Xero is coming soon, and only owners and admins will be able to do it.'}
            </p>
          </div>
          <div className="flex shrink-0 items-center gap-2">
            <Button variant="secondary" disabled aria-describedby="xero-connect-note">
              Connect
            </Button>
            <Badge>Coming soon</Badge>
          </div>
        </li>
      </ul>
    </section>
  );
}
