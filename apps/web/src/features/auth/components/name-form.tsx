import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { bindFields } from '@/components/ui/bind-fields';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useUpdateName } from '../api/update-account';
import { authErrorMessage } from '../auth-error-message';
import { FormError } from './form-error';

const NameInput = z.object({ name: z.string().trim().min(1, 'Enter your name').max(200, 'Use at most 200 characters') });
type NameInput = z.infer<typeof NameInput>;

/** The name others see on teams and orders (kept in the user's metadata, `name`). */
export function NameForm({ currentName, onDirtyChange }: { currentName: string; onDirtyChange?: (dirty: boolean) => void }) {
  const update = useUpdateName();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<NameInput>({ resolver: zodResolver(NameInput), defaultValues: { name: currentName } });
  const field = bindFields(register, errors);

  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  const submit = handleSubmit((input) =>
    update.mutate(input.name, {
      onSuccess: () => {
        reset({ name: input.name });
        toast.success('Name saved');
      },
    }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <TextField label="Name" autoComplete="name" maxLength={200} {...field('name')} />
      <FormError message={update.isError ? authErrorMessage(update.error) : null} />
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? 'Saving…' : 'Save name'}
      </Button>
    </form>
  );
}
