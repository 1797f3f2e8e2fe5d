import { Search } from 'lucide-react';
import { forwardRef, type InputHTMLAttributes } from 'react';

const inputClass =
  'h-11 w-full rounded-lg border border-stone-400 bg-white px-3 text-base text-ink placeholder:text-stone-500 focus-visible:border-malt-700';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input({ className = '', ...props }, ref) {
  return <input ref={ref} className={`${inputClass} ${className}`.trim()} {...props} />;
});

/** A search box: the label is read out, the magnifier is decoration. */
export const SearchInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & { label: string }>(function SearchInput(
  { label, className = '', ...props },
  ref,
) {
  return (
    <label className="relative block flex-1">
      <span className="sr-only">{label}</span>
      <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-ink-soft" />
      <Input
        ref={ref}
        type="search"
        maxLength={100}
        placeholder={label}
        className={`pl-9 pr-2 max-sm:placeholder:text-[15px] ${className}`}
        {...props}
      />
    </label>
  );
});
