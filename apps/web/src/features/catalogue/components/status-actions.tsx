import type { CatalogueProduct, ProductAction } from '@tapline/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useProductAction } from '../api/catalogue-products';

const ACTIONS: Record<ProductAction, { label: string; title: (name: string) => string; description: string; done: string; tone: 'primary' | 'danger' }> = {
  publish: {
    label: 'Publish',
    title: (name) => `Publish ${name}?`,
    description: 'It appears in the public catalogue and on Discover, and venues can order it.',
    done: 'Published',
    tone: 'primary',
  },
  unpublish: {
    label: 'Unpublish',
    title: (name) => `Unpublish ${name}?`,
    description: 'It becomes a draft again: it leaves the public catalogue and Discover, and venues can no longer order it.',
    done: 'Unpublished: it is a draft again',
    tone: 'danger',
  },
  archive: {
    label: 'Archive',
    title: (name) => `Archive ${name}?`,
    description: 'It leaves the public catalogue and Discover; past orders keep it. You can publish it again later.',
    done: 'Archived',
    tone: 'danger',
  },
};

const AVAILABLE: Record<CatalogueProduct['status'], ProductAction[]> = {
  draft: ['publish', 'archive'],
  active: ['unpublish', 'archive'],
  archived: ['publish', 'unpublish'],
};

/**
 * The status changes a product allows now, each after a confirmation. A refused publish (no active SKU) shows
 * the API's message with what to do about it.
 */
export function StatusActions({ supplierId, product, onChanged }: { supplierId: string; product: CatalogueProduct; onChanged?: (product: CatalogueProduct) => void }) {
  const [asking, setAsking] = useState<ProductAction | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const change = useProductAction(supplierId, product.id);

  function run(action: ProductAction) {
    setRefusal(null);
    change.mutate(action, {
      onSuccess: (saved) => {
        setAsking(null);
        toast.success(ACTIONS[action].done);
        onChanged?.(saved);
      },
      onError: (error) => {
        setAsking(null);
        if (action === 'publish' && 'status' in error && error.status === 409) setRefusal(error.message);
        else toast.error(error.message);
      },
    });
  }

  return (
    <div>
      <div className="flex flex-wrap gap-2">
        {AVAILABLE[product.status].map((action) => (
          <Button key={action} variant={action === 'publish' ? 'primary' : 'secondary'} onClick={() => setAsking(action)}>
            {ACTIONS[action].label}
          </Button>
        ))}
      </div>
      {refusal ? (
        <div role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          <p className="font-semibold">{refusal}</p>
          <p className="mt-0.5">Add a SKU (a pack with its price) on the product’s SKUs page, then publish it.</p>
        </div>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => (open ? undefined : setAsking(null))}
        title={asking ? ACTIONS[asking].title(product.name) : ''}
        description={asking ? ACTIONS[asking].description : undefined}
        confirmLabel={asking ? ACTIONS[asking].label : ''}
        tone={asking ? ACTIONS[asking].tone : 'primary'}
        busy={change.isPending}
        onConfirm={() => (asking ? run(asking) : undefined)}
      />
    </div>
  );
}
