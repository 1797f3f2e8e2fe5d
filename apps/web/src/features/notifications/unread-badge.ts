/** The bell's badge: 1–9, then "9+"; nothing at 0 (the same rule as the cart's, docs/domain.md, Constants). */
export function formatUnreadBadge(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > 9 ? '9+' : String(Math.floor(count));
}

/** The bell's name as read out: "Notifications, 3 unread". */
export function bellLabel(count: number): string {
  return `Notifications, ${Math.max(0, Math.floor(count))} unread`;
}
