/** The public links of the header and side menu (docs/domain.md, Page frame). */
export const PUBLIC_LINKS = [
  { to: '/products', label: 'Products' },
  { to: '/venues', label: 'Venues' },
  { to: '/suppliers', label: 'Suppliers' },
] as const;

/** The venue dashboard's cart (docs/domain.md, Page frame); a plain link until the dashboard routes exist. */
export const CART_PATH = '/dash/cart';
