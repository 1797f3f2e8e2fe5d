import { XERO_BACKFILL_MAX_DAYS, type XeroIntegration } from '@tapline/contracts';
import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { useDebouncedValue } from '@/features/search';
import { formatDateTime } from '@/lib/format-time';
import { useSendEarlierOrders, xeroBackfillQueryOptions } from '../api/xero-backfill';
import type { XeroPlace } from './xero-connection-panel';
import { LoadErrorNote } from './load-error-note';
import { SettingsSection } from '@/components/ui/titled-section';

const PRESETS = [7, 30, 90] as const;
type Range = (typeof PRESETS)[number] | 'other';

const ordersWord = (count: number) => `${count} order${count === 1 ? '' : 's'}`;

/** The typed number of days, or why it isn't one. */
function daysOf(text: string): { days: number } | { error: string } {
  const value = text.trim();
  if (!/^\d+$/.test(value)) return { error: 'Enter a whole number of days' };
  const days = Number(value);
  if (days < 1 || days > XERO_BACKFILL_MAX_DAYS) return { error: `Enter a number of days from 1 to ${XERO_BACKFILL_MAX_DAYS}` };
  return { days };
}

/**
 * Orders that reached Xero's step before Xero was connected were never sent (decision 0132): an owner or
 * admin picks a window, sees how many orders have nothing in Xero, and sends them after a confirmation.
 */
export function XeroBackfillPanel({ place, integration }: { place: XeroPlace; integration: XeroIntegration }) {
  const supplier = place.organisation.type === 'supplier';
  const document = supplier ? 'invoice' : 'bill';
  const step = supplier && integration.syncOn === 'deliver' ? 'delivered' : 'accepted';
  const [range, setRange] = useState<Range>(30);
  const [otherText, setOtherText] = useState('14');
  const [confirming, setConfirming] = useState(false);
  // the count follows the typed number once typing pauses; a number being typed wrong shows its error and no count
  const typed = daysOf(useDebouncedValue(otherText, 300));
  const typedNow = daysOf(otherText);
  const fieldError = 'error' in typedNow ? typedNow.error : undefined;
  const days = range === 'other' ? ('days' in typed && !fieldError ? typed.days : undefined) : range;
  const preview = useQuery({ ...xeroBackfillQueryOptions(place.organisation, days ?? 0), enabled: days !== undefined });
  const send = useSendEarlierOrders(place.organisation);
  const xeroName = integration.tenantName ?? 'your Xero organisation';
  const count = preview.data?.count ?? 0;

  const onSend = () => {
    if (days === undefined) return;
    send.mutate(days, {
      onSuccess: (result) => {
        setConfirming(false);
        if (result.queued === 0) toast.success(`Nothing left to send: every order of the last ${days} days is already on its way to Xero`);
        else toast.success(`${ordersWord(result.queued)} ${result.queued === 1 ? 'is' : 'are'} being sent to ${xeroName}`);
      },
      onError: (error) => toast.error(`The orders weren’t sent: ${error.message}`),
    });
  };

  let status;
  if (days === undefined) {
    status = null;
  } else if (preview.isPending) {
    status = (
      <div role="status" className="flex items-center gap-3">
        <span className="sr-only">Counting the orders…</span>
        <Skeleton className="h-4 w-64 max-w-full" />
      </div>
    );
  } else if (preview.isError) {
    status = (
      <LoadErrorNote
        title="The orders couldn’t be counted."
        message={preview.error.message}
        onRetry={() => void preview.refetch()}
        className="text-sm"
      />
    );
  } else if (count === 0) {
    status = (
      <p className="text-sm text-ink-soft">
        Every order {step} in the last {days} days is already in Xero or on its way.
      </p>
    );
  } else {
    status = (
      <div className="flex flex-wrap items-center gap-3">
        <p className="min-w-0 flex-1 text-sm text-ink" aria-live="polite">
          <span className="font-semibold tabular-nums">{ordersWord(count)}</span> placed since{' '}
          {formatDateTime(preview.data.since, place.timeZone)} {count === 1 ? 'has' : 'have'} no {document} in Xero yet.
        </p>
        <Button variant="secondary" className="max-sm:w-full" onClick={() => setConfirming(true)}>
          <History aria-hidden="true" className="h-4 w-4" />
          Send {ordersWord(count)} to Xero
        </Button>
      </div>
    );
  }

  return (
    <SettingsSection title="Send earlier orders" headingId="xero-backfill-heading">
      <p className="mt-1 text-sm text-ink-soft">
        {supplier ? `Orders ${step} before Xero was connected` : 'Orders your suppliers accepted before Xero was connected'} weren’t sent.
        Choose how far back to look; orders already in Xero are left alone.
      </p>
      <fieldset className="mt-4 min-w-0">
        <legend className="mb-1 text-sm font-medium text-ink">Orders placed in the last</legend>
        <div className="flex flex-wrap gap-2">
          {[...PRESETS, 'other' as const].map((choice) => (
            <label
              key={choice}
              className="flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-line bg-white px-3 text-sm has-[:checked]:border-malt-700 has-[:checked]:bg-malt-50"
            >
              <input
                type="radio"
                name="xero-backfill-window"
                className="h-4 w-4 accent-malt-700"
                checked={range === choice}
                onChange={() => setRange(choice)}
              />
              {choice === 'other' ? 'Another number of days' : `${choice} days`}
            </label>
          ))}
        </div>
      </fieldset>
      {range === 'other' ? (
        <TextField
          label="Days"
          inputMode="numeric"
          className="mt-3 max-w-[10rem]"
          value={otherText}
          onChange={(event) => setOtherText(event.target.value)}
          error={fieldError}
          hint={`1 to ${XERO_BACKFILL_MAX_DAYS}`}
        />
      ) : null}
      <div className="mt-4">{status}</div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="primary"
        title={`Send ${ordersWord(count)} to ${xeroName}?`}
        description={`The ${ordersWord(count)} of the last ${days ?? ''} days with nothing in Xero become ${integration.invoiceStatus === 'AUTHORISED' ? 'approved' : 'draft'} ${document}s, each dated the day the order was ${step}.`}
        confirmLabel={`Send ${ordersWord(count)}`}
        cancelLabel="Not now"
        busy={send.isPending}
        onConfirm={onSend}
      />
    </SettingsSection>
  );
}
