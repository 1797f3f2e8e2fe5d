import { EXPORT_RANGE_DAYS_MAX, type ExportKind, ExportQuery, exportKinds } from '@tapline/contracts';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { OrganisationKey } from '@/features/organisations';
import { apiDownload } from '@/lib/api-client';

// Orders, order lines, invoices and payments as CSV for a range of days (decision 0189).

const FILES: Record<ExportKind, { title: string; about: string }> = {
  orders: { title: 'Orders', about: 'One row per order (per supplier), with its status, delivery day and totals.' },
  'order-lines': {
    title: 'Order lines',
    about: 'Every line of those orders: SKU, product, pack, ordered and supplied quantities, prices.',
  },
  invoices: { title: 'Invoices', about: 'Tax invoices and adjustment notes issued in the range, with their order and totals.' },
  payments: { title: 'Payments', about: 'Payments against invoices, by the day paid, with their reference.' },
};

/** `/api/{suppliers|venues}/{id}/exports/{kind}.csv?from=…&to=…` */
const exportPath = (organisation: OrganisationKey, kind: ExportKind, range: ExportQuery) =>
  `/api/${organisation.type}s/${encodeURIComponent(organisation.id)}/exports/${kind}.csv?${new URLSearchParams(range).toString()}`;

/** The first day of the month of `today` ("2026-11-01"). */
const monthStart = (today: string) => `${today.slice(0, 8)}01`;

/** The range (days of the organisation's time zone) and a download button for each file. */
export function ExportsPanel({ organisation, today }: { organisation: OrganisationKey; today: string }) {
  const [range, setRange] = useState<ExportQuery>({ from: monthStart(today), to: today });
  const [busy, setBusy] = useState<ExportKind | null>(null);
  const checked = ExportQuery.safeParse(range);
  const errorOf = (field: keyof ExportQuery) =>
    checked.success ? undefined : checked.error.issues.find((issue) => issue.path[0] === field)?.message;
  const download = (kind: ExportKind) => {
    if (!checked.success) return;
    setBusy(kind);
    apiDownload(exportPath(organisation, kind, checked.data), `${kind}.csv`)
      .catch((error: Error) => toast.error(error.message))
      .finally(() => setBusy(null));
  };
  return (
    <div className="space-y-6">
      <fieldset className="flex flex-wrap items-start gap-4 rounded-xl border border-line bg-white p-4">
        <legend className="px-1 text-sm font-semibold text-ink">Days</legend>
        <TextField
          label="From"
          type="date"
          max={today}
          value={range.from}
          error={errorOf('from')}
          onChange={(event) => setRange({ ...range, from: event.target.value })}
        />
        <TextField
          label="To"
          type="date"
          value={range.to}
          error={errorOf('to')}
          hint={`Both days included; up to ${EXPORT_RANGE_DAYS_MAX} days.`}
          onChange={(event) => setRange({ ...range, to: event.target.value })}
        />
      </fieldset>
      <ul className="grid gap-3 sm:grid-cols-2">
        {exportKinds.map((kind) => (
          <li key={kind} className="flex flex-col justify-between gap-3 rounded-xl border border-line bg-white p-4">
            <div>
              <h2 className="font-semibold text-ink">{FILES[kind].title}</h2>
              <p className="mt-1 text-sm text-ink-soft">{FILES[kind].about}</p>
            </div>
            <Button
              variant="secondary"
              className="self-start"
              onClick={() => download(kind)}
              disabled={!checked.success || busy !== null}
              aria-busy={busy === kind || undefined}
            >
              <FileDown aria-hidden="true" className="h-4 w-4" />
              {busy === kind ? 'Preparing…' : `Download ${FILES[kind].title.toLowerCase()} CSV`}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
