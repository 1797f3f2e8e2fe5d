import { zodResolver } from '@hookform/resolvers/zod';
import { ApplicationApprove, organisationSlugFromName, type Application, type ApplicationApproved } from '@tapline/contracts';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { bindFields } from '@/components/ui/bind-fields';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/text-field';
import { fieldErrors } from '@/lib/api-client';
import { inviteDeliveryMessage } from '@/lib/invite-delivery';
import { TYPE_WORDS } from '../admin-search';
import { useApproveApplication } from '../api/applications';
import { OwnerEmailField, SlugField } from './organisation-fields';

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
  const field = bindFields(form.register, form.formState.errors, LABELS);

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
        <TextField label={LABELS.name} autoComplete="off" {...field('name')} />
        <SlugField label={LABELS.slug} path={words.path} shown={slug.trim() || '…'} {...field('slug')} />
        <OwnerEmailField
          label={LABELS.ownerEmail}
          hint="We’ll email this person an invite to become the owner. It works for 7 days."
          {...field('ownerEmail')}
        />
      </div>
    </ConfirmDialog>
  );
}
