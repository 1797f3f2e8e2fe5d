import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';

const inputClass =
  'h-11 w-full rounded-lg border border-stone-400 bg-white px-3 text-base text-ink placeholder:text-stone-500 focus-visible:border-malt-700';

export function Input({ className = '', ...props }: ComponentProps<'input'>) {
  return <input className={`${inputClass} ${className}`.trim()} {...props} />;
}

/** A search box: the label is read out, the magnifier is decoration. */
export function SearchInput({ label, className = '', ...props }: ComponentProps<'input'> & { label: string }) {
  return (
    <label className="relative block flex-1">
      <span className="sr-only">{label}</span>
      <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-ink-soft" />
      <Input
        type="search"
        maxLength={100}
        placeholder={label}
        className={`pl-9 pr-2 max-sm:placeholder:text-[15px] ${className}`}
        {...props}
      />
    </label>
  );
}
