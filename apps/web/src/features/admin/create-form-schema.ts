import { AdminOrganisationCreate } from '@tapline/contracts';
import { z } from 'zod';

const OPTIONAL_FIELDS = ['slug', 'description', 'contactEmail', 'contactPhone', 'venueKind'] as const;

/** The create form's inputs: text boxes, where an empty optional one means "not given". */
const CreateFormFields = z.object({
  name: z.string(),
  slug: z.string(),
  ownerEmail: z.string(),
  description: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  timeZone: z.string(),
  venueKind: z.string(),
});
export type CreateFormFields = z.infer<typeof CreateFormFields>;
export type CreateFormField = keyof CreateFormFields;

/**
 * The admin create form validated by the shared contract: blank optional boxes are left out, then
 * AdminOrganisationCreate checks the rest exactly as the server will (slug shape, emails, time zone).
 */
export const AdminCreateForm = CreateFormFields.transform((values): z.input<typeof AdminOrganisationCreate> => {
  const body: Partial<CreateFormFields> = { ...values };
  for (const field of OPTIONAL_FIELDS) if (body[field]?.trim() === '') delete body[field];
  return { ...body, name: values.name, ownerEmail: values.ownerEmail };
}).pipe(AdminOrganisationCreate);

export const CREATE_FORM_FIELDS = Object.keys(CreateFormFields.shape) as CreateFormField[];

/** The kinds a new venue can start as (the settings form offers the same). */
export const VENUE_KINDS = ['pub', 'bar', 'brewpub', 'bottle shop', 'restaurant', 'hotel', 'club', 'café'] as const;
