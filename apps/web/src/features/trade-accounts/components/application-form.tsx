import { australianStates, type OrganisationSettings, type TradeApplication, type VenueTradeStanding } from '@tapline/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';
import { ApiError, fieldErrors } from '@/lib/api-client';
import { fieldMessage } from '@/lib/field-message';
import { applicationDefaults, applicationFieldOf, applicationInput, type ApplicationFormValues } from '../application-form';
import { useApplyForTradeAccount } from '../api/change-trade';
import { tradeKeys } from '../api/trade-keys';
import { DirectorRows, ReferenceRows } from './people-fields';

/** The words a server's message about a field starts with, on the form ("liquorLicenceNumber is required" → "Licence number is required") */
const SERVER_LABELS: Record<string, string> = {
  legalName: 'Legal name',
  abn: 'ABN',
  acn: 'ACN',
  liquorLicenceNumber: 'Licence number',
  liquorLicenceState: 'State',
  liquorLicenceExpiry: 'Expiry date',
  requestedLimitCents: 'Credit limit',
  name: 'Name',
  business: 'Business',
  contactName: 'Contact name',
  phone: 'Phone',
  email: 'Email',
};

const fieldsetClass = 'rounded-xl border border-line bg-white p-5';
const legendClass = 'px-1 text-lg font-semibold text-ink';

/**
 * The application for a trade account (the venue's owners): the business, its liquor licence, its directors, trade
 * references, the limit it asks for, and the supplier's terms to read and accept. Filled from the venue's settings
 * where they know it; the server's field errors show beside their fields.
 */
export function TradeApplicationForm({
  venue,
  standing,
  onSent,
}: {
  venue: Pick<OrganisationSettings, 'id' | 'name' | 'abn' | 'addresses'>;
  standing: VenueTradeStanding;
  onSent: (application: TradeApplication) => void;
}) {
  const supplier = standing.supplier;
  const form = useForm<ApplicationFormValues>({ defaultValues: applicationDefaults(venue) });
  const { errors, isDirty, isSubmitting } = form.formState;
  const apply = useApplyForTradeAccount(venue.id);
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const termsId = useId();
  const termsErrorId = useId();
  const { register } = form;
  const error = (name: keyof ApplicationFormValues) => errors[name]?.message as string | undefined;

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    const built = applicationInput(values, { id: supplier.id, termsVersion: standing.settings.termsVersion });
    if (!built.ok) {
      built.issues.forEach((issue, index) => form.setError(issue.field, { message: issue.message }, { shouldFocus: index === 0 }));
      return;
    }
    try {
      onSent(await apply.mutateAsync(built.input));
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) {
        // the supplier changed its terms since the form opened: show the new ones, to be read and accepted again
        form.setValue('termsAccepted', false);
        await queryClient.invalidateQueries({ queryKey: tradeKeys.standing(venue.id, supplier.id) });
        setProblem(`${supplier.name} changed its trade terms while you filled this in. Read them again below, then accept and send.`);
        return;
      }
      const placed = fieldErrors(failure).flatMap((issue) => {
        const field = applicationFieldOf(issue.field, built.referenceRows);
        const name = issue.field.split('.').at(-1) ?? issue.field;
        return field ? [{ field, message: fieldMessage(SERVER_LABELS[name] ?? name, name, issue.message) ?? issue.message }] : [];
      });
      placed.forEach((issue, index) => form.setError(issue.field, { message: issue.message }, { shouldFocus: index === 0 }));
      if (placed.length === 0) setProblem(failure instanceof Error ? failure.message : 'The application could not be sent.');
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-6"
      aria-label={`Apply for a trade account with ${supplier.name}`}
    >
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>The business</legend>
        <div className="space-y-4">
          <TextField
            label="Legal name"
            hint="The name on the licence and the ABN, if it isn’t the venue’s."
            autoComplete="organization"
            error={error('legalName')}
            {...register('legalName')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="ABN"
              inputMode="numeric"
              autoComplete="off"
              hint="11 digits, spaces are fine."
              error={error('abn')}
              {...register('abn')}
            />
            <TextField
              label={
                <>
                  ACN <span className="font-normal text-ink-soft">(optional)</span>
                </>
              }
              inputMode="numeric"
              autoComplete="off"
              hint="9 digits, for a company."
              error={error('acn')}
              {...register('acn')}
            />
          </div>
        </div>
      </fieldset>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>Liquor licence</legend>
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
          <TextField label="Licence number" autoComplete="off" error={error('liquorLicenceNumber')} {...register('liquorLicenceNumber')} />
          <SelectField
            label="State"
            options={[{ value: '', label: 'Choose' }, ...australianStates.map((state) => ({ value: state, label: state }))]}
            error={error('liquorLicenceState')}
            {...register('liquorLicenceState')}
          />
          <TextField label="Expires" type="date" error={error('liquorLicenceExpiry')} {...register('liquorLicenceExpiry')} />
        </div>
      </fieldset>

      <DirectorRows control={form.control} register={register} errors={errors} />
      <ReferenceRows control={form.control} register={register} errors={errors} />

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>Credit</legend>
        <TextField
          label={
            <>
              Credit limit you ask for <span className="font-normal text-ink-soft">(optional)</span>
            </>
          }
          inputMode="decimal"
          placeholder="5,000"
          hint={`In dollars, inc GST. ${supplier.name} decides the limit; leave it empty to let them.`}
          className="sm:max-w-xs"
          error={error('requestedLimit')}
          {...register('requestedLimit')}
        />
      </fieldset>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{supplier.name}’s trade terms</legend>
        {standing.settings.terms.trim() ? (
          // a scrolling box a keyboard can scroll too: it takes the focus, and is named for what it holds
          <div
            id={termsId}
            role="region"
            aria-label={`${supplier.name}’s trade terms`}
            tabIndex={0}
            className="max-h-64 overflow-y-auto whitespace-pre-line break-words rounded-lg border border-line bg-stone-50 p-3 text-sm text-ink"
          >
            {standing.settings.terms}
          </div>
        ) : (
          <p className="text-sm text-ink-soft">
            {supplier.name} has written no terms of its own: its payment terms are set when it approves the account.
          </p>
        )}
        <label className="mt-3 flex items-start gap-2 text-sm font-medium text-ink">
          <input
            type="checkbox"
            className="mt-0.5 h-5 w-5 shrink-0 accent-malt-700"
            aria-invalid={errors.termsAccepted ? true : undefined}
            aria-describedby={errors.termsAccepted ? termsErrorId : undefined}
            {...register('termsAccepted')}
          />
          I have read {supplier.name}’s trade terms and accept them for {venue.name}
        </label>
        {errors.termsAccepted ? (
          <p id={termsErrorId} className="mt-1 text-sm font-medium text-red-700">
            {errors.termsAccepted.message}
          </p>
        ) : null}
      </fieldset>

      {problem ? (
        <p role="alert" className="rounded-lg border border-red-700/30 bg-red-50 p-3 text-sm text-red-800">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-soft">{supplier.name} is told at once, and you are told when they decide.</p>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send application'}
        </Button>
      </div>
      <UnsavedChangesGuard when={isDirty && !isSubmitting && !apply.isSuccess} />
    </form>
  );
}
