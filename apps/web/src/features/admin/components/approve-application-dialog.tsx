import { zodResolver } from '@hookform/resolvers/zod';
import { ApplicationApprove, organisationSlugFromName, type Application, type ApplicationApproved } from '@tapline/contracts';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/text-field';
import { fieldErrors } from '@/lib/api-client';
import { fieldMessage } from '@/lib/field-message';
import { inviteDeliveryMessage } from '@/lib/invite-delivery';
import { TYPE_WORDS } from '../admin-search';
import { useApproveApplication } from '../api/applications';

const ApproveForm = ApplicationApprove.required();
type Field = 'name' | 'slug' | 'ownerEmail';
const LABELS: Record<Field, string> = { name: 'Name', slug: 'Slug', ownerEmail: 'Owner’s email' };

interface ApproveDialogProps {
  application: Application;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onApproved: (answer: ApplicationApproved) => void;
}

/** Approve, with the organisation's first values filled in from the application and editable. */
export function ApproveApplicationDialog({ application, open, onOpenChange, onApproved }: ApproveDialogProps) {
  const words = TYPE_WORDS[application.type];
  const approve = useApproveApplication(application.id);
  const defaults = {
    name: application.businessName,
    slug: organisationSlugFromName(application.businessName, application.type),
    ownerEmail: application.email,
  };
  const form = useForm({ resolver: zodResolver(ApproveForm), defaultValues: defaults });
  const slug = useWatch({ control: form.control, name: 'slug' });
  const error = (field: Field) => fieldMessage(LABELS[field], field, form.formState.errors[field]?.message);

  const submit = form.handleSubmit(async (body) => {
    try {
      const answer = await approve.mutateAsync(body);
      toast.success(inviteDeliveryMessage(answer.invite.email, answer.invite.mailState));
      onApproved(answer);
    } catch (failure) {
      const issues = fieldErrors(failure).filter((issue): issue is { field: Field; message: string } => issue.field in LABELS);
      issues.forEach((issue, index) => form.setError(issue.field, { message: issue.message }, { shouldFocus: index === 0 }));
      if (issues.length === 0) toast.error(failure instanceof Error ? failure.message : 'The application could not be approved.');
    }
  });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset(defaults);
        onOpenChange(next);
      }}
      title={`Approve ${application.businessName}?`}
      description={`This creates the ${words.one} and emails its first owner an invite to set it up.`}
      confirmLabel="Approve"
      tone="primary"
      busy={approve.isPending}
      onConfirm={() => void submit()}
    >
      <div className="space-y-4">
        <TextField label={LABELS.name} autoComplete="off" error={error('name')} {...form.register('name')} />
        <TextField
          label={LABELS.slug}
          autoComplete="off"
          spellCheck={false}
          error={error('slug')}
          hint={
            <>
              Its public address:{' '}
              <span className="font-mono text-ink [overflow-wrap:anywhere]">
                {words.path}/{slug.trim() || '…'}
              </span>
            </>
          }
          {...form.register('slug')}
        />
        <TextField
          label={LABELS.ownerEmail}
          type="email"
          inputMode="email"
          autoComplete="off"
          error={error('ownerEmail')}
          hint="We’ll email this person an invite to become the owner. It works for 7 days."
          {...form.register('ownerEmail')}
        />
      </div>
    </ConfirmDialog>
  );
}
