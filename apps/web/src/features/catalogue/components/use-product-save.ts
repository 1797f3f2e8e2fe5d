import { StaleProductDetails, type CatalogueProduct } from '@tapline/contracts';
import type { UseFormReturn } from 'react-hook-form';
import toast from 'react-hot-toast';
import { ApiError, fieldErrors } from '@/lib/api-client';
import { fieldMessage } from '@/lib/field-message';
import { useCreateProduct, useUpdateProduct } from '../api/catalogue-products';
import { packChanges, packFieldOf, skuInputOf, type PackChanges, type PackField, type PackRow } from '../pack-rows';
import type { ProductEditorValues } from '../product-editor-form';
import { formFieldOf, formMessage, payloadOf } from '../product-form';

const EDITABLE = ['name', 'slug', 'description', 'style', 'tags', 'abv', 'ibu', 'origin'] as const;

const PACK_LABELS: Record<PackField, string> = {
  code: 'Code',
  name: 'Pack name',
  unitsPerPack: 'Units per pack',
  volumeMl: 'Volume',
  price: 'Price',
  taxRatePercent: 'GST',
  stockOnHand: 'Stock on hand',
  status: 'Status',
  kegTypeId: 'Keg',
};

interface SaveOptions {
  publish?: boolean;
  /** their version, when saving over it knowingly (decision 0076) */
  over?: CatalogueProduct;
}

interface ProductSaveProps {
  supplierId: string;
  form: UseFormReturn<ProductEditorValues>;
  /** the stored product the form edits (none while creating) */
  current: CatalogueProduct | undefined;
  /** the packs as loaded, to send only the stored ones changed */
  loaded: PackRow[];
  /** whether the rep typed the web address (else the server makes one, decision 0076) */
  slugEdited: boolean;
  onSaved: (product: CatalogueProduct, message: string) => void;
  onConflict: (theirs: CatalogueProduct) => void;
}

/**
 * The product form's save: one call for the product and its packs (and publishing), so nothing is half-saved.
 * The server's field errors land on their fields, a pack's on its row; a stale save shows their version.
 */
export function useProductSave({ supplierId, form, current, loaded, slugEdited, onSaved, onConflict }: ProductSaveProps) {
  const create = useCreateProduct(supplierId);
  const update = useUpdateProduct(supplierId, current?.id ?? '');
  const { setError, setFocus, formState } = form;

  function showErrors(error: Error, rows: Pick<PackChanges, 'changeRows' | 'newRows'>) {
    const placed: string[] = [];
    for (const issue of fieldErrors(error)) {
      const pack = packFieldOf(issue.field, rows);
      if (pack) {
        const name = `packs.${pack.index}.${pack.field}` as const;
        setError(name, {
          type: 'server',
          message: fieldMessage(PACK_LABELS[pack.field], issue.field.split('.')[2] ?? '', issue.message) ?? issue.message,
        });
        placed.push(name);
        continue;
      }
      const field = formFieldOf(issue.field);
      if (!field) continue;
      setError(field, { type: 'server', message: formMessage(field, issue.message) });
      placed.push(field);
    }
    if (placed[0]) setFocus(placed[0] as keyof ProductEditorValues);
    else toast.error(error.message, { duration: 8000 });
  }

  function save(values: ProductEditorValues, { publish = false, over }: SaveOptions = {}) {
    const payload = payloadOf(values);
    const done = publish ? 'Published' : current ? 'Changes saved' : 'Draft saved';
    if (!current) {
      // a slug the rep didn't touch is left to the server, which makes a free one when the name's is taken (0067)
      const product = { ...payload };
      if (!slugEdited) delete product.slug;
      const rows = { changeRows: [], newRows: values.packs.map((_, index) => index) };
      create.mutate(
        { ...product, skus: values.packs.map(skuInputOf), publish },
        { onSuccess: (next) => onSaved(next, done), onError: (error) => showErrors(error, rows) },
      );
      return;
    }
    const changed = EDITABLE.filter((field) => formState.dirtyFields[field]);
    const patch = Object.fromEntries(changed.map((field) => [field, field === 'slug' ? values.slug.trim() : payload[field]]));
    const packs = packChanges(values.packs, loaded, over ? new Map(over.skus.map((sku) => [sku.id, sku.version])) : undefined);
    if (changed.length === 0 && packs.skuChanges.length === 0 && packs.newSkus.length === 0 && !publish) {
      toast('Nothing has changed');
      return;
    }
    update.mutate(
      { version: (over ?? current).version, ...patch, skuChanges: packs.skuChanges, newSkus: packs.newSkus, publish },
      {
        onSuccess: (next) => onSaved(next, done),
        onError: (error) => {
          const stale = error instanceof ApiError && error.status === 409 ? StaleProductDetails.safeParse(error.details) : null;
          if (stale?.success) onConflict(stale.data.current);
          else showErrors(error, packs);
        },
      },
    );
  }

  return { save, saving: create.isPending || update.isPending };
}
