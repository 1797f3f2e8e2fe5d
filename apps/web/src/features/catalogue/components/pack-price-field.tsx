import { TextField, type TextFieldProps } from '@/components/ui/text-field';
import { formatMoney } from '@/lib/format';

interface PackPriceFieldProps extends Omit<TextFieldProps, 'label' | 'hint'> {
  /** the price per litre the typed pack makes (typedPricePerLitreCents), shown beneath once known */
  perLitreCents: number | null;
  currency: string;
}

/** A pack's price in dollars ex GST, on the SKU form and on the product form's packs. */
export function PackPriceField({ perLitreCents, currency, ...props }: PackPriceFieldProps) {
  return (
    <TextField
      label="Price per pack, ex GST ($)"
      inputMode="decimal"
      hint={perLitreCents !== null ? `${formatMoney(perLitreCents, currency)} per litre` : undefined}
      {...props}
    />
  );
}
