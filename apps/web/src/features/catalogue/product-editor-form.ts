import type { CatalogueProduct } from '@tapline/contracts';
import { z } from 'zod';
import { packIssues, packRowOf, type PackRow } from './pack-rows';
import { EMPTY_PRODUCT_FORM, formValuesOf, productFormSchema, type ProductFormValues } from './product-form';

/** The product form's values: the product's fields and its packs (SKUs), one form as Shopify keeps variants (0140). */
export interface ProductEditorValues extends ProductFormValues {
  packs: PackRow[];
}

export const EMPTY_PRODUCT_EDITOR: ProductEditorValues = { ...EMPTY_PRODUCT_FORM, packs: [] };

export function editorValuesOf(product: CatalogueProduct): ProductEditorValues {
  return { ...formValuesOf(product), packs: product.skus.map(packRowOf) };
}

/** The form's resolver: the product's contract on its fields, the SKU contract on each pack, and one code per pack. */
export const productEditorSchema = z.custom<ProductEditorValues>().superRefine((values, context) => {
  const product = productFormSchema.safeParse(values);
  if (!product.success)
    for (const issue of product.error.issues) context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  for (const issue of packIssues(values.packs))
    context.addIssue({ code: 'custom', path: ['packs', issue.index, issue.field], message: issue.message });
});
