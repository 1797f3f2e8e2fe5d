import { zodResolver } from '@hookform/resolvers/zod';
import { SuspendBody, type AdminOrganisation } from '@tapline/contracts';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextareaField } from '@/components/ui/textarea-field';
import { fieldMessage } from '@/lib/field-message';

interface SuspendDialogProps {
  organisation: Pick<AdminOrganisation, 'name'> | null;
  busy: boolean;
  onCancel: () => void;
  onSuspend: (reason: string) => void;
}

/** Suspend, naming the organisation and asking why: its members will read the reason. */
export function SuspendDialog({ organisation, busy, onCancel, onSuspend }: SuspendDialogProps) {
  const form = useForm({ resolver: zodResolver(SuspendBody), defaultValues: { reason: '' } });
  const submit = form.handleSubmit(({ reason }) => onSuspend(reason));
  const name = organisation?.name ?? '';
  return (
    <ConfirmDialog
      open={organisation !== null}
      onOpenChange={(open) => {
        if (!open) {
          form.reset();
          onCancel();
        }
      }}
      title={`Suspend ${name}?`}
      description={`${name} leaves the public lists and takes no orders. Its members can still sign in, and they’ll see the reason you give.`}
      confirmLabel={`Suspend ${name}`}
      busy={busy}
      onConfirm={() => void submit()}
    >
      <TextareaField
        label="Reason"
        hint="Shown to its members, e.g. “Unpaid invoices since March — call accounts on 1300 000 000”."
        maxLength={500}
        error={fieldMessage('Reason', 'reason', form.formState.errors.reason?.message)}
        {...form.register('reason')}
      />
    </ConfirmDialog>
  );
}
