import { zodResolver } from '@hookform/resolvers/zod';
import { ApplicationDecline, type Application } from '@tapline/contracts';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextareaField } from '@/components/ui/textarea-field';
import { fieldMessage } from '@/lib/field-message';
import { useDeclineApplication } from '../api/applications';

interface DeclineDialogProps {
  application: Application;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Decline, asking why: the reason is emailed to the applicant. */
export function DeclineApplicationDialog({ application, open, onOpenChange }: DeclineDialogProps) {
  const decline = useDeclineApplication(application.id);
  const form = useForm({ resolver: zodResolver(ApplicationDecline), defaultValues: { reason: '' } });
  const submit = form.handleSubmit(({ reason }) =>
    decline.mutate(reason, {
      onSuccess: () => {
        toast.success(`${application.businessName} is declined; ${application.email} is emailed the reason`);
        form.reset();
        onOpenChange(false);
      },
      onError: (failure) => toast.error(failure.message),
    }),
  );
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset();
        onOpenChange(next);
      }}
      title={`Decline ${application.businessName}?`}
      description={`${application.contactName} (${application.email}) gets an email with the reason you give.`}
      confirmLabel="Decline"
      busy={decline.isPending}
      onConfirm={() => void submit()}
    >
      <TextareaField
        label="Reason"
        hint="Written to the applicant, e.g. “We couldn’t find this ABN on the Australian Business Register.”"
        maxLength={1000}
        rows={4}
        error={fieldMessage('Reason', 'reason', form.formState.errors.reason?.message)}
        {...form.register('reason')}
      />
    </ConfirmDialog>
  );
}
