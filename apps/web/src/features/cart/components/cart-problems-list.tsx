import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { cartProblemText, type CartProblem } from '../cart-problems';

/**
 * The cart lines checkout would refuse, each with why, apart from the lines it would take (their counts and
 * subtotal leave these out). Shown only when there are some.
 */
export function CartProblemsList({ problems, action }: { problems: CartProblem[]; action?: ReactNode }) {
  if (problems.length === 0) return null;
  return (
    <section aria-labelledby="cart-problems-heading" className="rounded-xl border border-red-200 bg-white p-4">
      <h2 id="cart-problems-heading" className="flex items-center gap-2 font-semibold text-ink">
        <AlertCircle aria-hidden="true" className="h-5 w-5 shrink-0 text-red-700" />
        {problems.length === 1 ? 'A line in your cart can’t be ordered' : `${problems.length} lines in your cart can’t be ordered`}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">They are not in the cart’s totals.</p>
      <ul className="mt-2 divide-y divide-line">
        {problems.map((problem) => (
          <li key={problem.skuId} className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 py-2.5 text-sm">
            <span className="min-w-0 flex-1 basis-48">
              <span className="block font-medium text-ink">
                {problem.productName} <span className="font-normal text-ink-soft">· {problem.skuName}</span>
              </span>
              <span className="block text-xs text-ink-soft">{problem.supplierName}</span>
            </span>
            <span className="shrink-0 tabular-nums text-ink-soft">
              <span className="sr-only">Quantity </span>× {problem.qty}
            </span>
            <span className="w-full text-sm font-medium text-red-800 sm:w-72 sm:text-right">{cartProblemText(problem)}</span>
          </li>
        ))}
      </ul>
      {action ? <div className="mt-2 text-sm font-semibold">{action}</div> : null}
    </section>
  );
}
