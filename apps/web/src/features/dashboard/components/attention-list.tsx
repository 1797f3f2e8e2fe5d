import { AlertCircle, CheckCircle2, CircleDot } from 'lucide-react';
import type { ReactNode } from 'react';
import { Panel } from '@/components/ui/card';
import { ItemList } from '@/components/ui/item-list';
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
    <Panel headingId="attention-heading" title="Needs attention">
      <ItemList
        items={items}
        itemKey={(item) => item.key}
        emptyClassName="mt-3 flex items-center gap-2 text-sm text-ink-soft"
        empty={
          <>
            <CheckCircle2 aria-hidden="true" className="h-5 w-5 text-green-700" />
            Nothing needs your attention right now.
          </>
        }
        itemClassName="flex flex-wrap items-start gap-x-3 gap-y-1 py-2.5"
      >
        {(item) => (
          <>
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
          </>
        )}
      </ItemList>
    </Panel>
  );
}
