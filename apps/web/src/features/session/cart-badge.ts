/** The cart badge shows 1–9, then "9+"; nothing for an empty cart (docs/domain.md, Constants). */
export function formatCartBadge(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > 9 ? '9+' : String(Math.floor(count));
}
