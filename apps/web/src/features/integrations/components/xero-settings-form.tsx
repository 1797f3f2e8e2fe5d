import { zodResolver } from '@hookform/resolvers/zod';
import type { XeroIntegration, XeroIntegrationOptions } from '@tapline/contracts';
import { useQuery } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { SelectField, type SelectOption } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';
import type { OrganisationType } from '@/features/organisations';
import { fieldErrors } from '@/lib/api-client';
import { fieldMessage } from '@/lib/field-message';
import { useUpdateXeroSettings } from '../api/change-xero-integration';
import { xeroOptionsQueryOptions } from '../api/get-xero-integration';
import { accountOptionLabel, taxRateOptionLabel } from '../xero-labels';
import {
  XERO_SETTINGS_LABELS,
  xeroSettingsFieldOf,
  xeroSettingsFormSchema,
  xeroSettingsInputOf,
  xeroSettingsValuesOf,
  type XeroSettingsFormValues,
} from '../xero-settings-values';
import { ConnectButton, type XeroPlace } from './xero-connection-panel';
import { LoadErrorNote } from './load-error-note';
import { SettingsSection } from '@/components/ui/titled-section';

function words(type: OrganisationType) {
  return type === 'supplier'
    ? {
        account: 'Sales account',
        accountHint: 'The revenue account each invoice line is coded to.',
        sameAccount: 'The sales account',
        depositHint: 'Keg deposit lines and their refunds: breweries usually keep deposits in a liability account.',
        document: 'invoices',
        approvedMeans: 'ready to send to the venue and be paid',
      }
    : {
        account: 'Expense account',
        accountHint: 'The expense account each bill line is coded to.',
        sameAccount: 'The expense account',
        depositHint: 'Keg deposit lines and their refunds: deposits paid are often kept in an asset account.',
        document: 'bills',
        approvedMeans: 'ready to pay',
      };
}

/** Options from Xero, and the saved choice even when Xero no longer lists it (archived), so it isn't silently lost. */
function optionsWithSaved(saved: string | null, options: SelectOption[], placeholder: string): SelectOption[] {
  const listed = saved === null || options.some((option) => option.value === saved);
  return [
    { value: '', label: placeholder },
    ...(listed ? [] : [{ value: saved, label: `${saved} (no longer active in Xero)` }]),
    ...options,
  ];
}

function Radio({ label, hint, registration, value }: { label: string; hint?: string; registration: UseFormRegisterReturn; value: string }) {
  return (
    <label className="flex min-h-10 cursor-pointer items-start gap-2.5 rounded-lg border border-line bg-white p-3 has-[:checked]:border-malt-700 has-[:checked]:bg-malt-50">
      <input type="radio" value={value} className="mt-0.5 h-4 w-4 shrink-0 accent-malt-700" {...registration} />
      <span className="min-w-0 text-sm">
        <span className="block font-medium text-ink">{label}</span>
        {hint ? <span className="block text-ink-soft">{hint}</span> : null}
      </span>
    </label>
  );
}

function Choice({ legend, error, children, note }: { legend: string; error?: string | undefined; children: ReactNode; note?: ReactNode }) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-sm font-medium text-ink">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">{children}</div>
      {note ? <p className="mt-1 text-sm text-ink-soft">{note}</p> : null}
      {error ? <p className="mt-1 text-sm font-medium text-red-700">{error}</p> : null}
    </fieldset>
  );
}

/**
 * How orders become invoices (a supplier) or bills (a venue) in the connected Xero organisation: the account and
 * tax rate from the organisation's own lists, draft or approved, and (suppliers) on accept or on delivery. Errors
 * show on their fields, the server's too; other failures as a toast.
 */
export function XeroSettingsForm({ place, integration }: { place: XeroPlace; integration: XeroIntegration }) {
  const type = place.organisation.type;
  const text = words(type);
  const options = useQuery(xeroOptionsQueryOptions(place.organisation));
  const defaultValues = useMemo(() => xeroSettingsValuesOf(integration), [integration]);
  const { register, handleSubmit, reset, setError, setFocus, formState } = useForm<XeroSettingsFormValues>({
    resolver: zodResolver(xeroSettingsFormSchema),
    defaultValues,
    mode: 'onTouched',
  });
  const { errors, isDirty } = formState;
  const save = useUpdateXeroSettings(place.organisation);

  const onSubmit = handleSubmit((values) =>
    save.mutate(xeroSettingsInputOf(values, type), {
      onSuccess: (saved) => {
        toast.success('Xero settings saved');
        reset(xeroSettingsValuesOf(saved));
      },
      onError: (error) => {
        const placed: (keyof XeroSettingsFormValues)[] = [];
        for (const issue of fieldErrors(error)) {
          const field = xeroSettingsFieldOf(issue.field);
          if (!field) continue;
          setError(field, {
            type: 'server',
            message: fieldMessage(XERO_SETTINGS_LABELS[field], issue.field.split('.').at(-1) ?? '', issue.message),
          });
          placed.push(field);
        }
        if (placed[0]) setFocus(placed[0]);
        else toast.error(`Your Xero settings weren’t saved: ${error.message}`);
      },
    }),
  );

  const notReady = integration.accountCode === null || integration.taxType === null;

  return (
    <SettingsSection title="How orders go to Xero" headingId="xero-settings-heading">
      {notReady ? (
        <p className="mt-3 flex items-start gap-2 rounded-lg border border-malt-200 bg-malt-50 px-3 py-2 text-sm text-ink">
          <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-malt-700" />
          <span>Nothing is sent to Xero yet: choose the account and the tax rate, then save.</span>
        </p>
      ) : null}
      {options.isError ? (
        <LoadErrorNote
          title="Your Xero accounts and tax rates didn’t load."
          message={options.error.message}
          onRetry={() => void options.refetch()}
          className="mt-4 rounded-lg border border-red-200 bg-white p-3 text-sm"
        >
          {/* most often the connection itself broke (access withdrawn in Xero, a new token key): connecting again mends it */}
          <ConnectButton place={place} reconnect variant="secondary" />
        </LoadErrorNote>
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-4 space-y-5" aria-label="Xero settings">
          <div className="grid gap-4 lg:grid-cols-2">
            {options.isPending ? (
              <OptionsLoading labels={[text.account, 'Tax rate', 'Keg deposits account']} />
            ) : (
              <>
                <SelectField
                  label={text.account}
                  hint={
                    options.data.accounts.length === 0
                      ? 'Your Xero organisation has no active accounts of this kind: add one in Xero, then come back.'
                      : text.accountHint
                  }
                  error={errors.accountCode?.message}
                  options={optionsWithSaved(integration.accountCode, accountOptions(options.data), 'Choose an account')}
                  {...register('accountCode')}
                />
                <SelectField
                  label="Tax rate"
                  hint={`The GST that applies to these ${text.document}.`}
                  error={errors.taxType?.message}
                  options={optionsWithSaved(integration.taxType, taxOptions(options.data), 'Choose a tax rate')}
                  {...register('taxType')}
                />
                <SelectField
                  label="Keg deposits account"
                  hint={text.depositHint}
                  error={errors.depositAccountCode?.message}
                  options={optionsWithSaved(integration.depositAccountCode, depositAccountOptions(options.data), text.sameAccount)}
                  {...register('depositAccountCode')}
                />
              </>
            )}
          </div>
          <Choice
            legend={`Create ${text.document} as`}
            error={errors.invoiceStatus?.message}
            note={`A draft waits in Xero for someone to approve it; an approved one is ${text.approvedMeans}.`}
          >
            <Radio label="Draft" value="DRAFT" registration={register('invoiceStatus')} />
            <Radio label="Approved" value="AUTHORISED" registration={register('invoiceStatus')} />
          </Choice>
          {type === 'supplier' ? (
            <Choice
              legend="Issue the tax invoice and send it to Xero"
              error={errors.syncOn?.message}
              note="The same choice as “Issue tax invoices” in the invoice settings: Xero gets Tapline’s invoice, with its number."
            >
              <Radio label="When the order is accepted" value="accept" registration={register('syncOn')} />
              <Radio label="When the order is delivered" value="deliver" registration={register('syncOn')} />
            </Choice>
          ) : (
            <p className="text-sm text-ink-soft">Each order becomes a bill when its supplier issues the tax invoice.</p>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <Button
              type="submit"
              disabled={save.isPending || options.isPending}
              aria-busy={save.isPending || undefined}
              className="max-sm:w-full"
            >
              {save.isPending ? 'Saving…' : 'Save Xero settings'}
            </Button>
          </div>
          <UnsavedChangesGuard when={isDirty && !save.isPending} />
        </form>
      )}
    </SettingsSection>
  );
}

function accountOptions(options: XeroIntegrationOptions): SelectOption[] {
  return options.accounts.map((account) => ({ value: account.code, label: accountOptionLabel(account) }));
}

function depositAccountOptions(options: XeroIntegrationOptions): SelectOption[] {
  return options.depositAccounts.map((account) => ({ value: account.code, label: accountOptionLabel(account) }));
}

function taxOptions(options: XeroIntegrationOptions): SelectOption[] {
  return options.taxRates.map((rate) => ({ value: rate.taxType, label: taxRateOptionLabel(rate) }));
}

function OptionsLoading({ labels }: { labels: string[] }) {
  return (
    <>
      {labels.map((label) => (
        <div key={label} role="status">
          <p className="mb-1 text-sm font-medium text-ink">{label}</p>
          <span className="sr-only">Loading your Xero {label.toLowerCase()}s…</span>
          <Skeleton className="h-11 w-full rounded-lg" />
        </div>
      ))}
    </>
  );
}
