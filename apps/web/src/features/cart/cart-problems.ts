import type { VenueOverview } from '@tapline/contracts';

export type CartProblem = VenueOverview['cart']['problems'][number];

/**
 * Why a cart line can't be ordered, in the words a venue uses (docs/domain.md, Checkout rules). The server names
 * the first rule the line breaks; this says it.
 */
export function cartProblemText(problem: Pick<CartProblem, 'reason' | 'supplierName' | 'stockOnHand'>): string {
  switch (problem.reason) {
    case 'supplier_suspended':
      return `${problem.supplierName} is not taking orders`;
    case 'product_unavailable':
      return 'Not on sale at the moment';
    case 'sku_archived':
      return 'No longer sold';
    case 'not_enough_stock':
      return problem.stockOnHand === null || problem.stockOnHand <= 0 ? 'Out of stock' : `Only ${problem.stockOnHand} in stock`;
  }
}
