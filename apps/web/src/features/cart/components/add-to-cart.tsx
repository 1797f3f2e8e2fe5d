import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAddToCart } from '../api/change-cart';
import { QtyStepper } from './qty-stepper';

export interface AddToCartProps {
  userId: string;
  venueId: string;
  skuId: string;
  /** what the toast and the screen reader name: "Harbour Haze, 50 L keg" */
  label: string;
  inStock: boolean;
}

/** A qty and "Add" for one SKU, for a signed-in venue member (product page, Discover): the header's badge follows at once. */
export function AddToCart({ userId, venueId, skuId, label, inStock }: AddToCartProps) {
  const [qty, setQty] = useState(1);
  const add = useAddToCart(userId, venueId);
  if (!inStock) return <span className="text-sm text-ink-soft">Can’t be ordered now</span>;
  return (
    <div className="flex items-center gap-2">
      <QtyStepper value={qty} onChange={setQty} label={label} />
      <Button onClick={() => add.mutate({ skuId, qty, label }, { onSuccess: () => setQty(1) })} disabled={add.isPending} aria-label={`Add ${qty} to cart: ${label}`}>
        <ShoppingCart aria-hidden="true" className="h-4 w-4" />
        Add
      </Button>
    </div>
  );
}
