import type { User } from '@supabase/supabase-js';
import { createFileRoute, Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { PageHeader } from '@/components/ui/page-header';
import { NameForm, NewPasswordForm, SecuritySection, userName } from '@/features/auth';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';
import { ownPage } from './-components/own-page';
import { TitledSection } from '@/components/ui/titled-section';

export const Route = createFileRoute('/dash/profile/edit')({
  component: ownPage('Edit profile', EditProfile),
});

function EditProfile({ user }: { user: User }) {
  const [nameDirty, setNameDirty] = useState(false);
  const [passwordDirty, setPasswordDirty] = useState(false);
  const onNameDirty = useCallback((dirty: boolean) => setNameDirty(dirty), []);
  const onPasswordDirty = useCallback((dirty: boolean) => setPasswordDirty(dirty), []);

  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <UnsavedChangesGuard when={nameDirty || passwordDirty} />
      <div>
        <Link
          to="/dash/profile"
          className="inline-flex items-center gap-1 text-sm font-semibold text-malt-700 underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Your profile
        </Link>
        <div className="mt-2">
          <PageHeader title="Edit profile">{user.email}</PageHeader>
        </div>
      </div>

      <TitledSection
        title="Your name"
        headingId="name-heading"
        headingClassName="mb-3 text-xl font-bold text-ink"
        className="rounded-xl border border-line bg-white p-4 sm:p-6"
      >
        <div className="max-w-sm">
          <NameForm currentName={userName(user)} onDirtyChange={onNameDirty} />
        </div>
      </TitledSection>

      <TitledSection
        title="Password"
        headingId="password-heading"
        headingClassName="text-xl font-bold text-ink"
        className="rounded-xl border border-line bg-white p-4 sm:p-6"
      >
        <p className="mb-3 mt-1 text-sm text-ink-soft">Changing it signs you out on your other devices.</p>
        <div className="max-w-sm">
          <NewPasswordForm
            submitLabel="Change password"
            onSaved={() => toast.success('Password changed')}
            onDirtyChange={onPasswordDirty}
          />
        </div>
      </TitledSection>

      <SecuritySection />
    </div>
  );
}
