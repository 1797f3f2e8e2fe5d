import { pageHeads } from '@tapline/contracts/page-heads';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/page-header';
import { nextStepAfterSignIn, LoginForm, OAuthButtons, RedirectSearch } from '@/features/auth';
import { usePageHead } from '@/lib/page-head';

export const Route = createFileRoute('/auth/login')({
  validateSearch: RedirectSearch,
  // someone already signed in goes on: to the MFA step if it is pending, else where they were going
  beforeLoad: async ({ context, search }) => {
    const supabase = await context.authClient();
    const { data } = await supabase.auth.getSession();
    if (data.session) throw redirect({ ...(await nextStepAfterSignIn(supabase, search.redirect)), replace: true });
  },
  component: LoginPage,
});

function LoginPage() {
  usePageHead(pageHeads.signIn());
  const { redirect } = Route.useSearch();
  return (
    <div className="mx-auto max-w-sm">
      <PageHeader title="Sign in">Welcome back to Tapline.</PageHeader>
      <LoginForm redirect={redirect} />
      <OAuthButtons redirect={redirect} />
    </div>
  );
}
