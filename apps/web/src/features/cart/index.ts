export { cartKeys, cartQueryOptions, getCart, MISSING_ID_MESSAGE, useCart } from './api/get-cart';
export { toastError, useAddToCart, useRemoveCartLine, useSetCartQty } from './api/change-cart';
export { checkoutProblems, useCheckout } from './api/checkout';
export { AddToCart, CartStockBadge } from './components/add-to-cart';
export { QuickAdd } from './components/quick-add';
