import type { PaymentTerms, TradeAccount, TradeApplication } from '@tapline/contracts';
import { useQuery } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SettingsSection } from '@/components/ui/titled-section';
import { TextareaField } from '@/components/ui/textarea-field';
import { fieldErrors } from '@/lib/api-client';
import { accountErrorsOf, accountTermsOf, approvalValues, type AccountFormErrors } from '../account-form';
import { useApproveApplication, useEndApplication } from '../api/change-trade';
import { priceListChoicesQueryOptions, zoneChoicesQueryOptions } from '../api/get-trade';
import { AccountTermsFields } from './account-terms-fields';

/** Decline with a reason the venue reads; the dialog names the venue. */
function DeclineButton({ application }: { application: TradeApplication }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const end = useEndApplication(application.id);
  const confirm = () => {
    if (!reason.trim()) {
      setError('Say why: the venue reads it');
      return;
    }
    // mutateAsync: the refetch that follows re-renders this panel away, and a mutate's own callbacks would go with it
    end.mutateAsync({ step: 'decline', reason: reason.trim() }).then(
      () => toast.success(`${application.venue.name}’s application declined`),
      (failure: Error) => setError(fieldErrors(failure)[0]?.message ?? failure.message),
    );
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <X aria-hidden="true" className="h-4 w-4" />
        Decline
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Decline ${application.venue.name}’s application?`}
        description="They are told at once, with your reason, and may apply again once something has changed."
        confirmLabel="Decline"
        busy={end.isPending}
        onConfirm={confirm}
      >
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
      </ConfirmDialog>
    </>
  );
}

/**
 * A waiting application's decision (the supplier's owners and admins): approve with payment terms, a credit limit or
 * none, a price list and a delivery zone; or decline with a reason. `defaultTerms`: the supplier's invoice terms.
 */
export function ApplicationDecision({
  application,
  supplierId,
  defaultTerms,
  onApproved,
}: {
  application: TradeApplication;
  supplierId: string;
  defaultTerms: PaymentTerms;
  onApproved: (account: TradeAccount) => void;
}) {
  const [values, setValues] = useState(() => approvalValues(defaultTerms, application.requestedLimitCents));
  const [errors, setErrors] = useState<AccountFormErrors>({});
  const priceLists = useQuery(priceListChoicesQueryOptions(supplierId));
  const zones = useQuery(zoneChoicesQueryOptions(supplierId));
  const approve = useApproveApplication(application.id);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const built = accountTermsOf(values);
    if (!built.ok) {
      setErrors(built.errors);
      return;
    }
    setErrors({});
    approve.mutateAsync(built.body).then(
      (account) => {
        toast.success(`Trade account opened for ${application.venue.name}`);
        onApproved(account);
      },
      (failure: Error) => {
        const placed = accountErrorsOf(failure);
        setErrors(placed);
        if (Object.keys(placed).length === 0) toast.error(failure.message);
      },
    );
  };
  return (
    <SettingsSection title="Decide" headingId="decide-heading">
      <p className="mt-0.5 text-sm text-ink-soft">
        Approve to open the account on these terms; {application.venue.name} is told either way.
      </p>
      <form noValidate onSubmit={submit} aria-label={`Approve ${application.venue.name}’s application`} className="mt-4 space-y-4">
        <AccountTermsFields
          values={values}
          errors={errors}
          onChange={setValues}
          priceLists={priceLists.data ?? []}
          zones={zones.data ?? []}
        />
        <div className="flex flex-wrap justify-end gap-2 border-t border-line pt-4">
          <DeclineButton application={application} />
          <Button type="submit" disabled={approve.isPending}>
            <Check aria-hidden="true" className="h-4 w-4" />
            {approve.isPending ? 'Approving…' : 'Approve'}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}

/** The venue's owners take back an application still waiting. */
export function WithdrawApplicationButton({ application }: { application: TradeApplication }) {
  const [open, setOpen] = useState(false);
  const end = useEndApplication(application.id);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Withdraw the application
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Withdraw your application to ${application.supplier.name}?`}
        description="They won’t decide on it. You can apply again later."
        confirmLabel="Withdraw"
        cancelLabel="Keep it"
        busy={end.isPending}
        onConfirm={() =>
          end.mutateAsync({ step: 'withdraw' }).then(
            () => {
              setOpen(false);
              toast.success('Application withdrawn');
            },
            (failure: Error) => toast.error(failure.message),
          )
        }
      />
    </>
  );
}
