import { ProductCreate, type CatalogueProduct, type ProductCreateInput } from '@tapline/contracts';
import { z } from 'zod';
import { fieldMessage } from '@/lib/field-message';

/** What the product form holds: text as typed; tags comma-separated; ABV and IBU as typed (empty = not given). */
export interface ProductFormValues {
  name: string;
  slug: string;
  description: string;
  style: string;
  tags: string;
  abv: string;
  ibu: string;
  origin: string;
}

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  slug: '',
  description: '',
  style: '',
  tags: '',
  abv: '',
  ibu: '',
  origin: '',
};

export function formValuesOf(product: CatalogueProduct): ProductFormValues {
  return {
    name: product.name,
    slug: product.slug,
    description: product.description,
    style: product.style,
    tags: product.tags.join(', '),
    abv: product.abv === null ? '' : String(product.abv),
    ibu: product.ibu === null ? '' : String(product.ibu),
    origin: product.origin ?? '',
  };
}

/** "Hazy, IPA , ,hoppy" → ["hazy", "ipa", "hoppy"]: commas separate tags, so a tag can't hold one. */
export function tagsOf(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
}

const numberOf = (text: string) => (text.trim() === '' ? null : Number(text.trim().replace(',', '.')));

/** The body the API takes, from the form's text (numbers that aren't numbers stay NaN for the schema to name). */
export function payloadOf(values: ProductFormValues): ProductCreateInput {
  return {
    name: values.name,
    ...(values.slug.trim() ? { slug: values.slug.trim() } : {}),
    description: values.description,
    style: values.style,
    tags: tagsOf(values.tags),
    abv: numberOf(values.abv),
    ibu: numberOf(values.ibu),
    origin: values.origin.trim() === '' ? null : values.origin,
  };
}

const LABELS: Record<keyof ProductFormValues, string> = {
  name: 'Name',
  slug: 'Web address',
  description: 'Description',
  style: 'Style',
  tags: 'Tags',
  abv: 'ABV',
  ibu: 'IBU',
  origin: 'Origin',
};

/** The form field a server or contract issue belongs to (`tags.2` is the tags field). */
export function formFieldOf(path: string): keyof ProductFormValues | null {
  const head = path.split('.')[0] ?? '';
  return head in LABELS ? (head as keyof ProductFormValues) : null;
}

/** A contract message ("abv must be at most 99.9") as the form says it ("ABV must be at most 99.9"). */
export function formMessage(field: keyof ProductFormValues, message: string): string {
  return fieldMessage(LABELS[field], field, message) ?? message;
}

/**
 * The form's rules are the API's own (ProductCreate, the zod contract), run on the body the form would send,
 * so the browser refuses what the server would, worded for the form's fields.
 */
export const productFormSchema = z
  .object({
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    style: z.string(),
    tags: z.string(),
    abv: z.string(),
    ibu: z.string(),
    origin: z.string(),
  })
  .superRefine((values, context) => {
    const payload = payloadOf(values);
    if (Number.isNaN(payload.abv)) context.addIssue({ code: 'custom', path: ['abv'], message: 'ABV must be a number, e.g. 4.5' });
    if (Number.isNaN(payload.ibu)) context.addIssue({ code: 'custom', path: ['ibu'], message: 'IBU must be a whole number, e.g. 35' });
    const result = ProductCreate.safeParse(payload);
    if (result.success) return;
    for (const issue of result.error.issues) {
      const field = formFieldOf(issue.path.map(String).join('.'));
      if (!field || ((field === 'abv' || field === 'ibu') && Number.isNaN(payload[field]))) continue;
      const message =
        issue.code === 'invalid_type' && (field === 'abv' || field === 'ibu') ? `${LABELS[field]} must be a number` : issue.message;
      context.addIssue({ code: 'custom', path: [field], message: formMessage(field, message) });
    }
  });
