import { AlertCircle, CheckCircle2, CircleDot } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AttentionItem, AttentionTarget } from '../attention';

/** "What needs attention" (docs/ui.md, Venue dashboard): urgent items first, each with the way to deal with it. */
export function AttentionList({
  items,
  linkTo,
}: {
  items: AttentionItem[];
  linkTo: (target: AttentionTarget, label: string) => ReactNode;
}) {
  return (
    <section aria-labelledby="attention-heading" className="rounded-xl border border-line bg-white p-4">
      <h2 id="attention-heading" className="font-semibold text-ink">
        Needs attention
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-ink-soft">
          <CheckCircle2 aria-hidden="true" className="h-5 w-5 text-green-700" />
          Nothing needs your attention right now.
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-line">
          {items.map((item) => (
            <li key={item.key} className="flex flex-wrap items-start gap-x-3 gap-y-1 py-2.5">
              {item.tone === 'urgent' ? (
                <AlertCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-red-700" />
              ) : (
                <CircleDot aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-malt-600" />
              )}
              <p className={`min-w-0 flex-1 text-sm ${item.tone === 'urgent' ? 'font-semibold text-ink' : 'text-ink'}`}>
                {item.tone === 'urgent' ? <span className="sr-only">Urgent: </span> : null}
                {item.text}
              </p>
              <span className="text-sm font-semibold">{linkTo(item.target, item.action)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
