import * as Dialog from '@radix-ui/react-dialog';
import type { OnTapEntry, PutOnTapOffer } from '@tapline/contracts';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useCreateOnTapEntry } from '../api/create-on-tap-entry';
import { toast } from '../api/settle-on-tap';
import { entryErrorsOf } from '../entry-errors';
import { hasSizeErrors, servingSizesOf } from '../serving-sizes';
import { addedText } from './add-beer-panel';
import { ServingSizesFieldset, setSizeErrors, type SizesFormValues } from './serving-sizes-fieldset';

interface PutOnTapDialogProps {
  venueId: string;
  /** the delivered keg, or null while the dialog is closed */
  offer: PutOnTapOffer | null;
  nextFreeTapNumber: number | null;
  onClose: () => void;
  onAdded: (entry: OnTapEntry) => void;
}

/** The glasses a bar usually pours a keg in, with their prices left to fill. */
const FIRST_SIZES: SizesFormValues = {
  sizes: [
    { label: 'Schooner', volumeMl: '425', price: '' },
    { label: 'Pint', volumeMl: '570', price: '' },
  ],
};

/**
 * "Put on tap" for a delivered keg its beer never poured from here (decision 0144): its serving sizes and prices
 * are asked in the same step, so it never reaches the board without them.
 */
export function PutOnTapDialog({ venueId, offer, nextFreeTapNumber, onClose, onAdded }: PutOnTapDialogProps) {
  return (
    <Dialog.Root open={offer !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-40 bg-stone-900/40" />
        <Dialog.Content className="animate-fade-in fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-line bg-white p-5 shadow-xl outline-none">
          {/* keyed by the offer: a new keg starts from the usual glasses again */}
          {offer ? (
            <PricesForm
              key={`${offer.supplierOrderId}-${offer.skuId}`}
              venueId={venueId}
              offer={offer}
              nextFreeTapNumber={nextFreeTapNumber}
              onClose={onClose}
              onAdded={onAdded}
            />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PricesForm({ venueId, offer, nextFreeTapNumber, onClose, onAdded }: PutOnTapDialogProps & { offer: PutOnTapOffer }) {
  const create = useCreateOnTapEntry(venueId);
  const form = useForm<SizesFormValues>({ defaultValues: FIRST_SIZES });
  const { handleSubmit, setError, clearErrors, formState } = form;

  const submit = handleSubmit(async (values) => {
    clearErrors();
    const parsed = servingSizesOf(values.sizes);
    if (parsed.sizes.length === 0) {
      setError('sizes', { message: 'Add at least one size with its price: the board shows what a glass costs.' });
      return;
    }
    if (hasSizeErrors(parsed.errors)) {
      setSizeErrors(setError, parsed.errors);
      return;
    }
    try {
      // no tap number: the server takes the lowest free one
      const entry = await create.mutateAsync({
        productId: offer.productId,
        skuId: offer.skuId,
        supplierOrderId: offer.supplierOrderId,
        status: 'pouring',
        servingSizes: parsed.sizes,
      });
      void toast('success', addedText(entry));
      onAdded(entry);
      onClose();
    } catch (error) {
      const placed = entryErrorsOf(error);
      setSizeErrors(setError, placed.sizes);
      const other = placed.form ?? placed.tapNumber;
      if (other) setError('root', { message: other });
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Dialog.Title className="text-lg font-semibold text-ink">Put {offer.productName} on tap</Dialog.Title>
        <Dialog.Description className="mt-2 text-sm text-ink-soft">
          {nextFreeTapNumber !== null ? `It goes on tap ${nextFreeTapNumber}. ` : ''}
          It hasn’t poured here before: give the glasses you serve it in and what each costs, as your board will show them.
        </Dialog.Description>
        <div className="mt-4">
          <ServingSizesFieldset empty="No sizes: add at least one glass with its price." />
        </div>
        {formState.errors.root?.message ? (
          <p role="alert" className="mt-4 text-sm font-medium text-red-700">
            {formState.errors.root.message}
          </p>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Dialog.Close asChild>
            <Button variant="secondary" disabled={formState.isSubmitting}>
              Cancel
            </Button>
          </Dialog.Close>
          <Button type="submit" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting || undefined}>
            Put on tap
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
