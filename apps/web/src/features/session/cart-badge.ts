/** Spec §9: the cart badge shows 1–9, then "9+"; nothing for an empty cart. */
export function formatCartBadge(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > 9 ? '9+' : String(Math.floor(count));
}
