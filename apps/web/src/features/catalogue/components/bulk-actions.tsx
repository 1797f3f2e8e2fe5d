import { UnpublishableDetails, type ProductStatus } from '@tapline/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { plural } from '@/lib/format';
import { useBulkProductStatus } from '../api/catalogue-products';

type BulkChange = 'active' | 'archived';

const WORDS: Record<BulkChange, { verb: string; done: string; description: string }> = {
  active: {
    verb: 'Publish',
    done: 'published',
    description: 'They appear in the public catalogue and on Discover, where venues can order them.',
  },
  archived: {
    verb: 'Archive',
    done: 'archived',
    description: 'They leave the public catalogue and Discover; past orders keep them. You can publish them again later.',
  },
};

/**
 * Publish or archive the selected products, after a confirmation. The API changes all of them or none: when some
 * can't be published (no active SKU), nothing changes and the panel names each one and why.
 */
export function BulkActions({ supplierId, selected, onDone }: { supplierId: string; selected: string[]; onDone: () => void }) {
  const [asking, setAsking] = useState<BulkChange | null>(null);
  const [refused, setRefused] = useState<{ message: string; products: UnpublishableDetails['products'] } | null>(null);
  const bulk = useBulkProductStatus(supplierId);

  function run(status: ProductStatus & BulkChange) {
    setRefused(null);
    bulk.mutate(
      { productIds: selected, status },
      {
        onSuccess: (result) => {
          toast.success(`${plural(result.items.length, 'product')} ${WORDS[status].done}`);
          setAsking(null);
          onDone();
        },
        onError: (error) => {
          setAsking(null);
          const details = error instanceof ApiError ? UnpublishableDetails.safeParse(error.details) : null;
          if (details?.success) setRefused({ message: error.message, products: details.data.products });
          else toast.error(error.message);
        },
      },
    );
  }

  return (
    <>
      {selected.length > 0 ? (
        <div
          role="region"
          aria-label="Bulk actions"
          className="mb-3 flex flex-wrap items-center gap-2 rounded-xl border border-malt-200 bg-malt-50 px-4 py-2"
        >
          <p className="mr-auto text-sm font-semibold text-ink" aria-live="polite">
            {plural(selected.length, 'product')} selected
          </p>
          <Button variant="secondary" onClick={() => setAsking('active')}>
            Publish
          </Button>
          <Button variant="secondary" onClick={() => setAsking('archived')}>
            Archive
          </Button>
          <Button variant="ghost" onClick={onDone}>
            Clear selection
          </Button>
        </div>
      ) : null}
      {refused ? (
        <div role="alert" className="mb-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
          <p className="font-semibold">Nothing was published: {refused.message}</p>
          <ul className="mt-1 list-disc pl-5">
            {refused.products.map((product) => (
              <li key={product.id}>
                <span className="font-medium">{product.name}</span>: {product.reason}
              </li>
            ))}
          </ul>
          <p className="mt-1">Add an active SKU to each of these, or leave them out of the selection, and publish again.</p>
          <Button variant="ghost" className="mt-1 -ml-4" onClick={() => setRefused(null)}>
            Dismiss
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => (open ? undefined : setAsking(null))}
        title={asking ? `${WORDS[asking].verb} ${plural(selected.length, 'product')}?` : ''}
        description={asking ? WORDS[asking].description : undefined}
        confirmLabel={asking ? `${WORDS[asking].verb} ${plural(selected.length, 'product')}` : ''}
        tone={asking === 'archived' ? 'danger' : 'primary'}
        busy={bulk.isPending}
        onConfirm={() => (asking ? run(asking) : undefined)}
      />
    </>
  );
}
