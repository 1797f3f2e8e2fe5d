export { cartKeys, useCart } from './api/get-cart';
export { useAddToCart } from './api/change-cart';
export { checkoutProblems, useCheckout } from './api/checkout';
export { AddToCart, CartStockBadge } from './components/add-to-cart';
export { QuickAdd } from './components/quick-add';
