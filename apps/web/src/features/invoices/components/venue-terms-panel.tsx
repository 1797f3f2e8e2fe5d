import type { VenuePaymentTerms } from '@tapline/contracts';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SelectField, type SelectOption } from '@/components/ui/select-field';
import { DataTable, type DataColumn } from '@/components/ui/table';
import { SettingsSection } from '@/components/ui/titled-section';
import { useVenueTermsChange } from '../api/invoice-settings';
import { termsOf, type PaymentTermsValues } from '../payment-terms-form';
import { PaymentTermsFields } from './payment-terms-fields';

const START: PaymentTermsValues = { kind: 'net_days', number: '30' };

/** The form that gives one venue its own terms (or changes them): a venue it has served, and the terms. */
function SetVenueTerms({ supplierId, venues }: { supplierId: string; venues: readonly SelectOption[] }) {
  const [venueId, setVenueId] = useState('');
  const [terms, setTerms] = useState<PaymentTermsValues>(START);
  const [errors, setErrors] = useState<{ venue?: string; terms?: string }>({});
  const { set } = useVenueTermsChange(supplierId);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = termsOf(terms);
    const found = { ...(venueId ? {} : { venue: 'Choose a venue' }), ...(parsed.ok ? {} : { terms: parsed.message }) };
    setErrors(found);
    if (!parsed.ok || !venueId) return;
    set.mutate(
      { venueId, paymentTerms: parsed.terms },
      {
        onSuccess: (saved) => {
          toast.success(`${saved.venueName} now pays ${saved.paymentTermsLabel.toLowerCase()}`);
          setVenueId('');
          setTerms(START);
        },
        onError: (error) => toast.error(error.message),
      },
    );
  }

  if (venues.length === 0) {
    return <p className="mt-4 text-sm text-ink-soft">Once venues order from you, you can give any of them terms of their own here.</p>;
  }
  return (
    <form noValidate onSubmit={submit} aria-label="Give a venue its own terms" className="mt-5 space-y-4 border-t border-line pt-4">
      <h3 className="font-semibold text-ink">Give a venue its own terms</h3>
      <SelectField
        label="Venue"
        options={[{ value: '', label: 'Choose a venue' }, ...venues]}
        value={venueId}
        error={errors.venue}
        onChange={(event) => setVenueId(event.currentTarget.value)}
      />
      <PaymentTermsFields label="Its terms" values={terms} error={errors.terms} onChange={setTerms} />
      <div className="flex justify-end">
        <Button type="submit" disabled={set.isPending} className="max-sm:w-full">
          {set.isPending ? 'Saving…' : 'Save its terms'}
        </Button>
      </div>
    </form>
  );
}

/**
 * The venues that pay on terms of their own instead of the supplier's default (owner or admin: set, change, remove;
 * members read). `venues`: the venues the supplier has served, to choose from.
 */
export function VenueTermsPanel({
  supplierId,
  items,
  venues,
  canManage,
  defaultLabel,
}: {
  supplierId: string;
  items: readonly VenuePaymentTerms[];
  venues: readonly SelectOption[];
  canManage: boolean;
  defaultLabel: string;
}) {
  const [removing, setRemoving] = useState<VenuePaymentTerms | null>(null);
  const { remove } = useVenueTermsChange(supplierId);
  const columns: DataColumn<VenuePaymentTerms>[] = [
    { label: 'Venue', rowHeader: true, className: 'text-left font-semibold text-ink', cell: (row) => row.venueName },
    { label: 'Terms', className: 'text-ink', cell: (row) => row.paymentTermsLabel },
    ...(canManage
      ? [
          {
            label: 'Action',
            srOnly: true,
            align: 'right' as const,
            className: 'text-right max-sm:mt-2 max-sm:text-left',
            cell: (row: VenuePaymentTerms) => (
              <Button variant="secondary" onClick={() => setRemoving(row)} aria-label={`Remove the terms of ${row.venueName}`}>
                Remove
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <SettingsSection title="Venues with their own terms" headingId="venue-terms-heading">
      <p className="mt-0.5 text-sm text-ink-soft">Every other venue pays on your default terms: {defaultLabel.toLowerCase()}.</p>
      <div className="mt-4">
        {items.length === 0 ? (
          <p className="rounded-lg border border-dashed border-stone-300 px-4 py-6 text-center text-sm text-ink-soft">
            No venue has terms of its own.
          </p>
        ) : (
          <DataTable
            look="cards"
            columns={columns}
            rows={items}
            rowKey={(row) => row.venueId}
            className="sm:rounded-lg sm:border sm:border-line"
          />
        )}
      </div>
      {canManage ? <SetVenueTerms supplierId={supplierId} venues={venues} /> : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={`Put ${removing?.venueName ?? 'this venue'} back on your default terms?`}
        description={`Its next invoices will say ${defaultLabel.toLowerCase()}. Invoices already issued keep their terms.`}
        confirmLabel="Remove its terms"
        busy={remove.isPending}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.venueId, {
            onSuccess: () => {
              toast.success(`${removing.venueName} is back on your default terms`);
              setRemoving(null);
            },
            onError: (error) => toast.error(error.message),
          });
        }}
      />
    </SettingsSection>
  );
}
