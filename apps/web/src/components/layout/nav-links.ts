/** The public links of the header and side menu (spec §1). */
export const PUBLIC_LINKS = [
  { to: '/products', label: 'Products' },
  { to: '/venues', label: 'Venues' },
  { to: '/suppliers', label: 'Suppliers' },
] as const;

/** Sign-in is its own issue; until its route exists this is a plain document link. */
export const SIGN_IN_PATH = '/auth/login';
/** The venue dashboard's cart (spec §1); a plain link until the dashboard routes exist. */
export const CART_PATH = '/dash/cart';
