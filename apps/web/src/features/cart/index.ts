// The cart's public surface: other features and routes import these, never its files (docs/conventions.md, Boundaries).
export { SubstitutionPreferenceSelect } from './components/substitution-preference-select';
export { cartKeys, useCart } from './api/get-cart';
export { useAddToCart } from './api/change-cart';
export { checkoutProblems, useCheckout } from './api/checkout';
export { AddToCart, CartStockBadge } from './components/add-to-cart';
export { QuickAdd } from './components/quick-add';
export { QtyStepper } from './components/qty-stepper';
export { CartProblemsList } from './components/cart-problems-list';
export { chosenDate, clearCheckoutDraft, useCheckoutDraft, type CheckoutDraft } from './checkout-draft';
export { approvalNotice, heldReason, sendPlan } from './send-plan';
export { CartGroup } from './components/cart-group';
export { CartTradeAccount } from './components/cart-trade-account';
