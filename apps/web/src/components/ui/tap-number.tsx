import type { ReactNode } from 'react';

/**
 * A tap's number, read out as "Tap 3" (inside whatever badge or column draws it). `none` stands for an entry on no
 * tap: a dot by default, hidden from screen readers, so the column keeps its place.
 */
export function TapNumber({ tapNumber, none = <span aria-hidden="true">•</span> }: { tapNumber: number | null; none?: ReactNode }) {
  if (tapNumber === null) return none;
  return (
    <>
      <span className="sr-only">Tap </span>
      {tapNumber}
    </>
  );
}
