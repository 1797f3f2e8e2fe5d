import { APPROVAL_PRICE_RISE_PERCENT_MAX, ApprovalSettings } from '@tapline/contracts';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { SettingsSection } from '@/components/ui/titled-section';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';
import { fieldErrors } from '@/lib/api-client';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { useSaveApprovalSettings } from '../api/approval-settings';

const MESSAGE = `Enter a whole number from 0 to ${APPROVAL_PRICE_RISE_PERCENT_MAX}`;

/**
 * How far a price may rise between a request and its approval before approving sends it back to the person who asked
 * (decision 0184): the venue's owners and admins set it on the Approvals page.
 */
export function ApprovalAllowanceForm({ venueId, percent }: { venueId: string; percent: number }) {
  const [value, setValue] = useState(String(percent));
  const [saved, setSaved] = useState(String(percent));
  const [error, setError] = useState<string | undefined>();
  const save = useSaveApprovalSettings(venueId);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = ApprovalSettings.safeParse({ priceRisePercent: /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN });
    if (!parsed.success) {
      setError(MESSAGE);
      focusFirstInvalid(form);
      return;
    }
    setError(undefined);
    save.mutate(parsed.data, {
      onSuccess: (next) => {
        setValue(String(next.priceRisePercent));
        setSaved(String(next.priceRisePercent));
        toast.success('Price rise allowance saved');
      },
      onError: (failure) => {
        if (fieldErrors(failure).some((issue) => issue.field === 'priceRisePercent')) {
          setError(MESSAGE);
          focusFirstInvalid(form);
        } else toast.error(failure.message);
      },
    });
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Price rise allowance">
      <UnsavedChangesGuard when={value !== saved && !save.isPending} />
      <SettingsSection title="When prices rise" headingId="approval-allowance-heading">
        <p className="mt-0.5 text-sm text-ink-soft">
          Approving places a request at today’s prices. When a line costs more than this much above what was sent, the request goes back to
          the person who sent it instead.
        </p>
        <div className="mt-4 flex flex-wrap items-end gap-3">
          <TextField
            label="Send back above a rise of (%)"
            inputMode="numeric"
            className="w-48"
            value={value}
            error={error}
            onChange={(event) => setValue(event.currentTarget.value)}
          />
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </SettingsSection>
    </form>
  );
}
