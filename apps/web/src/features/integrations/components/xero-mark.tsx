/** Xero's round blue mark, drawn (no third-party image); decorative beside the word "Xero". */
export function XeroMark({ size = 'md' }: { size?: 'md' | 'lg' }) {
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 select-none items-center justify-center rounded-full bg-sky-700 font-bold lowercase tracking-tight text-white ${size === 'lg' ? 'h-14 w-14 text-base' : 'h-11 w-11 text-sm'}`}
    >
      xero
    </span>
  );
}
