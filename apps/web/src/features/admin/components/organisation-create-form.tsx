import { zodResolver } from '@hookform/resolvers/zod';
import { organisationSlugFromName } from '@tapline/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { BackLink } from '@/components/ui/back-link';
import { bindFields } from '@/components/ui/bind-fields';
import { Button, LinkButton } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { TextField } from '@/components/ui/text-field';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';
import { fieldErrors } from '@/lib/api-client';
import { inviteDeliveryMessage } from '@/lib/invite-delivery';
import { TYPE_WORDS, type OrganisationType } from '../admin-search';
import { useCreateOrganisation } from '../api/create-organisation';
import { timeZoneOptions } from '@/features/organisations';
import { venueKindLabel } from '@/features/venues';
import { OwnerEmailField, SlugField } from './organisation-fields';
import { AdminCreateForm, CREATE_FORM_FIELDS, VENUE_KINDS, type CreateFormField, type CreateFormFields } from '../create-form-schema';
import { useSignedInPageHead } from '@/lib/page-head';
import { TitledSection } from '@/components/ui/titled-section';

const LIST_PATHS = { venue: '/dash/admin/venues', supplier: '/dash/admin/suppliers' } as const;

const LABELS: Record<CreateFormField, string> = {
  name: 'Name',
  slug: 'Slug',
  ownerEmail: 'Owner’s email',
  description: 'Description',
  contactEmail: 'Contact email',
  contactPhone: 'Contact phone',
  timeZone: 'Time zone',
  venueKind: 'Kind of venue',
};

const DEFAULTS: CreateFormFields = {
  name: '',
  slug: '',
  ownerEmail: '',
  description: '',
  contactEmail: '',
  contactPhone: '',
  timeZone: 'Australia/Sydney',
  venueKind: '',
};

/** Create a venue or supplier with its first owner's email: the owner gets an invite to join. */
export function OrganisationCreateForm({ type }: { type: OrganisationType }) {
  const words = TYPE_WORDS[type];
  useSignedInPageHead(words.create, 'Admin');
  const navigate = useNavigate();
  const create = useCreateOrganisation(type);
  const form = useForm({ resolver: zodResolver(AdminCreateForm), defaultValues: DEFAULTS });
  const { errors, isDirty, isSubmitting } = form.formState;
  const [name, slug] = useWatch({ control: form.control, name: ['name', 'slug'] });
  const derived = organisationSlugFromName(name, type);
  const zones = useMemo(() => timeZoneOptions(DEFAULTS.timeZone), []);
  const field = bindFields(form.register, errors, LABELS);

  const submit = form.handleSubmit(async (body) => {
    try {
      const created = await create.mutateAsync(body);
      toast.success(inviteDeliveryMessage(created.invite.email, created.invite.mailState));
      await navigate({ to: LIST_PATHS[type], ignoreBlocker: true });
    } catch (failure) {
      const issues = fieldErrors(failure).filter((issue): issue is { field: CreateFormField; message: string } =>
        (CREATE_FORM_FIELDS as string[]).includes(issue.field),
      );
      issues.forEach((issue, index) => form.setError(issue.field, { message: issue.message }, { shouldFocus: index === 0 }));
      if (issues.length === 0) toast.error(failure instanceof Error ? failure.message : `The ${words.one} could not be created.`);
    }
  });

  return (
    <>
      <BackLink to={LIST_PATHS[type]}>{words.title}</BackLink>
      <div className="mt-3">
        <PageHeader title={words.create} eyebrow="Admin">
          The {words.one} starts with no members: its first owner gets an email invite and sets it up.
        </PageHeader>
      </div>
      <form onSubmit={(event) => void submit(event)} noValidate className="max-w-2xl space-y-6">
        <section aria-labelledby="create-details" className="space-y-4 rounded-xl border border-line bg-white p-5">
          <h2 id="create-details" className="text-lg font-semibold text-ink">
            The {words.one}
          </h2>
          <TextField label={LABELS.name} autoComplete="off" {...field('name')} />
          <SlugField
            label={`${LABELS.slug} (optional)`}
            placeholder={derived || undefined}
            path={words.path}
            shown={slug.trim() || derived || '…'}
            after={slug.trim() ? '' : ' — made from the name when left empty.'}
            {...field('slug')}
          />
          {type === 'venue' ? (
            <SelectField
              label={`${LABELS.venueKind} (optional)`}
              options={[
                { value: '', label: 'Not set' },
                ...VENUE_KINDS.map((kind) => ({ value: kind, label: venueKindLabel(kind) ?? kind })),
              ]}
              {...field('venueKind')}
            />
          ) : null}
          <TextareaField label={`${LABELS.description} (optional)`} rows={3} maxLength={2000} {...field('description')} />
          <SelectField
            label={LABELS.timeZone}
            options={zones}
            hint="Delivery days and dates are read in this time zone."
            {...field('timeZone')}
          />
        </section>

        <TitledSection
          title="Owner and contact"
          headingId="create-people"
          headingClassName="text-lg font-semibold text-ink"
          className="space-y-4 rounded-xl border border-line bg-white p-5"
        >
          <OwnerEmailField
            label={LABELS.ownerEmail}
            hint={`We’ll email an invite to become the ${words.one}’s owner. It works for 7 days.`}
            {...field('ownerEmail')}
          />
          <TextField label={`${LABELS.contactEmail} (optional)`} type="email" autoComplete="off" {...field('contactEmail')} />
          <TextField label={`${LABELS.contactPhone} (optional)`} type="tel" autoComplete="off" {...field('contactPhone')} />
        </TitledSection>

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <LinkButton to={LIST_PATHS[type]} variant="secondary">
            Cancel
          </LinkButton>
          <Button type="submit" disabled={isSubmitting}>
            {words.create} and invite owner
          </Button>
        </div>
        <UnsavedChangesGuard when={isDirty && !isSubmitting} />
      </form>
    </>
  );
}
