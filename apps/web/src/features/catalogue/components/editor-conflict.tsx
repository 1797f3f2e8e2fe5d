import type { CatalogueProduct } from '@tapline/contracts';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/format';

/**
 * Someone else saved this product (or one of its packs) since the form was loaded (decision 0076): their version,
 * and the two ways on, loading it or knowingly saving over it. Nothing is overwritten without one of these clicks.
 */
export function EditorConflict({
  theirs,
  saving,
  onLoadTheirs,
  onSaveOver,
}: {
  theirs: CatalogueProduct;
  saving: boolean;
  onLoadTheirs: () => void;
  onSaveOver: () => void;
}) {
  return (
    <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="font-semibold">Someone else changed this product while you were editing it.</p>
      <p className="mt-1">
        Their version was saved {new Date(theirs.updatedAt).toLocaleTimeString()}: {theirs.name}
        {theirs.style ? `, ${theirs.style}` : ''}. Your changes are not saved yet.
      </p>
      {theirs.skus.length > 0 ? (
        <p className="mt-1">
          Their packs:{' '}
          {theirs.skus
            .map(
              (sku) => `${sku.name} ${formatMoney(sku.unitPriceCents, theirs.currency)}${sku.status === 'archived' ? ' (archived)' : ''}`,
            )
            .join(', ')}
          .
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onLoadTheirs}>
          Load their version
        </Button>
        <Button variant="secondary" disabled={saving} onClick={onSaveOver}>
          Save mine over theirs
        </Button>
      </div>
    </div>
  );
}
