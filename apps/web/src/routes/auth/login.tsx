import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { TextField } from '@/components/ui/text-field';
import { RedirectSearch, safeRedirect } from '@/features/auth/redirect-target';
import { useSupabaseAuth } from '@/features/auth/supabase-auth-provider';

export const Route = createFileRoute('/auth/login')({
  validateSearch: RedirectSearch,
  component: LoginPage,
});

function LoginPage() {
  const { supabase } = useSupabaseAuth();
  const { redirect } = Route.useSearch();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const { error: signInError } = await supabase.auth.signInWithPassword({
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
    });
    setBusy(false);
    if (signInError) {
      setError(signInError.message);
      return;
    }
    await navigate({ href: safeRedirect(redirect) });
  }

  return (
    <div className="mx-auto max-w-sm">
      <PageHeader title="Sign in" />
      <form onSubmit={(event) => void submit(event)} className="space-y-4">
        <TextField label="Email" name="email" type="email" autoComplete="email" required />
        <TextField label="Password" name="password" type="password" autoComplete="current-password" required />
        {error ? <p role="alert" className="text-sm font-medium text-red-700">{error}</p> : null}
        <Button type="submit" disabled={busy} className="w-full">
          Sign in
        </Button>
      </form>
    </div>
  );
}
