import { ChevronDown } from 'lucide-react';
import { useState, type ReactNode } from 'react';

/**
 * A list of products, each opening to show what `panel` draws for it (its packs to add); one open at a time. The
 * pickers of price lists and standing orders.
 */
export function ProductAccordion<Product extends { id: string; name: string; style?: string | null }>({
  products,
  panel,
}: {
  products: readonly Product[];
  panel: (product: Product) => ReactNode;
}) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <ul className="mt-2 divide-y divide-line">
      {products.map((product) => (
        <li key={product.id} className="py-1">
          <button
            type="button"
            aria-expanded={open === product.id}
            onClick={() => setOpen((current) => (current === product.id ? null : product.id))}
            className="flex min-h-10 w-full items-center justify-between gap-2 rounded-md px-1 text-left hover:bg-malt-50"
          >
            <span className="min-w-0">
              <span className="font-medium text-ink">{product.name}</span>
              {product.style ? <span className="text-sm text-ink-soft"> · {product.style}</span> : null}
            </span>
            <ChevronDown
              aria-hidden="true"
              className={`h-4 w-4 shrink-0 text-ink-soft transition-transform ${open === product.id ? 'rotate-180' : ''}`}
            />
          </button>
          {open === product.id ? panel(product) : null}
        </li>
      ))}
    </ul>
  );
}
