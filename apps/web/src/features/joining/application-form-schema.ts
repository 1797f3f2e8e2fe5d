import { ApplicationCreate, type ApplicationCreateInput } from '@tapline/contracts';
import { z } from 'zod';

/** The application form's boxes: text everywhere; a supplier's delivery areas one per line (or comma-separated). */
const ApplicationFormFields = z.object({
  type: z.enum(['venue', 'supplier']),
  businessName: z.string(),
  kind: z.string(),
  abn: z.string(),
  address: z.object({ line1: z.string(), line2: z.string(), suburb: z.string(), state: z.string(), postcode: z.string() }),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  deliveryAreas: z.string(),
  website: z.string(),
});
export type ApplicationFormFields = z.infer<typeof ApplicationFormFields>;

/** "Sydney metro, Blue Mountains\nNewcastle" → the areas, trimmed, without blanks or repeats. */
export function splitDeliveryAreas(value: string): string[] {
  return [
    ...new Set(
      value
        .split(/[\n,]/)
        .map((area) => area.trim())
        .filter((area) => area.length > 0),
    ),
  ];
}

const AREA_MAX = 80;

/**
 * The form validated by the shared contract, as the server will: the boxes become the request (a blank line 2
 * left out, the areas split), then ApplicationCreate checks it (ABN checksum, email, phone, kinds, areas).
 */
export const ApplicationForm = ApplicationFormFields.superRefine((values, context) => {
  if (values.type === 'supplier' && splitDeliveryAreas(values.deliveryAreas).some((area) => area.length > AREA_MAX)) {
    context.addIssue({ code: 'custom', path: ['deliveryAreas'], message: `each delivery area must be at most ${AREA_MAX} characters` });
  }
})
  .transform((values): ApplicationCreateInput => ({
    type: values.type,
    businessName: values.businessName,
    kind: values.kind,
    abn: values.abn,
    address: {
      ...values.address,
      line2: values.address.line2.trim() === '' ? null : values.address.line2,
      state: values.address.state as ApplicationCreateInput['address']['state'],
    },
    contactName: values.contactName,
    email: values.email,
    phone: values.phone,
    ...(values.type === 'supplier' ? { deliveryAreas: splitDeliveryAreas(values.deliveryAreas) } : {}),
    website: values.website,
  }))
  .pipe(ApplicationCreate);

/** The form's field a server error names ("address.postcode", "deliveryAreas.2"), or undefined for the form as a whole. */
export function formFieldOf(field: string): FormFieldName | undefined {
  if (field.startsWith('deliveryAreas')) return 'deliveryAreas';
  return (FORM_FIELD_NAMES as readonly string[]).includes(field) ? (field as FormFieldName) : undefined;
}

const FORM_FIELD_NAMES = [
  'businessName',
  'kind',
  'abn',
  'address.line1',
  'address.line2',
  'address.suburb',
  'address.state',
  'address.postcode',
  'contactName',
  'email',
  'phone',
  'deliveryAreas',
] as const;
export type FormFieldName = (typeof FORM_FIELD_NAMES)[number];
