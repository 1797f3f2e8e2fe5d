import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { bindFields } from '@/components/ui/bind-fields';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { authErrorMessage } from '../auth-error-message';
import { FormError } from './form-error';

const RequestResetInput = z.object({
  email: z.string().trim().min(1, 'Enter your email address').pipe(z.email('Enter a valid email address')),
});
type RequestResetInput = z.infer<typeof RequestResetInput>;

/** Step 1 of a reset: an email address in, a link out, and the same answer whether or not it has an account. */
export function RequestResetForm({ onSent }: { onSent?: () => void }) {
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<RequestResetInput>({ resolver: zodResolver(RequestResetInput), defaultValues: { email: '' } });
  const field = bindFields(register, errors);

  if (request.isSuccess) {
    return (
      <div role="status" className="rounded-xl border border-line bg-white p-5">
        <MailCheck aria-hidden="true" className="h-8 w-8 text-malt-700" />
        <p className="mt-2 font-semibold text-ink">If an account exists for that email, we’ve sent a link</p>
        <p className="mt-1 text-sm text-ink-soft">
          Open the link in the message to {getValues('email')} to set a new password. It works once. Nothing arrived? Check your spam
          folder, or ask again in a minute.
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => request.reset()}>
            Use another email
          </Button>
          <Link
            to="/auth/login"
            className="inline-flex min-h-10 items-center px-2 text-sm font-semibold text-malt-700 underline-offset-4 hover:underline"
          >
            Back to sign in
          </Link>
        </div>
      </div>
    );
  }

  return (
    <form
      onSubmit={(event) => void handleSubmit((input) => request.mutate(input.email, { onSuccess: onSent }))(event)}
      noValidate
      className="space-y-4"
    >
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <FormError message={request.isError ? authErrorMessage(request.error) : null} />
      <Button type="submit" disabled={request.isPending} className="w-full">
        {request.isPending ? 'Sending…' : 'Send me a link'}
      </Button>
      <p className="text-center text-sm">
        <Link to="/auth/login" className="font-semibold text-malt-700 underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      </p>
    </form>
  );
}
