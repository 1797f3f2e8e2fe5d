import { zodResolver } from '@hookform/resolvers/zod';
import { RoleChange } from '@tapline/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';
import { userOrganisationsQueryOptions } from '@/features/organisations';
import {
  useChangeMemberRole,
  canManageMember,
  grantableRoles,
  isLastOwner,
  ROLE_LABELS,
  ROLE_SUMMARIES,
  roleWithArticle,
} from '@/features/team';
import type { MemberPanelProps } from './member-panel-props';
import { fieldMessage } from '@/lib/field-message';
import { TitledSection } from '@/components/ui/titled-section';

/** Why the role can't be changed from here, or null when it can. */
function lockedReason({ member, members, myRole, isYou, organisationName }: MemberPanelProps): string | null {
  if (myRole !== 'owner' && myRole !== 'admin') return 'Only owners and admins can change roles.';
  if (!canManageMember(myRole, member.organisationRole)) return 'Only an owner can change an owner’s role.';
  if (isLastOwner(members, member.userId)) {
    return isYou
      ? `You’re the only owner of ${organisationName}. Make someone else an owner before changing your own role.`
      : `${member.name || member.email} is the only owner of ${organisationName}. Make someone else an owner first.`;
  }
  return null;
}

export function MemberRoleForm(props: MemberPanelProps) {
  const { organisation, member, myRole, isYou } = props;
  const queryClient = useQueryClient();
  const changeRole = useChangeMemberRole(organisation);
  const form = useForm({
    resolver: zodResolver(RoleChange, { error: () => 'Choose one of the roles listed' }),
    values: { organisationRole: member.organisationRole },
  });
  // read during render, so react-hook-form keeps it up to date for the guard
  const { isDirty } = form.formState;
  const locked = lockedReason(props);
  const options = grantableRoles(myRole, organisation.type).map((role) => ({ value: role, label: ROLE_LABELS[role] }));
  const chosen = useWatch({ control: form.control, name: 'organisationRole' });
  const name = member.name || member.email;

  const submit = form.handleSubmit((values) =>
    changeRole
      .mutateAsync(
        { userId: member.userId, organisationRole: values.organisationRole },
        {
          onSuccess: () => {
            form.reset(values);
            toast.success(
              isYou
                ? `You are now ${roleWithArticle(values.organisationRole)}`
                : `${name} is now ${roleWithArticle(values.organisationRole)}`,
            );
            if (isYou) void queryClient.invalidateQueries({ queryKey: userOrganisationsQueryOptions(member.userId).queryKey });
          },
          // the server has the last word (another owner may have changed the team meanwhile): show why it said no
          onError: (error) => toast.error(error.message),
        },
      )
      .catch(() => undefined),
  );

  return (
    <TitledSection
      title="Change role"
      headingId="role-heading"
      headingClassName="text-lg font-semibold text-ink"
      className="rounded-xl border border-line bg-white p-5"
    >
      {locked ? (
        <p className="mt-2 text-sm text-ink-soft">{locked}</p>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate className="mt-3 space-y-4">
          <SelectField
            label="Role"
            options={options}
            error={fieldMessage('Role', 'organisationRole', form.formState.errors.organisationRole?.message)}
            hint={`${ROLE_SUMMARIES[chosen] ?? ''}.${myRole === 'admin' ? ' Only an owner can make an owner.' : ''}`}
            {...form.register('organisationRole')}
          />
          {isYou && chosen !== member.organisationRole ? (
            <p className="rounded-lg bg-malt-50 p-3 text-sm text-malt-800">
              You’re changing your own role: you may lose access to the team pages.
            </p>
          ) : null}
          <div className="flex justify-end">
            <Button type="submit" disabled={changeRole.isPending || !isDirty} className="max-sm:w-full">
              Save role
            </Button>
          </div>
          <UnsavedChangesGuard when={isDirty && !changeRole.isPending} />
        </form>
      )}
    </TitledSection>
  );
}
