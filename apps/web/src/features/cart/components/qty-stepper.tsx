import { Minus, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { CART_QTY_MAX } from '@tapline/contracts';

/**
 * − qty + : the buttons change it by one at once; a typed number counts on Enter or leaving the field. Bounds 1–9999
 * (a line at 0 is removed with its own button).
 */
export function QtyStepper({
  value,
  onChange,
  label,
  disabled = false,
  min = 1,
}: {
  value: number;
  onChange: (qty: number) => void;
  label: string;
  disabled?: boolean;
  min?: number;
}) {
  const [text, setText] = useState(String(value));
  // the qty the server answered replaces what was typed (React's "adjust state while rendering")
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  const id = useId();
  const commit = () => {
    const qty = Number.parseInt(text, 10);
    if (!Number.isFinite(qty) || qty < min || qty > CART_QTY_MAX) return setText(String(value));
    if (qty !== value) onChange(qty);
  };
  const button =
    'inline-flex h-10 w-10 items-center justify-center text-ink hover:bg-malt-50 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <div className="inline-flex items-center overflow-hidden rounded-lg border border-stone-400 bg-white">
      <button
        type="button"
        className={button}
        aria-label={`One fewer: ${label}`}
        disabled={disabled || value <= min}
        onClick={() => onChange(value - 1)}
      >
        <Minus aria-hidden="true" className="h-4 w-4" />
      </button>
      <label htmlFor={id} className="sr-only">
        Quantity: {label}
      </label>
      <input
        id={id}
        inputMode="numeric"
        className="h-10 w-14 border-x border-stone-300 text-center text-base tabular-nums text-ink"
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value.replace(/\D/g, '').slice(0, 4))}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      <button
        type="button"
        className={button}
        aria-label={`One more: ${label}`}
        disabled={disabled || value >= CART_QTY_MAX}
        onClick={() => onChange(value + 1)}
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}
