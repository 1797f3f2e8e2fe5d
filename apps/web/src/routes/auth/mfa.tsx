import { pageHeads } from '@tapline/contracts/page-heads';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/page-header';
import { secondFactorPendingOnServer, MfaChallenge, RedirectSearch, safeRedirect } from '@/features/auth';
import { usePageHead } from '@/lib/page-head';

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
  usePageHead(pageHeads.secondStep());
  const { redirect } = Route.useSearch();
  return (
    <div className="mx-auto max-w-md">
      <PageHeader title="Confirm it’s you">Your account asks for a second step after the password.</PageHeader>
      <MfaChallenge redirect={redirect} />
    </div>
  );
}
