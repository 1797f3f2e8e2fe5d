/** "bottle shop" → "Bottle shop"; the API gives a venue's kind in lower case. */
export function venueKindLabel(kind: string | null): string | null {
  if (!kind) return null;
  return kind.charAt(0).toUpperCase() + kind.slice(1);
}
