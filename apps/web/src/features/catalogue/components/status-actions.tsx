import type { CatalogueProduct, ProductAction } from '@tapline/contracts';
import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useProductAction } from '../api/catalogue-products';

const ACTIONS: Record<
  ProductAction,
  { label: string; title: (name: string) => string; description: string; done: string; tone: 'primary' | 'danger' }
> = {
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

/** Why a stored product can't be published yet, or null (the API's rule: an active SKU). */
function storedPublishBlocker(product: CatalogueProduct): string | null {
  return product.skus.some((sku) => sku.status === 'active') ? null : 'Add an active pack with a price to publish.';
}

interface StatusActionsProps {
  supplierId: string;
  product: CatalogueProduct;
  onChanged?: (product: CatalogueProduct) => void;
  /** leave Publish out (the product form has its own, which saves the form too) */
  withoutPublish?: boolean;
  /** beside Publish's reason for waiting: where to add a pack */
  addPackLink?: ReactNode;
}

/**
 * The status changes a product allows now. Publish goes at once (it takes nothing away), and waits with its reason
 * shown while the product has no active pack; unpublishing and archiving ask first.
 */
export function StatusActions({ supplierId, product, onChanged, withoutPublish = false, addPackLink }: StatusActionsProps) {
  const [asking, setAsking] = useState<ProductAction | null>(null);
  const change = useProductAction(supplierId, product.id);
  const actions = AVAILABLE[product.status].filter((action) => !(withoutPublish && action === 'publish'));
  const blocker = actions.includes('publish') ? storedPublishBlocker(product) : null;
  const blockerId = `publish-blocker-${product.id}`;

  function run(action: ProductAction) {
    change.mutate(action, {
      onSuccess: (saved) => {
        setAsking(null);
        toast.success(ACTIONS[action].done);
        onChanged?.(saved);
      },
      onError: (error) => {
        setAsking(null);
        toast.error(error.message, { duration: 8000 });
      },
    });
  }

  return (
    <div>
      <div className="flex flex-wrap gap-2">
        {actions.map((action) =>
          action === 'publish' ? (
            <Button
              key={action}
              disabled={blocker !== null || change.isPending}
              aria-describedby={blocker ? blockerId : undefined}
              onClick={() => run('publish')}
            >
              {change.isPending && change.variables === 'publish' ? 'Publishing…' : ACTIONS.publish.label}
            </Button>
          ) : (
            <Button key={action} variant="secondary" onClick={() => setAsking(action)}>
              {ACTIONS[action].label}
            </Button>
          ),
        )}
      </div>
      {blocker ? (
        <p id={blockerId} data-testid="publish-blocker" className="mt-2 text-sm text-ink-soft">
          {blocker} {addPackLink}
        </p>
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
