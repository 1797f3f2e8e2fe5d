import type { AdminOrganisation } from '@tapline/contracts';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { useChangeOrganisationStatus } from '../api/change-organisation-status';
import { SuspendDialog } from './suspend-dialog';

/** What an admin asked to do, and to which organisation. */
export interface StatusChangeAsked {
  organisation: Pick<AdminOrganisation, 'id' | 'name'>;
  action: 'suspend' | 'reactivate';
}

/**
 * The dialogs behind Suspend and Reactivate (the list's rows, an organisation's page): suspend asks why, reactivate
 * asks to confirm; the outcome is a toast. `change` is the caller's, so its buttons can show it is busy.
 */
export function StatusChangeDialogs({
  change,
  asked,
  onClose,
}: {
  change: ReturnType<typeof useChangeOrganisationStatus>;
  asked: StatusChangeAsked | null;
  onClose: () => void;
}) {
  const organisation = asked?.organisation ?? null;
  const name = organisation?.name ?? '';

  function suspend(reason: string) {
    if (!organisation) return;
    change.mutate(
      { id: organisation.id, action: 'suspend', reason },
      {
        onSuccess: () => {
          onClose();
          toast.success(`${organisation.name} is suspended`);
        },
        onError: (error) => toast.error(error.message),
      },
    );
  }

  function reactivate() {
    if (!organisation) return;
    change.mutate(
      { id: organisation.id, action: 'reactivate' },
      {
        onSuccess: () => toast.success(`${organisation.name} is active again`),
        onError: (error) => toast.error(error.message),
        onSettled: onClose,
      },
    );
  }

  return (
    <>
      <SuspendDialog
        organisation={asked?.action === 'suspend' ? organisation : null}
        busy={change.isPending}
        onCancel={onClose}
        onSuspend={suspend}
      />
      <ConfirmDialog
        open={asked?.action === 'reactivate'}
        onOpenChange={(open) => (open ? undefined : onClose())}
        title={`Reactivate ${name}?`}
        description={`${name} returns to the public lists and can take orders again. The suspension reason is cleared.`}
        confirmLabel={`Reactivate ${name}`}
        tone="primary"
        busy={change.isPending}
        onConfirm={reactivate}
      />
    </>
  );
}
