import { pageHeads } from '@tapline/contracts/page-heads';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { nextStepAfterSignIn, LoginForm, OAuthButtons, RedirectSearch } from '@/features/auth';
import { AuthPage } from './-components/auth-page';

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
  const { redirect } = Route.useSearch();
  return (
    <AuthPage head={pageHeads.signIn()} title="Sign in" intro="Welcome back to Tapline.">
      <LoginForm redirect={redirect} />
      <OAuthButtons redirect={redirect} />
    </AuthPage>
  );
}
