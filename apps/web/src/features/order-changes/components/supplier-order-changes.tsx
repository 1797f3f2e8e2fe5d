import type { OrderChange, OrderLine, SupplierOrder } from '@tapline/contracts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TitledSection } from '@/components/ui/titled-section';
import { useReadOnly } from '@/lib/read-only-view';
import { useDecideOrderChange } from '../api/decide-order-change';
import { useOrderChanges } from '../api/get-order-changes';
import { ChangeSummary } from './change-summary';
import { ProposeChangeDialog } from './propose-change-dialog';

// The supplier's side of an order's changes (decision 0181): "Propose a change" per line and "Add a line" while the
// order is new or accepted and has no tax invoice; every proposal with its status, and Withdraw while it is open.

function WithdrawButton({ change }: { change: OrderChange }) {
  const decide = useDecideOrderChange(change.id);
  return (
    <div>
      <Button variant="secondary" disabled={decide.isPending} onClick={() => decide.mutate('withdraw')}>
        Withdraw
      </Button>
      {decide.isError ? <p className="text-sm text-red-700">{decide.error.message}</p> : null}
    </div>
  );
}

/** Beside the lines on the supplier's order page. */
export function SupplierOrderChanges({ order, timeZone }: { order: SupplierOrder; timeZone: string }) {
  const readOnly = useReadOnly();
  const { data } = useOrderChanges(order.id);
  const [editing, setEditing] = useState<{ line: OrderLine | null } | null>(null);
  const changes = data?.items ?? [];
  const changeable = !readOnly && order.changeable === true;
  if (!changeable && changes.length === 0) return null;
  return (
    <TitledSection
      title="Changes"
      headingId="changes-heading"
      headingClassName="mb-2 text-sm font-semibold text-ink"
      className="rounded-xl border border-line bg-white p-4 print:hidden"
    >
      {changeable ? (
        <div className="space-y-2">
          <p className="text-sm text-ink-soft">
            Can’t send a line as ordered? Propose a substitute, another quantity or price: the venue accepts or declines.
          </p>
          <ul className="divide-y divide-line">
            {order.lines.map((line) => (
              <li key={line.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span className="min-w-0">
                  {line.qty} × {line.productName} {line.skuName}
                </span>
                <Button
                  variant="secondary"
                  onClick={() => setEditing({ line })}
                  aria-label={`Propose a change to ${line.productName} ${line.skuName}`}
                >
                  Propose a change
                </Button>
              </li>
            ))}
          </ul>
          <Button variant="ghost" onClick={() => setEditing({ line: null })}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            Add a line
          </Button>
        </div>
      ) : null}
      {changes.length > 0 ? (
        <ul className="mt-3 space-y-2">
          {changes.map((change) => (
            <li key={change.id} className="flex flex-wrap items-start justify-between gap-2 rounded-lg border border-line p-3">
              <ChangeSummary change={change} currency={order.currency} timeZone={timeZone} />
              {change.status === 'open' && !readOnly ? <WithdrawButton change={change} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {editing ? (
        <ProposeChangeDialog
          key={editing.line?.id ?? 'add'}
          order={order}
          line={editing.line}
          open
          onOpenChange={(open) => (open ? undefined : setEditing(null))}
        />
      ) : null}
    </TitledSection>
  );
}
