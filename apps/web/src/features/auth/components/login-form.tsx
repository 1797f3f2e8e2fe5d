import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { bindFields } from '@/components/ui/bind-fields';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { nextStepAfterSignIn } from '../assurance';
import { authErrorMessage } from '../auth-error-message';
import { useSupabaseAuth } from '../supabase-auth-provider';
import { FormError } from './form-error';
import { ForgotPasswordLink } from './forgot-password-link';

const LoginInput = z.object({
  email: z.string().trim().min(1, 'Enter your email address').pipe(z.email('Enter a valid email address')),
  password: z.string().min(1, 'Enter your password'),
});
type LoginInput = z.infer<typeof LoginInput>;

/** Email and password; then the MFA step when the person has a verified factor, else where they were going. */
export function LoginForm({ redirect }: { redirect: string | undefined }) {
  const { supabase } = useSupabaseAuth();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(LoginInput), defaultValues: { email: '', password: '' } });
  const field = bindFields(register, errors);

  const submit = handleSubmit(async (input) => {
    setFailure(null);
    const { error } = await supabase.auth.signInWithPassword(input);
    if (error) {
      setFailure(authErrorMessage(error));
      return;
    }
    await navigate({ ...(await nextStepAfterSignIn(supabase, redirect)), replace: true });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <div>
        <TextField label="Password" type="password" autoComplete="current-password" {...field('password')} />
        <p className="mt-2 text-right text-sm">
          <ForgotPasswordLink />
        </p>
      </div>
      <FormError message={failure} />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
