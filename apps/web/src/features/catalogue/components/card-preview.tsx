import { PACKS_ON_CARD, type OrganisationRef, type ProductSummary } from '@tapline/contracts';
import { useWatch, type Control } from 'react-hook-form';
import { ProductCard } from '@/features/products';
import { NEW_PACK, skuInputOf } from '../pack-rows';
import type { ProductEditorValues } from '../product-editor-form';
import { EMPTY_PRODUCT_FORM, payloadOf, tagsOf } from '../product-form';

const PREVIEW_ID = '00000000-0000-4000-8000-000000000000';

/** The public card as venues will see it, from what the form holds now, packs included (not a link while it is a preview). */
export function CardPreview({
  control,
  supplier,
  productId,
  currency,
  coverUrl,
}: {
  control: Control<ProductEditorValues>;
  supplier: OrganisationRef;
  productId?: string;
  currency: string;
  coverUrl: string | null;
}) {
  const values = useWatch({ control });
  const payload = payloadOf({ ...EMPTY_PRODUCT_FORM, ...values });
  const packs = (values.packs ?? [])
    .flatMap((row, index) => {
      if (!row || row.status !== 'active') return [];
      const sku = skuInputOf({ ...NEW_PACK, ...row });
      if (!Number.isFinite(sku.unitPriceCents)) return [];
      const stock = sku.stockOnHand;
      return [
        {
          skuId: row.id ?? `new-pack-${index}`,
          name: row.name?.trim() || `Pack ${index + 1}`,
          unitPriceCents: sku.unitPriceCents,
          inStock: stock == null || stock > 0,
        },
      ];
    })
    .sort((a, b) => a.unitPriceCents - b.unitPriceCents || a.name.localeCompare(b.name));
  const summary: ProductSummary = {
    id: productId ?? PREVIEW_ID,
    slug: values.slug || 'preview',
    name: values.name?.trim() || 'Your product',
    style: values.style ?? '',
    abv: typeof payload.abv === 'number' && !Number.isNaN(payload.abv) ? payload.abv : null,
    tags: tagsOf(values.tags ?? ''),
    imageUrl: coverUrl,
    supplier,
    fromPriceCents: packs[0]?.unitPriceCents ?? null,
    currency,
    // the database names a pack's format from its SKU (decision 0097); the card does not show formats
    packFormats: [],
    packs: packs.slice(0, PACKS_ON_CARD),
  };
  return (
    <aside aria-labelledby="preview-heading" className="lg:sticky lg:top-4">
      <h2 id="preview-heading" className="mb-2 text-sm font-semibold uppercase tracking-wide text-ink-soft">
        Preview
      </h2>
      <div inert className="relative w-full max-w-60" data-testid="card-preview">
        <ProductCard product={summary} />
      </div>
      <p className="mt-2 max-w-60 text-xs text-ink-soft">
        How venues see it in the catalogue once it is published. The price is your cheapest active pack.
      </p>
    </aside>
  );
}
