import { zodResolver } from '@hookform/resolvers/zod';
import { PACKS_ON_CARD, productSlugFromName, StaleProductDetails, type CatalogueProduct, type OrganisationRef, type ProductSummary } from '@tapline/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/textarea-field';
import { TextField } from '@/components/ui/text-field';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';
import { ProductCard } from '@/features/products';
import { ApiError, fieldErrors } from '@/lib/api-client';
import { useCreateProduct, useUpdateProduct } from '../api/catalogue-products';
import { EMPTY_PRODUCT_FORM, formFieldOf, formMessage, formValuesOf, payloadOf, productFormSchema, tagsOf, type ProductFormValues } from '../product-form';

type EditorProps = {
  supplier: OrganisationRef;
  /** the cover's card-size picture, for the preview */
  coverUrl?: string | null;
  /** what the editor shows under the form (the image manager on the edit page) */
  children?: ReactNode;
} & ({ product: CatalogueProduct; onSaved: (product: CatalogueProduct) => void } | { product?: undefined; onSaved: (product: CatalogueProduct) => void });

const EDITABLE = ['name', 'slug', 'description', 'style', 'tags', 'abv', 'ibu', 'origin'] as const;
const sameFields = (a: CatalogueProduct, b: CatalogueProduct) => JSON.stringify(formValuesOf(a)) === JSON.stringify(formValuesOf(b));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-line bg-white p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <div className="mt-4 grid gap-4">{children}</div>
    </section>
  );
}

/** The public card as venues will see it, from what the form holds now (not a link while it is a preview). */
function CardPreview({ control, supplier, product, coverUrl }: { control: Control<ProductFormValues>; supplier: OrganisationRef; product?: CatalogueProduct; coverUrl: string | null }) {
  const values = useWatch({ control });
  const payload = payloadOf({ ...EMPTY_PRODUCT_FORM, ...values });
  const active = (product?.skus ?? []).filter((sku) => sku.status === 'active');
  const prices = active.map((sku) => sku.unitPriceCents);
  const summary: ProductSummary = {
    id: product?.id ?? '00000000-0000-4000-8000-000000000000',
    slug: values.slug || 'preview',
    name: values.name?.trim() || 'Your product',
    style: values.style ?? '',
    abv: typeof payload.abv === 'number' && !Number.isNaN(payload.abv) ? payload.abv : null,
    tags: tagsOf(values.tags ?? ''),
    imageUrl: coverUrl,
    supplier,
    fromPriceCents: prices.length > 0 ? Math.min(...prices) : null,
    currency: product?.currency ?? 'AUD',
    // the database names a pack's format from its SKU (decision 0097); the card does not show formats
    packFormats: [],
    packs: active
      .map((sku) => ({ skuId: sku.id, name: sku.name, unitPriceCents: sku.unitPriceCents, inStock: sku.stockOnHand === null || sku.stockOnHand > 0 }))
      .sort((a, b) => a.unitPriceCents - b.unitPriceCents || a.name.localeCompare(b.name))
      .slice(0, PACKS_ON_CARD),
  };
  return (
    <aside aria-labelledby="preview-heading" className="lg:sticky lg:top-4">
      <h2 id="preview-heading" className="mb-2 text-sm font-semibold uppercase tracking-wide text-ink-soft">
        Preview
      </h2>
      <div inert className="relative w-full max-w-60" data-testid="card-preview">
        <ProductCard product={summary} />
      </div>
      <p className="mt-2 max-w-60 text-xs text-ink-soft">How venues see it in the catalogue once it is published. The price is your cheapest active SKU.</p>
    </aside>
  );
}

/**
 * Creating and editing a product share this form: react-hook-form with the contract's own rules, the server's
 * field errors on the fields, a live preview of the public card, and a guard against leaving unsaved changes.
 * An edit sends only the fields changed and the version it read; a stale one (someone else saved meanwhile)
 * shows their version and lets the rep load it or knowingly save over it (decision 0076).
 */
export function ProductEditor(props: EditorProps) {
  const { supplier, product, onSaved, coverUrl = null, children } = props;
  const [base, setBase] = useState<CatalogueProduct | undefined>(product);
  const [conflict, setConflict] = useState<CatalogueProduct | null>(null);
  const [slugEdited, setSlugEdited] = useState(Boolean(product));
  const form = useForm<ProductFormValues>({
    resolver: zodResolver(productFormSchema),
    defaultValues: product ? formValuesOf(product) : EMPTY_PRODUCT_FORM,
    mode: 'onTouched',
  });
  const { register, handleSubmit, control, reset, setError, setFocus, setValue, formState } = form;
  const { errors, isDirty, dirtyFields } = formState;
  const create = useCreateProduct(supplier.id);
  const update = useUpdateProduct(supplier.id, product?.id ?? '');
  const saving = create.isPending || update.isPending;

  // a status change (here or elsewhere) brings a newer version with the same fields: save against it, or the
  // next save would be refused as stale for a change that touched nothing the form holds
  const current = product && base && product.version !== base.version && sameFields(product, base) ? product : base;

  const name = useWatch({ control, name: 'name' });
  useEffect(() => {
    if (!slugEdited) setValue('slug', name.trim() ? productSlugFromName(name) : '', { shouldDirty: true });
  }, [name, slugEdited, setValue]);
  const slug = useWatch({ control, name: 'slug' });
  const publicUrl = `${window.location.origin}/products/${slug || productSlugFromName(name)}`;

  function showErrors(error: Error) {
    const placed: string[] = [];
    for (const issue of fieldErrors(error)) {
      const field = formFieldOf(issue.field);
      if (!field) continue;
      setError(field, { type: 'server', message: formMessage(field, issue.message) });
      placed.push(field);
    }
    if (placed[0]) setFocus(placed[0] as keyof ProductFormValues);
    else toast.error(error.message);
  }

  function saved(next: CatalogueProduct, message: string) {
    toast.success(message);
    setBase(next);
    setConflict(null);
    reset(formValuesOf(next));
    onSaved(next);
  }

  const save = (values: ProductFormValues, over?: CatalogueProduct) => {
    const payload = payloadOf(values);
    if (!current) {
      // a slug the rep didn't touch is left to the server, which makes a free one when the name's is taken (0067)
      const rest = { ...payload };
      delete rest.slug;
      create.mutate(slugEdited ? payload : rest, { onSuccess: (next) => saved(next, 'Draft saved'), onError: showErrors });
      return;
    }
    const changed = EDITABLE.filter((field) => over || dirtyFields[field]);
    const patch = Object.fromEntries(changed.map((field) => [field, field === 'slug' ? values.slug.trim() : payload[field]]));
    if (changed.length === 0) {
      toast('Nothing has changed');
      return;
    }
    update.mutate(
      { version: (over ?? current).version, ...patch },
      {
        onSuccess: (next) => saved(next, 'Changes saved'),
        onError: (error) => {
          const stale = error instanceof ApiError && error.status === 409 ? StaleProductDetails.safeParse(error.details) : null;
          if (stale?.success) setConflict(stale.data.current);
          else showErrors(error);
        },
      },
    );
  };
  const onSubmit = handleSubmit((values) => save(values));

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_15rem]">
      <div className="min-w-0 space-y-6">
        {conflict ? (
          <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
            <p className="font-semibold">Someone else changed this product while you were editing it.</p>
            <p className="mt-1">
              Their version was saved {new Date(conflict.updatedAt).toLocaleTimeString()}: {conflict.name}
              {conflict.style ? `, ${conflict.style}` : ''}. Your changes are not saved yet.
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                variant="secondary"
                onClick={() => {
                  setBase(conflict);
                  reset(formValuesOf(conflict));
                  setConflict(null);
                  toast('Their version is loaded');
                }}
              >
                Load their version
              </Button>
              <Button variant="secondary" disabled={saving} onClick={() => void handleSubmit((values) => save(values, conflict))()}>
                Save mine over theirs
              </Button>
            </div>
          </div>
        ) : null}
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6" aria-label={product ? `Edit ${product.name}` : 'New product'}>
          <Section title="Details">
            <TextField label="Name" error={errors.name?.message} {...register('name')} />
            <TextField
              label="Web address"
              autoCapitalize="none"
              spellCheck={false}
              error={errors.slug?.message}
              hint={
                <>
                  Its public page: <span className="break-all font-medium text-ink">{publicUrl}</span>.
                  {product ? ' Old links keep working after a change.' : ' Made from the name until you change it.'}
                </>
              }
              {...register('slug', { onChange: () => setSlugEdited(true) })}
            />
            <TextareaField label="Description" rows={4} error={errors.description?.message} {...register('description')} />
          </Section>
          <Section title="The beer">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="Style" placeholder="e.g. Hazy IPA" error={errors.style?.message} {...register('style')} />
              <TextField label="Origin" placeholder="e.g. Marrickville, NSW" error={errors.origin?.message} {...register('origin')} />
              <TextField label="ABV (%)" inputMode="decimal" placeholder="e.g. 4.5" error={errors.abv?.message} {...register('abv')} />
              <TextField label="IBU" inputMode="numeric" placeholder="e.g. 35" error={errors.ibu?.message} {...register('ibu')} />
            </div>
            <TextField
              label="Tags"
              autoCapitalize="none"
              placeholder="hazy, tropical, session"
              hint="Lower-case words, separated by commas. Venues filter the catalogue by them."
              error={errors.tags?.message}
              {...register('tags')}
            />
          </Section>
          <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t border-line bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
            <p className="mr-auto text-sm text-ink-soft max-sm:sr-only" aria-live="polite">
              {isDirty ? 'You have unsaved changes.' : 'No unsaved changes.'}
            </p>
            {product ? (
              <Button variant="secondary" disabled={!isDirty || saving} onClick={() => reset(current ? formValuesOf(current) : EMPTY_PRODUCT_FORM)}>
                Discard changes
              </Button>
            ) : null}
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving…' : product ? 'Save changes' : 'Save draft'}
            </Button>
          </div>
        </form>
        {children}
      </div>
      <CardPreview control={control} supplier={supplier} product={product ?? current} coverUrl={coverUrl} />
      <UnsavedChangesGuard when={isDirty} />
    </div>
  );
}
