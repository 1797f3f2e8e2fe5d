import type { AdminOrganisationDetail, Invite } from '@tapline/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { inviteDeliveryMessage } from '@/lib/invite-delivery';
import { useResendAdminInvite, useWithdrawAdminInvite } from '../api/admin-invite-actions';
import { AdminSection } from './admin-section';
import { adminDate } from '../admin-time';
import { roleLabel } from '@/features/organisations';

/**
 * Open invites with the admin's actions. A link is stored only as its hash, so "Copy a new link" makes a new one
 * (mailed too; the previous link stops working) and copies it, or shows it when the browser refuses the clipboard.
 */
export function AdminInvitesSection({ organisation }: { organisation: AdminOrganisationDetail }) {
  const resend = useResendAdminInvite(organisation.id);
  const withdraw = useWithdrawAdminInvite(organisation.id);
  const [withdrawing, setWithdrawing] = useState<Invite | null>(null);
  const [shownLink, setShownLink] = useState<{ inviteId: string; link: string; copied: boolean } | null>(null);
  const busyId = resend.isPending ? resend.variables : withdraw.isPending ? withdraw.variables : null;

  function resendTo(invite: Invite, copy: boolean) {
    resend.mutate(invite.id, {
      onSuccess: async (answer) => {
        toast.success(inviteDeliveryMessage(answer.email, answer.mailState, 'resend'));
        if (!copy) return setShownLink(null);
        const copied = await navigator.clipboard?.writeText(answer.link).then(
          () => true,
          () => false,
        );
        setShownLink({ inviteId: invite.id, link: answer.link, copied: copied === true });
      },
      onError: (error) => toast.error(error.message),
    });
  }

  function confirmWithdraw() {
    if (!withdrawing) return;
    const invite = withdrawing;
    withdraw.mutate(invite.id, {
      onSuccess: () => toast.success(`The invite to ${invite.email} is withdrawn`),
      onError: (error) => toast.error(error.message),
      onSettled: () => setWithdrawing(null),
    });
  }

  return (
    <AdminSection title="Pending invites" id="invites">
      {organisation.invites.length === 0 ? (
        <p className="mt-2 text-sm text-ink-soft">No open invites.</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-ink-soft">
            Links are kept only in a form that can’t be read back, so “Copy a new link” makes a new one, mails it too, and the previous link
            stops working.
          </p>
          <ul className="mt-3 divide-y divide-line">
            {organisation.invites.map((invite) => (
              <li key={invite.id} className="flex flex-col gap-3 py-3">
                <div className="min-w-0 text-sm">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="break-words font-semibold text-ink [overflow-wrap:anywhere]">{invite.email}</span>
                    <Badge>{roleLabel(invite.organisationRole)}</Badge>
                    {invite.status === 'expired' ? <Badge tone="danger">Expired</Badge> : null}
                  </p>
                  <p className="mt-1 text-ink-soft">
                    Sent {adminDate(invite.createdAt)}
                    {invite.invitedBy ? ` by ${invite.invitedBy.name.trim() || invite.invitedBy.email}` : ''} ·{' '}
                    {invite.status === 'expired' ? 'expired' : 'expires'} {adminDate(invite.expiresAt)}
                  </p>
                  {shownLink?.inviteId === invite.id ? (
                    <div className="mt-2">
                      <label htmlFor={`link-${invite.id}`} className="text-xs font-medium text-ink">
                        {shownLink.copied ? 'New link copied' : 'New link (copy it by hand: the browser refused the clipboard)'}
                      </label>
                      <input
                        id={`link-${invite.id}`}
                        readOnly
                        value={shownLink.link}
                        onFocus={(event) => event.currentTarget.select()}
                        className="mt-1 w-full rounded-lg border border-line bg-stone-50 px-3 py-2 font-mono text-xs text-ink"
                      />
                    </div>
                  ) : null}
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="secondary"
                    disabled={busyId === invite.id}
                    onClick={() => resendTo(invite, false)}
                    aria-label={`Resend the invite to ${invite.email}`}
                  >
                    Resend
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={busyId === invite.id}
                    onClick={() => resendTo(invite, true)}
                    aria-label={`Copy a new link for ${invite.email}`}
                  >
                    Copy a new link
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={busyId === invite.id}
                    onClick={() => setWithdrawing(invite)}
                    aria-label={`Withdraw the invite to ${invite.email}`}
                    className="text-red-800"
                  >
                    Withdraw
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      <ConfirmDialog
        open={withdrawing !== null}
        onOpenChange={(open) => (open ? undefined : setWithdrawing(null))}
        title={`Withdraw the invite to ${withdrawing?.email ?? ''}?`}
        description="The invitation link stops working at once. You can invite them again later."
        confirmLabel="Withdraw invite"
        busy={withdraw.isPending}
        onConfirm={confirmWithdraw}
      />
    </AdminSection>
  );
}
