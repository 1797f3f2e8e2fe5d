import type { CatalogueProduct, SkuStatus } from '@tapline/contracts';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useFieldArray, useWatch, type Control, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { kegTypesQueryOptions } from '@/features/keg-types';
import { NEW_PACK, type PackRow } from '../pack-rows';
import type { ProductEditorValues } from '../product-editor-form';
import { EditorSection } from './editor-section';
import { PackRowFields } from './pack-row';

interface PackListProps {
  control: Control<ProductEditorValues>;
  register: UseFormRegister<ProductEditorValues>;
  setValue: UseFormSetValue<ProductEditorValues>;
  supplierId: string;
  currency: string;
  /** the product as stored (none while creating): its status and its packs' stored statuses */
  product: CatalogueProduct | undefined;
  /** the packs as loaded into the form, by SKU id */
  loaded: PackRow[];
}

/**
 * The product's packs (its SKUs) on the product form, as Shopify keeps variants on the product: added and removed
 * inline, saved with the product. A stored pack is archived rather than removed (orders keep it); a published
 * product keeps one active pack.
 */
export function PackList({ control, register, setValue, supplierId, currency, product, loaded }: PackListProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'packs', keyName: 'key' });
  // each pack's Keg select shows once the supplier has keg types (issue 37)
  const kegTypes = useQuery(kegTypesQueryOptions(supplierId)).data?.items ?? [];
  const packs = useWatch({ control, name: 'packs' });
  const activeCount = packs.filter((row) => row.status === 'active').length;

  return (
    <EditorSection
      id="packs"
      title="Packs"
      intro="What venues order: a keg, a case of cans… each with its own code, price ex GST and, if you track it, stock. A product needs an active pack with a price to be published."
    >
      {fields.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line px-4 py-6 text-center text-sm text-ink-soft">
          No packs yet: add the first one, e.g. a 50 L keg.
        </p>
      ) : (
        <ol className="grid gap-4">
          {fields.map((row, index) => {
            const storedStatus = row.id === null ? undefined : loaded.find((pack) => pack.id === row.id)?.status;
            const status = packs[index]?.status ?? 'active';
            const keepActiveReason =
              product?.status === 'active' && status === 'active' && activeCount <= 1 ? 'A published product keeps one active pack.' : null;
            return (
              <li key={row.key}>
                <PackRowFields
                  index={index}
                  control={control}
                  register={register}
                  currency={currency}
                  kegTypes={kegTypes}
                  loadedKegTypeId={row.id === null ? '' : (loaded.find((pack) => pack.id === row.id)?.kegTypeId ?? '')}
                  storedStatus={storedStatus}
                  keepActiveReason={keepActiveReason}
                  onRemove={() => remove(index)}
                  onStatus={(next: SkuStatus) => setValue(`packs.${index}.status`, next, { shouldDirty: true })}
                />
              </li>
            );
          })}
        </ol>
      )}
      <div>
        <Button variant="secondary" onClick={() => append({ ...NEW_PACK }, { focusName: `packs.${fields.length}.name` })}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add a pack
        </Button>
      </div>
    </EditorSection>
  );
}
