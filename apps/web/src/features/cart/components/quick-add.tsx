import { Plus } from 'lucide-react';
import { Price } from '@/components/ui/price';
import { useAddToCart } from '../api/change-cart';

export interface QuickAddProps {
  userId: string;
  venueId: string;
  pack: { skuId: string; name: string; unitPriceCents: number; inStock: boolean };
  productName: string;
  currency: string;
}

/** A product card's pack chip in Discover, as a button: one of the pack into the cart (docs/ui.md, Venue dashboard). */
export function QuickAdd({ userId, venueId, pack, productName, currency }: QuickAddProps) {
  const add = useAddToCart(userId, venueId);
  const label = `${productName}, ${pack.name}`;
  return (
    <button
      type="button"
      disabled={!pack.inStock || add.isPending}
      onClick={() => add.mutate({ skuId: pack.skuId, qty: 1, label })}
      className="relative z-10 inline-block max-w-full rounded-md bg-malt-50 px-1.5 py-0.5 text-left text-[12px] leading-snug text-ink hover:bg-malt-100 disabled:cursor-not-allowed disabled:opacity-60 sm:text-[13px]"
    >
      {/* read out as "Add 1 to cart: Harbour Haze, 50 L keg $287.00": the visible text is part of the name */}
      <span className="sr-only">{pack.inStock ? `Add 1 to cart: ${productName}, ` : `Sold out: ${productName}, `}</span>
      <span className="break-words">{pack.name}</span> <Price cents={pack.unitPriceCents} currency={currency} className="font-semibold" />
      {pack.inStock ? <Plus aria-hidden="true" className="ml-0.5 inline h-3.5 w-3.5 align-[-2px] text-malt-700" /> : null}
    </button>
  );
}
