import { zodResolver } from '@hookform/resolvers/zod';
import type { InvitePreview } from '@tapline/contracts';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { bindFields } from '@/components/ui/bind-fields';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { authErrorMessage, useSupabaseAuth } from '@/features/auth';
import { InviteSignUp } from '@/features/invites';
import { InvitedEmailField } from './invited-email-field';

interface InviteSignUpFormProps {
  token: string;
  preview: InvitePreview;
  /** the new account is signed in: accept the invite as it */
  onSignedUp: (userId: string) => Promise<void>;
  /** the server knows something the preview didn't (an account exists now, the invite changed) */
  onStale: () => void;
}

/** A new person: name and password. The sign-up carries the invite's token, which vouches for the email. */
export function InviteSignUpForm({ token, preview, onSignedUp, onStale }: InviteSignUpFormProps) {
  const { supabase } = useSupabaseAuth();
  const form = useForm({ resolver: zodResolver(InviteSignUp), defaultValues: { name: '', password: '' } });
  const { errors, isSubmitting } = form.formState;
  const field = bindFields(form.register, errors);

  const submit = form.handleSubmit(async ({ name, password }) => {
    const { data, error } = await supabase.auth.signUp({
      email: preview.email,
      password,
      options: { data: { invite_token: token, name } },
    });
    if (error) {
      if (error.code === 'weak_password') {
        form.setError('password', { message: authErrorMessage(error) }, { shouldFocus: true });
      } else if (error.code === 'user_already_exists') {
        toast.error(`${preview.email} already has a Tapline account: sign in to join.`);
        onStale();
      } else {
        toast.error(authErrorMessage(error));
        if (error.code === 'email_address_not_authorized') onStale();
      }
      return;
    }
    if (!data.user || !data.session) {
      toast.error('Your account was created, but you weren’t signed in. Sign in to join.');
      onStale();
      return;
    }
    await onSignedUp(data.user.id);
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-6 space-y-4">
      <h2 className="text-base font-semibold text-ink">Set your name and password</h2>
      <InvitedEmailField email={preview.email} hint="The invite was sent to this address." />
      <TextField label="Your name" autoComplete="name" {...field('name')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="You’ll sign in with this email and password."
        {...field('password')}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Joining…' : `Join ${preview.organisation.name}`}
      </Button>
    </form>
  );
}
