import { pageHeads } from '@tapline/contracts/page-heads';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { secondFactorPendingOnServer, MfaChallenge, RedirectSearch, safeRedirect } from '@/features/auth';
import { AuthPage } from './-components/auth-page';

export const Route = createFileRoute('/auth/mfa')({
  validateSearch: RedirectSearch,
  // the step needs a password sign-in first; once passed (or when there is nothing to pass) it is skipped
  beforeLoad: async ({ context, search }) => {
    const supabase = await context.authClient();
    const { data } = await supabase.auth.getSession();
    if (!data.session) throw redirect({ to: '/auth/login', search: { redirect: search.redirect }, replace: true });
    if (!(await secondFactorPendingOnServer(supabase))) throw redirect({ href: safeRedirect(search.redirect), replace: true });
  },
  component: MfaPage,
});

function MfaPage() {
  return (
    <AuthPage head={pageHeads.secondStep()} title="Confirm it’s you" intro="Your account asks for a second step after the password." wide>
      <MfaChallenge redirect={Route.useSearch().redirect} />
    </AuthPage>
  );
}
