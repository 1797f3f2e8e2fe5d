import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { useUnenrollFactor } from '../api/unenroll-factor';
import { authErrorMessage, isInsufficientAal } from '../auth-error-message';
import { factorName, type MfaFactor } from '../factors';
import { FormError } from './form-error';
import { SecondFactorLink } from './second-factor-link';

/** "Remove …?" naming the factor; a verified one can only go from a session that passed the second step. */
export function RemoveFactorDialog({ factor }: { factor: MfaFactor }) {
  const [open, setOpen] = useState(false);
  const unenroll = useUnenrollFactor();
  const name = factorName(factor);
  const verified = factor.status === 'verified';

  function remove() {
    unenroll.mutate(factor.id, {
      onSuccess: () => {
        setOpen(false);
        toast.success(`Removed ${name}`);
      },
    });
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) unenroll.reset();
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="secondary" aria-label={`Remove ${name}`}>
          Remove
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-40 bg-stone-900/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl outline-none">
          <Dialog.Title className="text-lg font-bold text-ink">Remove {name}?</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-ink-soft">
            {verified
              ? `You will no longer be able to confirm your sign-in with ${name}.`
              : 'It was never verified, so nothing stops working. You can add it again afterwards.'}
          </Dialog.Description>
          <div className="mt-4">
            <FormError message={unenroll.isError ? authErrorMessage(unenroll.error) : null}>
              {isInsufficientAal(unenroll.error) ? <SecondFactorLink /> : null}
            </FormError>
          </div>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="secondary">Cancel</Button>
            </Dialog.Close>
            <Button className="bg-red-700 hover:bg-red-800" onClick={remove} disabled={unenroll.isPending}>
              {unenroll.isPending ? 'Removing…' : `Remove ${name}`}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
