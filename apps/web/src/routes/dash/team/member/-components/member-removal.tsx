import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { userOrganisationsQueryOptions } from '@/features/organisations';
import { useEntity } from '@/features/session';
import { useRemoveTeamMember, canManageMember, isLastOwner } from '@/features/team';
import type { MemberPanelProps } from './member-panel-props';

/** Remove someone from the team (or leave it yourself), after a dialog that names them. Hidden from those who can't. */
export function MemberRemoval({ organisation, organisationName, member, members, myRole, isYou }: MemberPanelProps) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveTeamMember(organisation);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { clear } = useEntity();
  if (!canManageMember(myRole, member.organisationRole)) return null;
  const name = member.name || member.email;
  const lastOwner = isLastOwner(members, member.userId);

  function confirm() {
    remove.mutate(member.userId, {
      onSuccess: () => {
        setOpen(false);
        if (isYou) {
          clear();
          void queryClient.invalidateQueries({ queryKey: userOrganisationsQueryOptions(member.userId).queryKey });
          toast.success(`You left ${organisationName}`);
          void navigate({ to: '/dash/profile/choose-entity' });
        } else {
          toast.success(`${name} was removed from ${organisationName}`);
          void navigate({ to: '/dash/team' });
        }
      },
      onError: (error) => {
        setOpen(false);
        toast.error(error.message);
      },
    });
  }

  return (
    <section aria-labelledby="remove-heading" className="rounded-xl border border-red-200 bg-white p-5">
      <h2 id="remove-heading" className="text-lg font-semibold text-ink">
        {isYou ? `Leave ${organisationName}` : 'Remove from team'}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        {lastOwner
          ? `${isYou ? 'You are' : `${name} is`} the only owner, and ${organisationName} needs one. Make someone else an owner first.`
          : isYou
            ? `You’ll lose access to ${organisationName} straight away. An owner or admin can invite you again.`
            : `${name} loses access to ${organisationName} straight away. You can invite them again later.`}
      </p>
      <div className="mt-4 flex justify-end">
        <Button variant="danger" disabled={lastOwner} onClick={() => setOpen(true)} className="max-sm:w-full">
          {isYou ? `Leave ${organisationName}` : 'Remove from team'}
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={isYou ? `Leave ${organisationName}?` : `Remove ${name} from ${organisationName}?`}
        description={
          isYou
            ? 'You won’t see its orders, team or settings any more.'
            : `${name} (${member.email}) won’t be able to sign in for ${organisationName} any more.`
        }
        confirmLabel={isYou ? 'Leave' : `Remove ${name}`}
        busy={remove.isPending}
        onConfirm={confirm}
      />
    </section>
  );
}
