import type { MenuEntry } from '@tapline/contracts';
import { Price } from '@/components/ui/price';

/**
 * The glasses a beer is poured in, each with its price, in the look of the list it is on; `withVolume` adds each
 * glass's millilitres to its name.
 */
export function ServingSizeList({
  sizes,
  className,
  labelClassName,
  priceClassName,
  withVolume = false,
}: {
  sizes: MenuEntry['servingSizes'];
  className: string;
  labelClassName: string;
  priceClassName: string;
  withVolume?: boolean;
}) {
  if (sizes.length === 0) return null;
  return (
    <ul className={className} aria-label="Serving sizes">
      {sizes.map((size) => (
        <li key={`${size.label}-${size.volumeMl}`} className="whitespace-nowrap">
          <span className={labelClassName}>
            {size.label}
            {withVolume ? (
              <>
                {' '}
                <span className="tabular-nums">{size.volumeMl}</span> mL
              </>
            ) : null}
          </span>{' '}
          <Price cents={size.priceCents} className={priceClassName} />
        </li>
      ))}
    </ul>
  );
}
