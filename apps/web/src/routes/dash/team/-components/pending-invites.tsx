import type { Invite, OrganisationRole } from '@tapline/contracts';
import { RotateCw, X } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import type { OrganisationKey } from '@/features/organisations';
import { useInvites, useResendInvite, useRevokeInvite, RoleChip, canManageMember } from '@/features/team';
import { formatDateTime, formatRelative } from '@/lib/format-time';
import { inviteDeliveryMessage } from '@/lib/invite-delivery';
import { TitledSection } from '@/components/ui/titled-section';

interface PendingInvitesProps {
  organisation: OrganisationKey & { name: string };
  myRole: OrganisationRole | null;
}

/** Open invites (pending or expired) with Resend and Revoke; only owners and admins see this section. */
export function PendingInvites({ organisation, myRole }: PendingInvitesProps) {
  const invites = useInvites(organisation, true);
  const resend = useResendInvite(organisation);
  const revoke = useRevokeInvite(organisation);
  const [revoking, setRevoking] = useState<Invite | null>(null);

  function resendTo(invite: Invite) {
    resend.mutate(invite.id, {
      onSuccess: (issued) => toast.success(inviteDeliveryMessage(invite.email, issued.mailState, 'resend')),
      onError: (error) => toast.error(error.message),
    });
  }

  function confirmRevoke() {
    if (!revoking) return;
    const invite = revoking;
    revoke.mutate(invite.id, {
      onSuccess: () => toast.success(`The invite to ${invite.email} was revoked`),
      onError: (error) => toast.error(error.message),
      onSettled: () => setRevoking(null),
    });
  }

  let content;
  if (invites.isPending) {
    content = (
      <div role="status" className="space-y-3 p-4">
        <span className="sr-only">Loading invites…</span>
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    );
  } else if (invites.isError) {
    content = (
      <ErrorState
        title="The invites couldn’t be loaded"
        description="The team is fine; only the list of open invites failed."
        message={invites.error.message}
        onRetry={() => void invites.refetch()}
      />
    );
  } else if (invites.data.items.length === 0) {
    content = (
      <p className="px-4 py-6 text-center text-sm text-ink-soft">
        No open invites. Invite someone and their invite waits here until they join.
      </p>
    );
  } else {
    content = (
      <ul className="divide-y divide-line">
        {invites.data.items.map((invite) => {
          const expired = invite.status === 'expired';
          const manageable = canManageMember(myRole, invite.organisationRole);
          return (
            <li
              key={invite.id}
              aria-label={`Invite to ${invite.email}`}
              className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center"
            >
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="[overflow-wrap:anywhere] font-medium text-ink">{invite.email}</span>
                  <RoleChip role={invite.organisationRole} />
                  {expired ? <Badge tone="danger">Expired</Badge> : null}
                </p>
                <p className="mt-1 text-sm text-ink-soft">
                  {invite.invitedBy ? `Invited by ${invite.invitedBy.name || invite.invitedBy.email} · ` : ''}
                  <span title={formatDateTime(invite.createdAt)}>sent {formatRelative(invite.createdAt)}</span>
                  {' · '}
                  <span title={formatDateTime(invite.expiresAt)} className={expired ? 'font-medium text-red-700' : ''}>
                    {expired ? `expired ${formatRelative(invite.expiresAt)}` : `expires ${formatRelative(invite.expiresAt)}`}
                  </span>
                </p>
              </div>
              {manageable ? (
                <div className="flex shrink-0 gap-2">
                  <Button
                    variant="secondary"
                    className="max-sm:flex-1"
                    disabled={resend.isPending && resend.variables === invite.id}
                    onClick={() => resendTo(invite)}
                    aria-label={`Resend the invite to ${invite.email}`}
                  >
                    <RotateCw aria-hidden="true" className="h-4 w-4" />
                    Resend
                  </Button>
                  <Button
                    variant="secondary"
                    className="max-sm:flex-1"
                    onClick={() => setRevoking(invite)}
                    aria-label={`Revoke the invite to ${invite.email}`}
                  >
                    <X aria-hidden="true" className="h-4 w-4" />
                    Revoke
                  </Button>
                </div>
              ) : (
                <p className="text-sm text-ink-soft">Only an owner can change an owner’s invite.</p>
              )}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <TitledSection
      title="Pending invites"
      headingId="invites-heading"
      headingClassName="text-lg font-semibold text-ink"
      className="mt-8 rounded-xl border border-line bg-white"
      headerClassName="flex items-baseline justify-between gap-3 px-4 pt-4"
      action={invites.data ? <p className="text-sm tabular-nums text-ink-soft">{invites.data.items.length}</p> : null}
    >
      <div className="mt-2 border-t border-line">{content}</div>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => (open ? undefined : setRevoking(null))}
        title={`Revoke the invite to ${revoking?.email ?? ''}?`}
        description={`The link we emailed stops working straight away. You can invite ${revoking?.email ?? 'them'} to ${organisation.name} again later.`}
        confirmLabel="Revoke invite"
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
      />
    </TitledSection>
  );
}
