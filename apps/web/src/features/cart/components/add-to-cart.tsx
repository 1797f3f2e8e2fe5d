import type { CartLine } from '@tapline/contracts';
import { ShoppingCart } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAddToCart } from '../api/change-cart';
import { useCart } from '../api/get-cart';
import { QtyStepper } from './qty-stepper';

export interface AddToCartProps {
  userId: string;
  venueId: string;
  skuId: string;
  /** what the toast and the screen reader name: "Harbour Haze, 50 L keg" */
  label: string;
  inStock: boolean;
}

/**
 * A qty and "Add" for one SKU, for a signed-in venue member (product page, Discover): the header's badge follows at
 * once. What the venue's cart holds of it shows below, and when that is more than the supplier has on hand, so
 * does that (the pack is "in stock", just not as many as the cart wants).
 */
export function AddToCart({ userId, venueId, skuId, label, inStock }: AddToCartProps) {
  const [qty, setQty] = useState(1);
  const add = useAddToCart(userId, venueId);
  const line = useCartLine(userId, venueId, skuId);
  if (!inStock) return <span className="text-sm text-ink-soft">Can’t be ordered now</span>;
  return (
    <div className="flex flex-col items-end gap-1 max-sm:items-start">
      <div className="flex items-center gap-2">
        <QtyStepper value={qty} onChange={setQty} label={label} />
        <Button
          onClick={() => add.mutate({ skuId, qty, label }, { onSuccess: () => setQty(1) })}
          disabled={add.isPending}
          aria-label={`Add ${qty} to cart: ${label}`}
        >
          <ShoppingCart aria-hidden="true" className="h-4 w-4" />
          Add
        </Button>
      </div>
      {line ? (
        <p className={`text-xs ${overStock(line) ? 'font-medium text-red-700' : 'text-ink-soft'}`}>
          {line.qty} in your cart{overStock(line) ? ', more than on hand' : ''}
        </p>
      ) : null}
    </div>
  );
}

const overStock = (line: CartLine) => line.problem?.reason === 'not_enough_stock';

function useCartLine(userId: string, venueId: string, skuId: string): CartLine | undefined {
  const cart = useCart(userId, venueId);
  return cart.data?.groups.flatMap((group) => group.lines).find((candidate) => candidate.skuId === skuId);
}

/**
 * The stock cell of a pack the venue orders: the public badge ("In stock"), unless the venue's cart holds more of it
 * than the supplier has on hand; then how many there are.
 */
export function CartStockBadge({
  userId,
  venueId,
  skuId,
  children,
}: {
  userId: string;
  venueId: string;
  skuId: string;
  children: ReactNode;
}) {
  const line = useCartLine(userId, venueId, skuId);
  if (!line || !overStock(line) || line.stockOnHand === null) return children;
  return (
    <Badge tone="danger" className="whitespace-nowrap">
      {line.stockOnHand === 0 ? 'Sold out' : `Only ${line.stockOnHand} on hand`}
    </Badge>
  );
}
