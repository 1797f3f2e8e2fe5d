/** The public links of the header and side menu (spec §1). */
export const PUBLIC_LINKS = [
  { to: '/products', label: 'Products' },
  { to: '/venues', label: 'Venues' },
  { to: '/suppliers', label: 'Suppliers' },
] as const;

/** The venue dashboard's cart (spec §1); a plain link until the dashboard routes exist. */
export const CART_PATH = '/dash/cart';
