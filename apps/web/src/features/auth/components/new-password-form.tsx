import { zodResolver } from '@hookform/resolvers/zod';
import { isAuthError, isAuthWeakPasswordError } from '@supabase/supabase-js';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { bindFields } from '@/components/ui/bind-fields';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useUpdatePassword } from '../api/update-account';
import { authErrorMessage, isInsufficientAal } from '../auth-error-message';
import { FormError } from './form-error';
import { SecondFactorLink } from './second-factor-link';

// how strong is strong enough is the auth server's policy (built-in or hosted); its answer shows on the field
const NewPasswordInput = z
  .object({
    password: z.string().min(1, 'Enter a new password').max(72, 'Use at most 72 characters'),
    confirm: z.string().min(1, 'Enter the new password again'),
  })
  .refine((input) => input.password === input.confirm, { path: ['confirm'], message: 'The two passwords are not the same' });
type NewPasswordInput = z.infer<typeof NewPasswordInput>;

/** New password and its confirmation; the server's refusal (too weak, same as before) shows on the field. */
export function NewPasswordForm({
  submitLabel,
  onSaved,
  onDirtyChange,
}: {
  submitLabel: string;
  onSaved: () => void;
  /** for the unsaved-changes warning of the page around it */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const update = useUpdatePassword();
  const [failure, setFailure] = useState<{ message: string; secondFactor: boolean } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<NewPasswordInput>({ resolver: zodResolver(NewPasswordInput), defaultValues: { password: '', confirm: '' } });
  const field = bindFields(register, errors);

  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  const submit = handleSubmit((input) => {
    setFailure(null);
    update.mutate(input.password, {
      onSuccess: () => {
        reset();
        onSaved();
      },
      onError: (error) => {
        if (isAuthWeakPasswordError(error) || (isAuthError(error) && error.code === 'same_password')) {
          setError('password', { message: authErrorMessage(error) }, { shouldFocus: true });
        } else {
          setFailure({ message: authErrorMessage(error), secondFactor: isInsufficientAal(error) });
        }
      },
    });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <TextField label="New password" type="password" autoComplete="new-password" {...field('password')} />
      <TextField label="Confirm new password" type="password" autoComplete="new-password" {...field('confirm')} />
      <FormError message={failure?.message}>{failure?.secondFactor ? <SecondFactorLink /> : null}</FormError>
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}
