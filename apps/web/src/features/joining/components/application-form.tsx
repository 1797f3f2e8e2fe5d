import { zodResolver } from '@hookform/resolvers/zod';
import { APPLICATION_VENUE_KINDS, APPLICATION_VERIFY_LIFETIME_HOURS, AU_STATES, SUPPLIER_KINDS } from '@tapline/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { bindFields } from '@/components/ui/bind-fields';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { TextField } from '@/components/ui/text-field';
import { ApiError, fieldErrors } from '@/lib/api-client';
import { venueKindLabel } from '@/features/venues';
import { formTokenQueryOptions } from '../api/get-form-token';
import { useSendApplication } from '../api/send-application';
import { ApplicationForm, formFieldOf, type ApplicationFormFields, type FormFieldName } from '../application-form-schema';

export type ApplicantType = 'venue' | 'supplier';

const LABELS: Record<FormFieldName, string> = {
  businessName: 'Business name',
  kind: 'Kind of business',
  abn: 'ABN',
  'address.line1': 'Street address',
  'address.line2': 'Address line 2 (optional)',
  'address.suburb': 'Suburb',
  'address.state': 'State',
  'address.postcode': 'Postcode',
  contactName: 'Contact name',
  email: 'Email',
  phone: 'Phone',
  deliveryAreas: 'Areas you deliver to',
};

const SUPPLIER_KIND_LABELS: Record<(typeof SUPPLIER_KINDS)[number], string> = {
  brewery: 'Brewery',
  cidery: 'Cidery',
  distillery: 'Distillery',
  distributor: 'Distributor',
};

function kindOptions(type: ApplicantType) {
  const kinds =
    type === 'venue'
      ? APPLICATION_VENUE_KINDS.map((kind) => ({ value: kind, label: venueKindLabel(kind) ?? kind }))
      : SUPPLIER_KINDS.map((kind) => ({ value: kind, label: SUPPLIER_KIND_LABELS[kind] }));
  return [{ value: '', label: 'Choose one' }, ...kinds];
}

function defaults(type: ApplicantType): ApplicationFormFields {
  return {
    type,
    businessName: '',
    kind: '',
    abn: '',
    address: { line1: '', line2: '', suburb: '', state: '', postcode: '' },
    contactName: '',
    email: '',
    phone: '',
    deliveryAreas: '',
    website: '',
  };
}

/**
 * The application to join, at the end of "For venues" and "For suppliers". Loaded only on those pages (it brings
 * zod and react-hook-form). The form's token is fetched as it opens: the server refuses a form sent within
 * seconds of opening, and `website` is a honeypot no person sees.
 */
export function ApplicationFormPanel({ type }: { type: ApplicantType }) {
  const queryClient = useQueryClient();
  const token = useQuery(formTokenQueryOptions());
  const send = useSendApplication();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(ApplicationForm), defaultValues: defaults(type) });
  const { errors, isSubmitting } = form.formState;

  const field = bindFields(form.register, errors, LABELS);

  const submit = form.handleSubmit(async (body) => {
    setProblem(null);
    if (!token.data) return;
    try {
      const created = await send.mutateAsync({ ...body, formToken: token.data.formToken });
      setSentTo(created.email);
    } catch (failure) {
      const issues = fieldErrors(failure);
      const onFields = issues.flatMap((issue) => {
        const field = formFieldOf(issue.field);
        return field ? [{ field, message: issue.message }] : [];
      });
      onFields.forEach((issue, index) => form.setError(issue.field, { message: issue.message }, { shouldFocus: index === 0 }));
      const formIssue = issues.find((issue) => issue.field === 'formToken' || issue.field === 'website');
      if (formIssue?.field === 'formToken' && !formIssue.message.startsWith('Sent too fast')) {
        // forged or expired: a fresh token, so sending again works without reloading the page
        await queryClient.resetQueries({ queryKey: formTokenQueryOptions().queryKey });
      }
      if (formIssue) setProblem(formIssue.message);
      else if (onFields.length === 0)
        setProblem(failure instanceof ApiError || failure instanceof Error ? failure.message : 'The application could not be sent.');
    }
  });

  if (sentTo) {
    return (
      <div role="status" className="rounded-xl border border-green-700/30 bg-green-50 p-6 text-ink">
        <h3 className="flex items-center gap-2 text-lg font-semibold">
          <MailCheck aria-hidden="true" className="h-5 w-5 text-green-800" />
          Check your email
        </h3>
        <p className="mt-2">
          We sent a link to <strong className="[overflow-wrap:anywhere]">{sentTo}</strong>. Open it within{' '}
          {APPLICATION_VERIFY_LIFETIME_HOURS} hours to confirm your address: your application reaches our team once you have.
        </p>
        <p className="mt-2 text-sm text-ink-soft">Nothing there? Look in your spam folder, or send the form again in a few minutes.</p>
      </div>
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="relative space-y-6" aria-label={`Apply to join as a ${type}`}>
      <input type="hidden" {...form.register('type')} />
      <fieldset className="rounded-xl border border-line bg-white p-5">
        <legend className="px-1 text-lg font-semibold text-ink">Your business</legend>
        <div className="space-y-4">
          <TextField label={LABELS.businessName} autoComplete="organization" {...field('businessName')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField label={LABELS.kind} options={kindOptions(type)} {...field('kind')} />
            <TextField
              label={LABELS.abn}
              inputMode="numeric"
              autoComplete="off"
              placeholder="51 824 753 556"
              hint="11 digits, spaces are fine."
              {...field('abn')}
            />
          </div>
          <TextField label={LABELS['address.line1']} autoComplete="address-line1" {...field('address.line1')} />
          <TextField label={LABELS['address.line2']} autoComplete="address-line2" {...field('address.line2')} />
          <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
            <TextField label={LABELS['address.suburb']} autoComplete="address-level2" {...field('address.suburb')} />
            <SelectField
              label={LABELS['address.state']}
              options={[{ value: '', label: 'Choose' }, ...AU_STATES.map((state) => ({ value: state, label: state }))]}
              autoComplete="address-level1"
              {...field('address.state')}
            />
            <TextField
              label={LABELS['address.postcode']}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={4}
              {...field('address.postcode')}
            />
          </div>
          {type === 'supplier' ? (
            <TextareaField
              label={LABELS.deliveryAreas}
              rows={3}
              hint="One per line or separated by commas, e.g. Sydney metro, Blue Mountains (up to 20)."
              {...field('deliveryAreas')}
            />
          ) : null}
        </div>
      </fieldset>

      <fieldset className="rounded-xl border border-line bg-white p-5">
        <legend className="px-1 text-lg font-semibold text-ink">Who we talk to</legend>
        <div className="space-y-4">
          <TextField label={LABELS.contactName} autoComplete="name" {...field('contactName')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={LABELS.email}
              type="email"
              inputMode="email"
              autoComplete="email"
              hint="We’ll send a link to confirm it."
              {...field('email')}
            />
            <TextField label={LABELS.phone} type="tel" autoComplete="tel" placeholder="02 9000 1234" {...field('phone')} />
          </div>
        </div>
      </fieldset>

      {/* a honeypot: off-screen and out of the tab order, so people never fill it; form-filling bots do */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label>
          Website
          <input type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
        </label>
      </div>

      {problem || token.isError ? (
        <p role="alert" className="rounded-lg border border-red-700/30 bg-red-50 p-3 text-sm text-red-800">
          {problem ?? 'The form could not be prepared. Check your connection and reload the page.'}
        </p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-soft">Joining Tapline costs nothing. We review every application and reply by email.</p>
        <Button type="submit" disabled={isSubmitting || !token.data}>
          Send application
        </Button>
      </div>
    </form>
  );
}
