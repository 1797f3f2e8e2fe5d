import { zodResolver } from '@hookform/resolvers/zod';
import type { OrganisationSettings } from '@tapline/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import toast from 'react-hot-toast';
import { bindFields } from '@/components/ui/bind-fields';
import { Button } from '@/components/ui/button';
import { SaveBar } from '@/components/ui/save-bar';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { TextField } from '@/components/ui/text-field';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';
import { useEntity } from '@/features/session';
import { venueKindLabel } from '@/features/venues';
import { fieldErrors } from '@/lib/api-client';
import { fieldMessage } from '@/lib/field-message';
import { dashboardParams } from '../organisation-ref';
import { useUpdateOrganisationSettings } from '../api/update-organisation-settings';
import { ADDRESS_KINDS, formFieldOf, formValuesOf, patchOf, settingsFormSchema, type SettingsFormValues } from '../settings-form';
import { timeZoneOptions } from '../time-zones';
import { AddressFields } from './address-fields';
import { LogoField } from './logo-field';
import { OpeningHoursFields } from './opening-hours-fields';
import { OrderingRulesFields } from './ordering-rules-fields';
import { SettingsSection } from '@/components/ui/titled-section';

const VENUE_KINDS = ['pub', 'bar', 'brewpub', 'bottle shop', 'restaurant', 'hotel', 'club', 'café'];

/** Field names as the form shows them, for server messages that start with the field ("is taken"). */
const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  slug: 'This web address',
  description: 'The description',
  contactEmail: 'The email address',
  contactPhone: 'The phone number',
  publicEmail: 'The public email',
  publicPhone: 'The public phone',
  timeZone: 'The time zone',
  abn: 'The ABN',
  venueKind: 'The kind of venue',
  line1: 'The street',
  line2: 'This line',
  suburb: 'The suburb',
  state: 'The state',
  postcode: 'The postcode',
  'orderingRules.minimumOrder': 'The minimum order',
  'orderingRules.orderCutoffTime': 'The cut-off',
  'orderingRules.leadDays': 'The lead time',
};

function Section({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <SettingsSection title={title} headingId={id}>
      {description ? <p className="mt-0.5 text-sm text-ink-soft">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </SettingsSection>
  );
}

/**
 * The edit form of a venue or supplier: react-hook-form with the shared contract's rules, errors on
 * the fields (the server's too), other failures as toasts, a warning before leaving unsaved changes. Only
 * the sections changed are sent; a new slug moves the page (and the active entity) to the new address.
 */
export function OrganisationSettingsForm({ settings, userId }: { settings: OrganisationSettings; userId: string }) {
  const isVenue = settings.type === 'venue';
  const defaultValues = useMemo(() => formValuesOf(settings), [settings]);
  const form = useForm<SettingsFormValues>({ resolver: zodResolver(settingsFormSchema), defaultValues, mode: 'onTouched' });
  const { register, handleSubmit, control, reset, setError, setFocus, formState } = form;
  const { errors, isDirty, dirtyFields } = formState;
  const field = bindFields(register, errors);
  const update = useUpdateOrganisationSettings(settings, userId);
  const { choose } = useEntity();
  const navigate = useNavigate();
  const zoneOptions = useMemo(() => timeZoneOptions(settings.timeZone), [settings.timeZone]);

  const slug = useWatch({ control, name: 'slug' });
  const timeZone = useWatch({ control, name: 'timeZone' });
  const publicUrl = `${window.location.origin}/${settings.type}s/${slug || '…'}`;

  const onSubmit = handleSubmit((values) => {
    const patch = patchOf(values, settings.type, Object.keys(dirtyFields));
    if (Object.keys(patch).length === 0) {
      toast('Nothing has changed');
      return;
    }
    const sentAddressKinds = ADDRESS_KINDS.filter((kind) => values.addresses[kind].enabled);
    update.mutate(patch, {
      onSuccess: (saved) => {
        toast.success('Settings saved');
        reset(formValuesOf(saved));
        if (saved.slug !== settings.slug) {
          choose({ type: saved.type, slug: saved.slug, name: saved.name, id: saved.id });
          // saved: nothing to warn about, even before the guard sees the reset
          void navigate({ to: '/dash/$orgType/$orgId/edit', params: dashboardParams(saved), replace: true, ignoreBlocker: true });
        }
      },
      onError: (error) => {
        const placed: string[] = [];
        let unplaced = false;
        for (const issue of fieldErrors(error)) {
          const path = formFieldOf(issue.field, sentAddressKinds);
          if (!path) {
            unplaced = true;
            continue;
          }
          const label = FIELD_LABELS[path] ?? FIELD_LABELS[path.split('.').at(-1) ?? ''] ?? 'This';
          setError(path as FieldPath<SettingsFormValues>, {
            type: 'server',
            message: fieldMessage(label, issue.field.split('.').at(-1) ?? '', issue.message),
          });
          placed.push(path);
        }
        if (placed[0]) setFocus(placed[0] as FieldPath<SettingsFormValues>);
        if (placed.length === 0 || unplaced) toast.error(error.message);
      },
    });
  });

  return (
    <div className="space-y-6">
      <Section id="logo-heading" title="Logo" description="Shown on your public page, in search results and on orders.">
        <LogoField settings={settings} userId={userId} />
      </Section>

      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6" aria-label={`${settings.name} settings`}>
        <Section id="details-heading" title="Details">
          <div className="grid gap-4">
            <TextField label="Name" autoComplete="organization" {...field('name')} />
            <TextField
              label="ABN"
              inputMode="numeric"
              autoComplete="off"
              hint={
                isVenue ? 'Printed on the tax invoices your suppliers issue you.' : 'Printed on every tax invoice Tapline issues for you.'
              }
              {...field('abn')}
            />
            <TextField
              label="Web address"
              autoCapitalize="none"
              spellCheck={false}
              hint={
                <>
                  Your public page: <span className="break-all font-medium text-ink">{publicUrl}</span>. Old links keep working after a
                  change.
                </>
              }
              {...field('slug')}
            />
            <TextareaField
              label="Description"
              rows={4}
              hint="A few lines for the people who find you on Tapline."
              {...field('description')}
            />
            {isVenue ? (
              <SelectField
                label="Kind of venue"
                options={[
                  { value: '', label: 'Not set' },
                  ...[...new Set([...VENUE_KINDS, ...(settings.venueKind ? [settings.venueKind] : [])])].map((kind) => ({
                    value: kind,
                    label: venueKindLabel(kind) ?? kind,
                  })),
                ]}
                {...field('venueKind')}
              />
            ) : null}
          </div>
        </Section>

        <Section
          id="contact-heading"
          title="Contact and time zone"
          description="For Tapline and the people you trade with: suppliers and venues see these on your orders, and invoices go to the email. Never shown on your public page."
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Contact email" type="email" autoComplete="email" {...field('contactEmail')} />
            <TextField label="Contact phone" type="tel" autoComplete="tel" {...field('contactPhone')} />
            <SelectField
              className="sm:col-span-2"
              label="Time zone"
              hint={
                isVenue
                  ? 'Delivery dates and opening hours are read in this time zone.'
                  : 'Your order cut-off and delivery days are read in this time zone.'
              }
              options={zoneOptions}
              {...field('timeZone')}
            />
          </div>
        </Section>

        <Section
          id="public-contact-heading"
          title="Contact on your public page"
          description={`What anyone can see on ${isVenue ? 'your venue’s' : 'your'} page and in search engines. Each is shown only when you fill it in: use the business’s own, not a personal mobile.`}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Public email"
              type="email"
              autoComplete="off"
              placeholder={isVenue ? 'bookings@yourvenue.com.au' : 'orders@yourbrewery.com.au'}
              hint="Leave empty to show no email."
              {...field('publicEmail')}
            />
            <TextField label="Public phone" type="tel" autoComplete="off" hint="Leave empty to show no phone." {...field('publicPhone')} />
          </div>
        </Section>

        <Section id="addresses-heading" title="Addresses" description="Each is optional.">
          <div className="grid gap-4">
            {ADDRESS_KINDS.map((kind) => (
              <AddressFields key={kind} type={settings.type} kind={kind} register={register} control={control} errors={errors} />
            ))}
          </div>
        </Section>

        {isVenue ? (
          <Section
            id="hours-heading"
            title="Opening hours"
            description="Shown on your public page. A closing time after midnight belongs to the same night."
          >
            <OpeningHoursFields register={register} control={control} errors={errors} />
          </Section>
        ) : (
          <Section id="rules-heading" title="Ordering rules" description="Venues see these on your page and meet them at checkout.">
            <OrderingRulesFields register={register} errors={errors} timeZone={timeZone} />
          </Section>
        )}

        <SaveBar dirty={isDirty} sticky>
          <Button variant="secondary" disabled={!isDirty || update.isPending} onClick={() => reset(defaultValues)}>
            Discard changes
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save changes'}
          </Button>
        </SaveBar>
      </form>
      <UnsavedChangesGuard when={isDirty} />
    </div>
  );
}
