import type { GuideCartResult } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { CheckCircle2, CircleAlert } from 'lucide-react';
import { plural } from '@/lib/format';

/** What "Add to cart" did: the lines that went in, and each one that didn't, with why. */
export function CartResult({ result }: { result: GuideCartResult }) {
  const packs = result.added.reduce((sum, line) => sum + line.qty, 0);
  return (
    <div role="status" className="space-y-3 rounded-xl border border-line bg-white p-4 text-sm">
      <p className="flex items-start gap-2 font-semibold text-ink">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
        <span>
          {result.added.length > 0
            ? `${plural(packs, 'pack')} (${plural(result.added.length, 'line')}) added to your cart at today’s prices.`
            : 'Nothing was added to your cart.'}{' '}
          {result.added.length > 0 ? (
            <Link to="/dash/cart" className="font-semibold text-malt-700 underline underline-offset-4">
              Open the cart
            </Link>
          ) : null}
        </span>
      </p>
      {result.added.length > 0 ? (
        <ul aria-label="Added" className="space-y-0.5 pl-7 text-ink">
          {result.added.map((line) => (
            <li key={line.skuId}>
              <span className="tabular-nums">{line.qty} ×</span> {line.productName} <span className="text-ink-soft">({line.skuName})</span>
            </li>
          ))}
        </ul>
      ) : null}
      {result.skipped.length > 0 ? (
        <div>
          <p className="flex items-start gap-2 font-semibold text-red-800">
            <CircleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
            {plural(result.skipped.length, 'line')} not added
          </p>
          <ul aria-label="Not added" className="mt-1 space-y-0.5 pl-7">
            {result.skipped.map((line) => (
              <li key={line.skuId}>
                <span className="text-ink">
                  {line.productName || 'A pack'}
                  {line.skuName ? ` (${line.skuName})` : ''}
                </span>
                : <span className="text-red-800">{line.reason}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
