import type { GuestBeer } from '@tapline/contracts';

/** The guest beer form as typed: the ABV as text ("5.2"). */
export interface GuestFormValues {
  name: string;
  brewery: string;
  style: string;
  abv: string;
}

/** The contract's guest beer of what was typed, or the errors under its fields (the bounds the API checks). */
export function guestBeerOf(
  values: GuestFormValues,
): { ok: true; guest: GuestBeer } | { ok: false; errors: Partial<Record<keyof GuestFormValues, string>> } {
  const errors: Partial<Record<keyof GuestFormValues, string>> = {};
  const name = values.name.trim();
  const brewery = values.brewery.trim();
  const style = values.style.trim();
  const abvText = values.abv.trim().replace(/%$/, '').trim();
  if (name === '') errors.name = 'Name the beer';
  if (brewery === '') errors.brewery = 'Name the brewery';
  let abv: number | null = null;
  if (abvText !== '') {
    abv = /^\d{1,2}(\.\d)?$/.test(abvText) ? Number(abvText) : Number.NaN;
    if (Number.isNaN(abv)) errors.abv = 'A percentage from 0 to 99.9, e.g. 5.2';
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, guest: { name, brewery, style: style || null, abv } };
}
