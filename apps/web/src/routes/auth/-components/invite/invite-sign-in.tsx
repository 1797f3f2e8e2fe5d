import { zodResolver } from '@hookform/resolvers/zod';
import type { InvitePreview } from '@tapline/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { bindFields } from '@/components/ui/bind-fields';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { mfaStepHref, secondFactorPending, authErrorMessage, useSupabaseAuth, ForgotPasswordLink } from '@/features/auth';
import { InviteSignIn } from '@/features/invites';
import { InvitedEmailField } from './invited-email-field';

interface InviteSignInFormProps {
  preview: InvitePreview;
  /** the path of this page (with its token), to come back to after the MFA step */
  returnTo: string;
  onSignedIn: (userId: string) => Promise<void>;
}

/** Someone with an account signs in here, as the invited email, and joins. */
export function InviteSignInForm({ preview, returnTo, onSignedIn }: InviteSignInFormProps) {
  const { supabase } = useSupabaseAuth();
  const navigate = useNavigate();
  const form = useForm({ resolver: zodResolver(InviteSignIn), defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;
  const field = bindFields(form.register, errors);

  const submit = form.handleSubmit(async ({ password }) => {
    const { data, error } = await supabase.auth.signInWithPassword({ email: preview.email, password });
    if (error || !data.user) {
      form.setError('password', { message: error ? authErrorMessage(error) : 'Sign-in failed. Try again.' }, { shouldFocus: true });
      return;
    }
    // someone with a second factor confirms it first, then comes back here to join
    if (await secondFactorPending(supabase)) {
      await navigate({ href: mfaStepHref(returnTo) });
      return;
    }
    await onSignedIn(data.user.id);
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-6 space-y-4">
      <h2 className="text-base font-semibold text-ink">Sign in to join</h2>
      <p className="text-sm text-ink-soft">{preview.email} already has a Tapline account.</p>
      <InvitedEmailField email={preview.email} autoComplete="username" />
      <TextField label="Password" type="password" autoComplete="current-password" {...field('password')} />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Joining…' : `Sign in and join ${preview.organisation.name}`}
      </Button>
      <p className="text-center text-sm">
        <ForgotPasswordLink />
      </p>
    </form>
  );
}
