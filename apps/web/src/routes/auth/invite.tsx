import { pageHeads } from '@tapline/contracts/page-heads';
import { INVITE_LIFETIME_DAYS, type InviteAccepted, type InvitePreview } from '@tapline/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import toast from 'react-hot-toast';
import { Button, LinkButton } from '@/components/ui/button';
import { ErrorView } from '@/components/ui/error-view';
import { mailedTokenSearch } from '@/lib/url-search';
import { RoleChip, roleWithArticle } from '@/features/team';
import { useSupabaseAuth } from '@/features/auth';
import { useAcceptInvite, invitePreviewQueryOptions } from '@/features/invites';
import { useEntity } from '@/features/session';
import { dashboardParams } from '@/features/organisations';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-time';
import { InviteCard, InviteProblem } from './-components/invite/invite-card';
import { InviteSignInForm } from './-components/invite/invite-sign-in';
import { InviteSignUpForm } from './-components/invite/invite-sign-up';
import { usePageHead } from '@/lib/page-head';

export const Route = createFileRoute('/auth/invite')({
  ...mailedTokenSearch,
  loader: ({ context: { queryClient }, deps: { token } }) => (token ? queryClient.ensureQueryData(invitePreviewQueryOptions(token)) : null),
  errorComponent: InviteError,
  component: InvitePage,
});

/** The link's token is unknown or malformed: one clear page, not an error screen. */
function InviteError(props: ErrorComponentProps) {
  if (props.error instanceof ApiError && (props.error.status === 404 || props.error.status === 400)) return <UnknownInvite />;
  return <ErrorView {...props} />;
}

/** An invite that can't be used (unknown, expired, withdrawn): what happened, and the way to Tapline. */
function DeadInvite({
  organisation,
  title,
  children,
}: {
  organisation?: InvitePreview['organisation'];
  title: string;
  children: ReactNode;
}) {
  return (
    <InviteCard organisation={organisation}>
      <InviteProblem title={title} action={<LinkButton to="/">Go to Tapline</LinkButton>}>
        {children}
      </InviteProblem>
    </InviteCard>
  );
}

function UnknownInvite() {
  return (
    <DeadInvite title="We couldn’t find this invite">
      <p>The link may be incomplete or mistyped. Open it again from the email, or ask whoever invited you to send a new one.</p>
    </DeadInvite>
  );
}

function InvitePage() {
  usePageHead(pageHeads.invite());
  const { token } = Route.useSearch();
  if (!token) return <UnknownInvite />;
  return <Invite token={token} />;
}

function dashboardOf(organisation: InviteAccepted['organisation']) {
  return { to: '/dash/$orgType/$orgId', params: dashboardParams(organisation) } as const;
}

function Invite({ token }: { token: string }) {
  const { data: preview, refetch } = useSuspenseQuery(invitePreviewQueryOptions(token));
  const { user, signOut } = useSupabaseAuth();
  const { choose } = useEntity();
  const navigate = useNavigate();
  const router = useRouter();
  const accept = useAcceptInvite(token);
  const [joining, setJoining] = useState(false);
  const org = preview.organisation;

  /** accept as the signed-in user, make the organisation the active entity and open its dashboard */
  async function join(userId: string) {
    setJoining(true);
    try {
      const accepted = await accept.mutateAsync(userId);
      choose({
        type: accepted.organisation.type,
        slug: accepted.organisation.slug,
        name: accepted.organisation.name,
        id: accepted.organisation.id,
      });
      toast.success(`Welcome to ${accepted.organisation.name}!`);
      await navigate(dashboardOf(accepted.organisation));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The invite could not be accepted.');
      setJoining(false);
    }
  }

  if (joining) {
    return (
      <InviteCard organisation={org}>
        <p role="status" className="text-center text-ink-soft">
          Joining {org.name}…
        </p>
      </InviteCard>
    );
  }

  if (preview.status === 'expired') {
    return (
      <DeadInvite organisation={org} title="This invite has expired">
        <p>
          It ran out on {formatDateTime(preview.expiresAt)}. Invites work for {INVITE_LIFETIME_DAYS} days — ask {org.name} to send you a new
          one.
        </p>
      </DeadInvite>
    );
  }
  if (preview.status === 'revoked') {
    return (
      <DeadInvite organisation={org} title="This invite was withdrawn">
        <p>{org.name} cancelled this invite, so the link no longer works. If you still need access, ask them to send a new one.</p>
      </DeadInvite>
    );
  }
  if (preview.status === 'accepted') {
    const itsYou = user?.email?.toLowerCase() === preview.email;
    return (
      <InviteCard organisation={org}>
        <InviteProblem
          title="This invite has already been used"
          action={
            itsYou ? (
              <LinkButton to="/dash">Go to your dashboard</LinkButton>
            ) : (
              <LinkButton to="/auth/login" search={{ redirect: '/dash' }}>
                Sign in
              </LinkButton>
            )
          }
        >
          <p>
            {preview.email} has joined {org.name} with it.{' '}
            {itsYou ? '' : `If that’s you, sign in to get to work. Otherwise ask ${org.name} for an invite of your own.`}
          </p>
        </InviteProblem>
      </InviteCard>
    );
  }

  const signedInAsInvitee = user?.email?.toLowerCase() === preview.email;
  return (
    <InviteCard organisation={org}>
      <h1 className="text-2xl font-bold tracking-tight text-ink">Join {org.name}</h1>
      <p className="mt-2 text-ink-soft">
        {preview.invitedByName ? `${preview.invitedByName} invited you` : 'You’re invited'} to join {org.name} on Tapline as{' '}
        {roleWithArticle(preview.organisationRole)}.
      </p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg bg-malt-50 p-3 text-sm">
        <dt className="text-ink-soft">Invited</dt>
        <dd className="[overflow-wrap:anywhere] font-medium text-ink">{preview.email}</dd>
        <dt className="text-ink-soft">Role</dt>
        <dd>
          <RoleChip role={preview.organisationRole} />
        </dd>
        <dt className="text-ink-soft">Valid until</dt>
        <dd className="text-ink">{formatDateTime(preview.expiresAt)}</dd>
      </dl>

      {user && !signedInAsInvitee ? (
        <WrongAccount preview={preview} signedInAs={user.email ?? 'another account'} onSignOut={() => void signOut()} />
      ) : user ? (
        <Button className="mt-6 w-full" onClick={() => void join(user.id)}>
          Join {org.name}
        </Button>
      ) : preview.accountExists ? (
        <InviteSignInForm preview={preview} returnTo={router.state.location.href} onSignedIn={join} />
      ) : (
        <InviteSignUpForm token={token} preview={preview} onSignedUp={join} onStale={() => void refetch()} />
      )}
    </InviteCard>
  );
}

function WrongAccount({ preview, signedInAs, onSignOut }: { preview: InvitePreview; signedInAs: string; onSignOut: () => void }) {
  return (
    <div className="mt-6 rounded-lg border border-malt-200 bg-malt-50 p-4">
      <h2 className="font-semibold text-ink">You’re signed in as someone else</h2>
      <p className="mt-1 text-sm text-ink-soft">
        You’re signed in as <span className="[overflow-wrap:anywhere] font-medium text-ink">{signedInAs}</span>, but this invite is for{' '}
        <span className="[overflow-wrap:anywhere] font-medium text-ink">{preview.email}</span>. Sign out to accept it as {preview.email}.
      </p>
      <Button variant="secondary" className="mt-3 w-full" onClick={onSignOut}>
        Sign out
      </Button>
    </div>
  );
}
