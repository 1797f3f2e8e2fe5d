import { zodResolver } from '@hookform/resolvers/zod';
import { productSlugFromName, type CatalogueProduct, type OrganisationRef } from '@tapline/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';
import { packRowOf, publishBlocker, type PackRow } from '../pack-rows';
import { EMPTY_PRODUCT_EDITOR, editorValuesOf, productEditorSchema, type ProductEditorValues } from '../product-editor-form';
import { formValuesOf } from '../product-form';
import { CardPreview } from './card-preview';
import { EditorActionBar } from './editor-action-bar';
import { EditorConflict } from './editor-conflict';
import { PackList } from './pack-list';
import { ProductFields } from './product-fields';
import { useProductSave } from './use-product-save';

interface EditorProps {
  supplier: OrganisationRef;
  /** the product to edit; none to create one */
  product?: CatalogueProduct;
  /** the supplier's currency, for a new product's prices */
  currency?: string;
  /** the cover's card-size picture, for the preview */
  coverUrl?: string | null;
  /** what the editor shows under the form (the image manager on the edit page) */
  children?: ReactNode;
  onSaved: (product: CatalogueProduct) => void;
}

const sameFields = (a: CatalogueProduct, b: CatalogueProduct) => JSON.stringify(formValuesOf(a)) === JSON.stringify(formValuesOf(b));
const loadedPacks = (product: CatalogueProduct | undefined): PackRow[] => (product ? product.skus.map(packRowOf) : []);

/**
 * Creating and editing a product share this one form (decision 0140): its details, then its packs
 * (SKUs) added, changed and archived inline, saved together; Publish saves and publishes in one go, and waits with
 * its reason shown until the product can be published. The contracts' own rules check it as it is typed, the
 * server's field errors land on their fields and rows, a live preview shows the public card, and leaving with
 * unsaved changes asks first. An edit sends only what changed with the versions read; a stale one (someone else
 * saved meanwhile) shows their version and lets the rep load it or knowingly save over it (decision 0076).
 */
export function ProductEditor({
  supplier,
  product,
  currency = product?.currency ?? 'AUD',
  onSaved,
  coverUrl = null,
  children,
}: EditorProps) {
  const [base, setBase] = useState<CatalogueProduct | undefined>(product);
  const [loaded, setLoaded] = useState<PackRow[]>(() => loadedPacks(product));
  const [conflict, setConflict] = useState<CatalogueProduct | null>(null);
  const [slugEdited, setSlugEdited] = useState(Boolean(product));
  const form = useForm<ProductEditorValues>({
    resolver: zodResolver(productEditorSchema),
    defaultValues: product ? editorValuesOf(product) : EMPTY_PRODUCT_EDITOR,
    mode: 'onTouched',
  });
  const { register, handleSubmit, control, reset, setValue, formState } = form;
  const { errors, isDirty } = formState;

  // a status change (here or elsewhere) brings a newer version with the same fields: save against it, or the
  // next save would be refused as stale for a change that touched nothing the form holds; the packs keep the
  // versions they were loaded at, so someone else's change to a pack is still a conflict
  const current = product && base && product.version !== base.version && sameFields(product, base) ? product : base;

  const name = useWatch({ control, name: 'name' });
  useEffect(() => {
    if (!slugEdited) setValue('slug', name.trim() ? productSlugFromName(name) : '', { shouldDirty: true });
  }, [name, slugEdited, setValue]);
  const slug = useWatch({ control, name: 'slug' });
  const packs = useWatch({ control, name: 'packs' });
  const publicUrl = `${window.location.origin}/products/${slug || productSlugFromName(name)}`;

  function load(next: CatalogueProduct) {
    setBase(next);
    setLoaded(loadedPacks(next));
    setConflict(null);
    reset(editorValuesOf(next));
  }

  const { save, saving } = useProductSave({
    supplierId: supplier.id,
    form,
    current,
    loaded,
    slugEdited,
    onSaved: (next, message) => {
      toast.success(message);
      load(next);
      onSaved(next);
    },
    onConflict: setConflict,
  });

  const status = product?.status ?? 'draft';
  const onSubmit = handleSubmit((values) => save(values));
  const onPublish = handleSubmit((values) => save(values, { publish: true }));

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_15rem]">
      <div className="min-w-0 space-y-6">
        {conflict ? (
          <EditorConflict
            theirs={conflict}
            saving={saving}
            onLoadTheirs={() => {
              load(conflict);
              toast('Their version is loaded');
            }}
            onSaveOver={() => void handleSubmit((values) => save(values, { over: conflict }))()}
          />
        ) : null}
        <form
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          className="space-y-6"
          aria-label={product ? `Edit ${product.name}` : 'New product'}
        >
          <ProductFields
            register={register}
            errors={errors}
            publicUrl={publicUrl}
            editing={Boolean(product)}
            onSlugTyped={() => setSlugEdited(true)}
          />
          <PackList
            control={control}
            register={register}
            setValue={setValue}
            supplierId={supplier.id}
            currency={currency}
            product={product}
            loaded={loaded}
          />
          <EditorActionBar
            editing={Boolean(product)}
            dirty={isDirty}
            saving={saving}
            canOfferPublish={status !== 'active'}
            publishBlocker={publishBlocker(name, packs)}
            onDiscard={() => (current ? load(current) : undefined)}
            onPublish={() => void onPublish()}
          />
        </form>
        {children}
      </div>
      <CardPreview control={control} supplier={supplier} productId={product?.id} currency={currency} coverUrl={coverUrl} />
      <UnsavedChangesGuard when={isDirty && !saving} />
    </div>
  );
}
