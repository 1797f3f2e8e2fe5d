import {
  AddressInput,
  formatAbn,
  formatMoneyInput,
  isValidAbn,
  MINIMUM_ORDER_CENTS_MAX,
  OrganisationSettingsPatch,
  parseMoney,
  type OrganisationSettings,
} from '@tapline/contracts';
import { z } from 'zod';

/**
 * The organisation settings form: its values, its validation and its translation to and from the
 * API. Each field is checked by the shared contract's own rule (OrganisationSettingsPatch, AddressInput), with a
 * message written for the person at the form rather than for a developer reading the API.
 */

const patchShape = OrganisationSettingsPatch.shape;
export const ADDRESS_KINDS = ['physical', 'delivery', 'billing'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];
/** Monday first, as Australians read a week; the API numbers days 0 = Sunday. */
export const WEEK = ['1', '2', '3', '4', '5', '6', '0'] as const;
type Weekday = (typeof WEEK)[number];

const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** A text field checked by a shared rule; the message may depend on the value. */
function checkedBy(rule: z.ZodType, message: string | ((value: string) => string)) {
  return z.string().superRefine((value, context) => {
    if (!rule.safeParse(value).success)
      context.addIssue({ code: 'custom', message: typeof message === 'string' ? message : message(value) });
  });
}

/** Empty means "none" (null in the API); otherwise the shared rule applies. */
function optionalCheckedBy(rule: z.ZodType, message: string) {
  return z.string().superRefine((value, context) => {
    if (value.trim() !== '' && !rule.safeParse(value.trim()).success) context.addIssue({ code: 'custom', message });
  });
}

const addressValues = z.object({
  enabled: z.boolean(),
  line1: z.string(),
  line2: z.string(),
  suburb: z.string(),
  state: z.string(),
  postcode: z.string(),
});
export type AddressValues = z.infer<typeof addressValues>;

const ADDRESS_MESSAGES: Record<string, string> = {
  line1: 'Enter the street address',
  line2: 'At most 120 characters',
  suburb: 'Enter the suburb',
  state: 'Enter the state, e.g. NSW',
  postcode: 'Enter the 4-digit postcode',
};

const dayValues = z.object({ open: z.boolean(), opens: z.string(), closes: z.string() });
export type DayValues = z.infer<typeof dayValues>;

export const settingsFormSchema = z.object({
  name: checkedBy(patchShape.name.unwrap(), (value) => (value.trim() === '' ? 'Enter a name' : 'At most 120 characters')),
  slug: checkedBy(patchShape.slug.unwrap(), (value) =>
    value === ''
      ? 'Enter a web address'
      : value.length > 80
        ? 'At most 80 characters'
        : 'Use lowercase letters, digits and single dashes, with no spaces',
  ),
  description: checkedBy(patchShape.description.unwrap(), 'At most 2,000 characters'),
  contactEmail: optionalCheckedBy(z.email(), 'Enter an email address, like orders@example.com'),
  contactPhone: optionalCheckedBy(patchShape.contactPhone.unwrap().unwrap(), 'Enter a phone number: digits, spaces, brackets or dashes'),
  publicEmail: optionalCheckedBy(z.email(), 'Enter an email address, like hello@example.com'),
  publicPhone: optionalCheckedBy(patchShape.publicPhone.unwrap().unwrap(), 'Enter a phone number: digits, spaces, brackets or dashes'),
  timeZone: checkedBy(patchShape.timeZone.unwrap(), 'Choose a time zone'),
  // the ABR's checksum, as the server checks it (422 invalid_abn): a typo never reaches a tax invoice
  abn: z.string().superRefine((value, context) => {
    if (value.trim() !== '' && !isValidAbn(value.trim()))
      context.addIssue({ code: 'custom', message: 'Enter the 11-digit ABN as the ABR lists it, like 51 824 753 556' });
  }),
  addresses: z.object({ physical: addressValues, delivery: addressValues, billing: addressValues }).superRefine((addresses, context) => {
    for (const kind of ADDRESS_KINDS) {
      const address = addresses[kind];
      if (!address.enabled) continue;
      const parsed = AddressInput.safeParse(addressInputOf(kind, address));
      if (parsed.success) continue;
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'line1');
        context.addIssue({ code: 'custom', path: [kind, field], message: ADDRESS_MESSAGES[field] ?? issue.message });
      }
    }
  }),
  venueKind: z.string().trim().max(40, 'At most 40 characters'),
  openingHours: z.record(z.enum(WEEK), dayValues).superRefine((hours, context) => {
    for (const day of WEEK) {
      const value = hours[day];
      if (!value?.open) continue;
      if (!TIME.test(value.opens)) context.addIssue({ code: 'custom', path: [day, 'opens'], message: 'Enter the opening time' });
      if (!TIME.test(value.closes)) context.addIssue({ code: 'custom', path: [day, 'closes'], message: 'Enter the closing time' });
    }
  }),
  orderingRules: z.object({
    minimumOrder: z.string().superRefine((value, context) => {
      if (value.trim() === '') return;
      const amount = parseMoney(value);
      // more dollar digits than any amount has is over the bound: say the bound, not "not an amount"
      if (!amount.ok && amount.problem !== 'too_many_dollar_digits')
        context.addIssue({ code: 'custom', message: 'Enter an amount in dollars, like 250 or 249.50' });
      else if (!amount.ok || amount.cents > MINIMUM_ORDER_CENTS_MAX)
        context.addIssue({ code: 'custom', message: `At most $${(MINIMUM_ORDER_CENTS_MAX / 100).toLocaleString('en-AU')}` });
    }),
    deliveryWeekdays: z.array(z.string()),
    orderCutoffTime: z.string().refine((value) => value === '' || TIME.test(value), 'Enter a time, like 14:00'),
    leadDays: z
      .string()
      .refine(
        (value) => value.trim() === '' || (/^\d{1,2}$/.test(value.trim()) && Number(value) <= 60),
        'Enter a whole number of days, 0 to 60',
      ),
  }),
});
export type SettingsFormValues = z.infer<typeof settingsFormSchema>;

function addressInputOf(kind: AddressKind, address: AddressValues) {
  return {
    kind,
    line1: address.line1.trim(),
    line2: address.line2.trim() === '' ? null : address.line2.trim(),
    suburb: address.suburb.trim(),
    state: address.state.trim().toUpperCase(),
    postcode: address.postcode.trim(),
    country: 'AU',
  };
}

/** The minimum order typed, in cents; null when the field is empty (no minimum). */
function minimumOrderCentsOf(text: string): number | null {
  if (text.trim() === '') return null;
  const amount = parseMoney(text);
  // the schema has refused anything else: NaN makes the contract's check in patchOf throw, never clear the minimum
  return amount.ok ? amount.cents : Number.NaN;
}

/** Hours that close at or before they open run past midnight: the API wants that said (closesNextDay). */
export function closesNextDay(day: Pick<DayValues, 'opens' | 'closes'>): boolean {
  return TIME.test(day.opens) && TIME.test(day.closes) && day.closes <= day.opens;
}

function openDayOf(day: DayValues) {
  return { opens: day.opens, closes: day.closes, ...(closesNextDay(day) ? { closesNextDay: true } : {}) };
}

const emptyAddress: AddressValues = { enabled: false, line1: '', line2: '', suburb: '', state: '', postcode: '' };

/** The form's starting values from the organisation's settings. */
export function formValuesOf(settings: OrganisationSettings): SettingsFormValues {
  const addressOf = (kind: AddressKind): AddressValues => {
    const address = settings.addresses.find((candidate) => candidate.kind === kind);
    return address
      ? {
          enabled: true,
          line1: address.line1,
          line2: address.line2 ?? '',
          suburb: address.suburb,
          state: address.state,
          postcode: address.postcode,
        }
      : emptyAddress;
  };
  const rules = settings.orderingRules;
  return {
    name: settings.name,
    slug: settings.slug,
    description: settings.description,
    contactEmail: settings.contactEmail ?? '',
    contactPhone: settings.contactPhone ?? '',
    publicEmail: settings.publicEmail ?? '',
    publicPhone: settings.publicPhone ?? '',
    timeZone: settings.timeZone,
    abn: settings.abn ? formatAbn(settings.abn) : '',
    addresses: { physical: addressOf('physical'), delivery: addressOf('delivery'), billing: addressOf('billing') },
    venueKind: settings.venueKind ?? '',
    openingHours: Object.fromEntries(
      WEEK.map((day) => {
        const hours = settings.openingHours?.[day];
        return [day, hours ? { open: true, opens: hours.opens, closes: hours.closes } : { open: false, opens: '', closes: '' }];
      }),
    ) as Record<Weekday, DayValues>,
    orderingRules: {
      minimumOrder: rules?.minimumOrderCents != null ? formatMoneyInput(rules.minimumOrderCents, { wholeDollarsShort: true }) : '',
      deliveryWeekdays: [...(rules?.deliveryWeekdays ?? [])].sort((a, b) => a - b).map(String),
      orderCutoffTime: rules?.orderCutoffTime ?? '',
      leadDays: rules?.leadDays != null ? String(rules.leadDays) : '',
    },
  };
}

type PatchKey = keyof OrganisationSettingsPatch;
const VENUE_ONLY: PatchKey[] = ['venueKind', 'openingHours'];
const SUPPLIER_ONLY: PatchKey[] = ['orderingRules'];

/**
 * The PATCH body for the sections the person changed (`changed`: the form's top-level field names, from
 * react-hook-form's dirtyFields), checked once more by the shared contract. Fields of the other kind of
 * organisation are never sent.
 */
export function patchOf(values: SettingsFormValues, type: 'venue' | 'supplier', changed: readonly string[]): OrganisationSettingsPatch {
  const full: OrganisationSettingsPatch = {
    name: values.name.trim(),
    slug: values.slug,
    description: values.description.trim(),
    contactEmail: values.contactEmail.trim() === '' ? null : values.contactEmail.trim(),
    contactPhone: values.contactPhone.trim() === '' ? null : values.contactPhone.trim(),
    publicEmail: values.publicEmail.trim() === '' ? null : values.publicEmail.trim(),
    publicPhone: values.publicPhone.trim() === '' ? null : values.publicPhone.trim(),
    timeZone: values.timeZone,
    abn: values.abn.trim() === '' ? null : values.abn.trim(),
    addresses: ADDRESS_KINDS.filter((kind) => values.addresses[kind].enabled).map((kind) => addressInputOf(kind, values.addresses[kind])),
    venueKind: values.venueKind.trim() === '' ? null : values.venueKind.trim().toLowerCase(),
    openingHours: WEEK.some((day) => values.openingHours[day]?.open)
      ? Object.fromEntries(WEEK.filter((day) => values.openingHours[day]?.open).map((day) => [day, openDayOf(values.openingHours[day]!)]))
      : null,
    orderingRules: {
      minimumOrderCents: minimumOrderCentsOf(values.orderingRules.minimumOrder),
      deliveryWeekdays: values.orderingRules.deliveryWeekdays.map(Number).sort((a, b) => a - b),
      orderCutoffTime: values.orderingRules.orderCutoffTime === '' ? null : values.orderingRules.orderCutoffTime,
      leadDays: values.orderingRules.leadDays.trim() === '' ? null : Number.parseInt(values.orderingRules.leadDays, 10),
    },
  };
  const excluded = type === 'venue' ? SUPPLIER_ONLY : VENUE_ONLY;
  const keys = (Object.keys(full) as PatchKey[]).filter((key) => changed.includes(key) && !excluded.includes(key));
  return OrganisationSettingsPatch.parse(Object.fromEntries(keys.map((key) => [key, full[key]])));
}

/**
 * Where a server field error belongs on the form: `addresses.1.postcode` names the second address *sent*, so
 * the kinds sent are needed to find it; `orderingRules.minimumOrderCents` is the dollars field.
 */
export function formFieldOf(serverField: string, sentAddressKinds: readonly AddressKind[]): string | undefined {
  const [head, second, third] = serverField.split('.');
  switch (head) {
    case 'name':
    case 'slug':
    case 'description':
    case 'contactEmail':
    case 'contactPhone':
    case 'publicEmail':
    case 'publicPhone':
    case 'timeZone':
    case 'venueKind':
    case 'abn':
      return head;
    case 'addresses': {
      const kind = second !== undefined ? sentAddressKinds[Number(second)] : undefined;
      if (!kind) return undefined;
      return third && ['line1', 'line2', 'suburb', 'state', 'postcode'].includes(third)
        ? `addresses.${kind}.${third}`
        : `addresses.${kind}.line1`;
    }
    case 'openingHours':
      return second && (WEEK as readonly string[]).includes(second) ? `openingHours.${second}.opens` : undefined;
    case 'orderingRules':
      return (
        {
          minimumOrderCents: 'orderingRules.minimumOrder',
          orderCutoffTime: 'orderingRules.orderCutoffTime',
          leadDays: 'orderingRules.leadDays',
          deliveryWeekdays: 'orderingRules.deliveryWeekdays',
        } as Record<string, string>
      )[second ?? ''];
    default:
      return undefined;
  }
}
