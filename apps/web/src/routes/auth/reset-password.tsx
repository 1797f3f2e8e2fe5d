import { pageHeads } from '@tapline/contracts/page-heads';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import toast from 'react-hot-toast';
import { LinkButton } from '@/components/ui/button';
import { secondFactorPending, isRecoveryLanding, FormError, NewPasswordForm, RequestResetForm, useSupabaseAuth } from '@/features/auth';
import { AuthPage } from './-components/auth-page';

export const Route = createFileRoute('/auth/reset-password')({
  // a recovery session is aal1: someone with a verified factor gives its code before the password can change
  loader: async ({ context }) => ({ secondFactorPending: await secondFactorPending(await context.authClient()) }),
  component: ResetPasswordPage,
});

/**
 * Step 1 asks for a link; the link (through /auth/v1/verify) lands back here signed in for recovery, and
 * step 2 sets the new password. A used or expired link lands here with its error and shows step 1 again.
 */
function ResetPasswordPage() {
  const { session, landing, clearLanding } = useSupabaseAuth();
  const navigate = useNavigate();
  const { secondFactorPending: pending } = Route.useLoaderData();
  const head = pageHeads.resetPassword();

  if (isRecoveryLanding(landing) && session) {
    if (pending) {
      return (
        <AuthPage
          head={head}
          title="Set a new password"
          intro="First confirm it’s you: your account asks for a code from your second factor."
        >
          <LinkButton to="/auth/mfa" search={{ redirect: '/auth/reset-password' }}>
            Enter your code
          </LinkButton>
        </AuthPage>
      );
    }
    return (
      <AuthPage
        head={head}
        title="Set a new password"
        intro={<>For {session.user.email}. You’ll stay signed in; other devices are signed out.</>}
      >
        <NewPasswordForm
          submitLabel="Save new password"
          onSaved={() => {
            toast.success('Password changed');
            // the landing is cleared once /dash is shown: cleared first, this page would turn into the "send me a
            // link" form while /dash loads, and that form was seen to stay on screen beside the next pages (a
            // journey's two Email fields after signing out)
            void navigate({ to: '/dash', replace: true }).finally(clearLanding);
          }}
        />
      </AuthPage>
    );
  }

  return (
    <AuthPage head={head} title="Reset your password" intro="Enter your email and we’ll send you a link to set a new password.">
      {landing.kind === 'link-error' ? (
        <div className="mb-4">
          <FormError message={landing.message} />
        </div>
      ) : null}
      <RequestResetForm onSent={clearLanding} />
    </AuthPage>
  );
}
