import type { TradeAccount } from '@tapline/contracts';
import { useQuery } from '@tanstack/react-query';
import { Ban, Pause, Pencil, Play, RotateCcw } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SettingsSection } from '@/components/ui/titled-section';
import { TextareaField } from '@/components/ui/textarea-field';
import { ApiError, fieldErrors } from '@/lib/api-client';
import { accountErrorsOf, accountTermsOf, accountValues, type AccountFormErrors } from '../account-form';
import { useTradeAccountStep, useUpdateTradeAccount } from '../api/change-trade';
import { priceListChoicesQueryOptions, zoneChoicesQueryOptions } from '../api/get-trade';
import type { AccountStep } from '../api/trade-paths';
import { AccountTermsFields } from './account-terms-fields';

const STEPS: Record<
  AccountStep,
  { button: string; icon: typeof Pause; title: (venue: string) => string; description: string; reason: boolean }
> = {
  hold: {
    button: 'Put on hold',
    icon: Pause,
    title: (venue) => `Put ${venue}’s account on hold?`,
    description:
      'Their new orders are held for you to release or decline; orders you accepted are still delivered. They are told, with your reason.',
    reason: true,
  },
  release: {
    button: 'Release hold',
    icon: Play,
    title: (venue) => `Release the hold on ${venue}’s account?`,
    description: 'Their orders go through again within the limit. Orders already held stay held until you release them.',
    reason: false,
  },
  close: {
    button: 'Close account',
    icon: Ban,
    title: (venue) => `Close ${venue}’s account?`,
    description: 'They are told, with your reason. Open orders stay as they are; they can apply again.',
    reason: true,
  },
  reopen: {
    button: 'Reopen',
    icon: RotateCcw,
    title: (venue) => `Reopen ${venue}’s account?`,
    description: 'It is active again on the terms it had.',
    reason: false,
  },
};

const DONE: Record<AccountStep, (venue: string) => string> = {
  hold: (venue) => `${venue}’s account is on hold`,
  release: (venue) => `${venue}’s account is active again`,
  close: (venue) => `${venue}’s account is closed`,
  reopen: (venue) => `${venue}’s account is reopened`,
};

/** Which steps an account's state allows, in the order they are used. */
function stepsFor(status: TradeAccount['status']): AccountStep[] {
  if (status === 'active') return ['hold', 'close'];
  if (status === 'on_hold') return ['release', 'close'];
  return ['reopen'];
}

function StepButton({ account, step }: { account: TradeAccount; step: AccountStep }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const take = useTradeAccountStep(account.id);
  const look = STEPS[step];
  const Icon = look.icon;
  const ending = step === 'hold' || step === 'close';
  const confirm = () => {
    if (look.reason && !reason.trim()) {
      setError('Say why: the venue reads it');
      return;
    }
    // mutateAsync: the account's new state swaps this button for another as it refetches, and a mutate's own
    // callbacks would go with it
    take.mutateAsync({ step, ...(look.reason ? { reason: reason.trim() } : {}) }).then(
      () => {
        setOpen(false);
        setReason('');
        toast.success(DONE[step](account.venue.name));
      },
      (failure: Error) => setError(fieldErrors(failure)[0]?.message ?? failure.message),
    );
  };
  return (
    <>
      <Button variant={ending ? 'secondary' : 'primary'} onClick={() => setOpen(true)}>
        <Icon aria-hidden="true" className="h-4 w-4" />
        {look.button}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          setError(undefined);
        }}
        title={look.title(account.venue.name)}
        description={look.description}
        confirmLabel={look.button}
        tone={ending ? 'danger' : 'primary'}
        busy={take.isPending}
        onConfirm={confirm}
      >
        {look.reason ? (
          <TextareaField
            label={
              <>
                Reason <span className="font-normal text-ink-soft">(the venue reads it)</span>
              </>
            }
            maxLength={500}
            value={reason}
            error={error}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(undefined);
            }}
          />
        ) : error ? (
          <p className="text-sm text-red-700">{error}</p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}

/** The account's state steps (the supplier's owners and admins): hold or release, close or reopen. */
export function AccountSteps({ account }: { account: TradeAccount }) {
  return (
    <div className="flex flex-wrap gap-2">
      {stepsFor(account.status).map((step) => (
        <StepButton key={`${account.status}-${step}`} account={account} step={step} />
      ))}
    </div>
  );
}

/**
 * Change an account's terms (the supplier's owners and admins), sent with the version read: when someone changed it
 * meanwhile (409) the page reloads it and says so, and the form starts again from what it is now.
 */
export function ChangeAccountTerms({ account, supplierId }: { account: TradeAccount; supplierId: string }) {
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState(() => accountValues(account));
  const [errors, setErrors] = useState<AccountFormErrors>({});
  const [conflict, setConflict] = useState(false);
  const priceLists = useQuery({ ...priceListChoicesQueryOptions(supplierId), enabled: editing });
  const zones = useQuery({ ...zoneChoicesQueryOptions(supplierId), enabled: editing });
  const update = useUpdateTradeAccount(account.id);
  if (!editing) {
    return (
      <>
        <Button
          variant="secondary"
          onClick={() => {
            setValues(accountValues(account));
            setErrors({});
            setConflict(false);
            setEditing(true);
          }}
        >
          <Pencil aria-hidden="true" className="h-4 w-4" />
          Change terms
        </Button>
        {conflict ? <ConflictNote /> : null}
      </>
    );
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const built = accountTermsOf(values);
    if (!built.ok) {
      setErrors(built.errors);
      return;
    }
    setErrors({});
    setConflict(false);
    update.mutateAsync({ ...built.body, version: account.version }).then(
      () => {
        setEditing(false);
        toast.success(`${account.venue.name}’s terms changed`);
      },
      (failure: Error) => {
        if (failure instanceof ApiError && failure.status === 409) {
          setConflict(true);
          setEditing(false);
          return;
        }
        const placed = accountErrorsOf(failure);
        setErrors(placed);
        if (Object.keys(placed).length === 0) toast.error(failure.message);
      },
    );
  };
  return (
    <SettingsSection title="Change terms" headingId="change-terms-heading" className="w-full">
      <form noValidate onSubmit={submit} aria-label={`Change ${account.venue.name}’s terms`} className="mt-3 space-y-4">
        <AccountTermsFields
          values={values}
          errors={errors}
          onChange={setValues}
          priceLists={priceLists.data ?? []}
          zones={zones.data ?? []}
        />
        <div className="flex flex-wrap justify-end gap-2 border-t border-line pt-4">
          <Button variant="secondary" onClick={() => setEditing(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save the terms'}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}

function ConflictNote() {
  return (
    <p role="alert" className="w-full rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-ink">
      Someone else changed this account while you were editing. It has been reloaded: check it, then change it again.
    </p>
  );
}
