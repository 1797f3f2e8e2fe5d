import { zodResolver } from '@hookform/resolvers/zod';
import { INVITE_LIFETIME_DAYS, InviteCreate } from '@tapline/contracts';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Mail } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { BackLink } from '@/components/ui/back-link';
import { bindFields } from '@/components/ui/bind-fields';
import { Button, LinkButton } from '@/components/ui/button';
import { NoAccess } from '@/components/ui/no-access';
import { PageHeader } from '@/components/ui/page-header';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';
import {
  useCreateInvite,
  teamMembersQueryOptions,
  canManageTeam,
  grantableRoles,
  defaultInviteRole,
  ROLE_LABELS,
  ROLE_SUMMARIES,
  RoleRules,
} from '@/features/team';
import { fieldErrors } from '@/lib/api-client';
import { inviteDeliveryMessage } from '@/lib/invite-delivery';
import { TeamError } from './-components/team-error';
import { FormPageSkeleton } from '@/components/ui/skeleton';
import { useActiveTeam } from './-components/use-active-team';
import { useSignedInPageHead } from '@/lib/page-head';

export const Route = createFileRoute('/dash/team/invite')({
  loader: ({ context: { queryClient, entity } }) => queryClient.ensureQueryData(teamMembersQueryOptions(entity)),
  pendingComponent: FormPageSkeleton,
  errorComponent: TeamError,
  component: InvitePage,
});

const LABELS = { email: 'Email', organisationRole: 'Role' } as const;

function InvitePage() {
  const { organisation, myRole } = useActiveTeam();
  useSignedInPageHead('Invite someone', organisation.name);
  if (!canManageTeam(myRole)) return <NoAccess reason={`Only owners and admins of ${organisation.name} can invite people.`} />;
  return <InviteForm />;
}

function InviteForm() {
  const { organisation, myRole } = useActiveTeam();
  const navigate = useNavigate();
  const createInvite = useCreateInvite(organisation);
  const form = useForm({
    resolver: zodResolver(InviteCreate),
    defaultValues: { email: '', organisationRole: defaultInviteRole(organisation.type) },
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const field = bindFields(form.register, errors, LABELS);
  const chosen = useWatch({ control: form.control, name: 'organisationRole' });
  const roles = grantableRoles(myRole, organisation.type).map((role) => ({ value: role, label: ROLE_LABELS[role] }));

  const submit = form.handleSubmit(async (values) => {
    try {
      const invite = await createInvite.mutateAsync(values);
      toast.success(inviteDeliveryMessage(invite.email, invite.mailState));
      await navigate({ to: '/dash/team', ignoreBlocker: true });
    } catch (error) {
      const issues = fieldErrors(error).filter((issue): issue is { field: keyof typeof LABELS; message: string } => issue.field in LABELS);
      issues.forEach((issue, index) => form.setError(issue.field, { message: issue.message }, { shouldFocus: index === 0 }));
      if (issues.length === 0) toast.error(error instanceof Error ? error.message : 'The invite could not be sent.');
    }
  });

  return (
    <>
      <BackLink to="/dash/team">Team</BackLink>
      <div className="mt-3">
        <PageHeader title="Invite someone" eyebrow={organisation.name}>
          We’ll email them a link to join {organisation.name}. It works for {INVITE_LIFETIME_DAYS} days.
        </PageHeader>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5 rounded-xl border border-line bg-white p-5">
          <TextField
            label={LABELS.email}
            type="email"
            autoComplete="off"
            inputMode="email"
            placeholder="name@example.com"
            hint="They’ll set their name and a password when they accept, or sign in if they already use Tapline."
            {...field('email')}
          />
          <SelectField
            label={LABELS.organisationRole}
            options={roles}
            hint={`${ROLE_SUMMARIES[chosen] ?? ''}.${myRole === 'admin' ? ' Only an owner can invite an owner.' : ''}`}
            {...field('organisationRole')}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <LinkButton to="/dash/team" variant="secondary">
              Cancel
            </LinkButton>
            <Button type="submit" disabled={isSubmitting}>
              <Mail aria-hidden="true" className="h-4 w-4" />
              Send invite
            </Button>
          </div>
          <UnsavedChangesGuard when={isDirty && !isSubmitting} />
        </form>
        <RoleRules type={organisation.type} />
      </div>
    </>
  );
}
