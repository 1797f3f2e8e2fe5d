import { formatMoneyInput, parseMoney, type OrderChangeInput, type OrderLine, type SupplierOrder } from '@tapline/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { formatMoney } from '@/lib/format';
import { useProposeOrderChange } from '../api/decide-order-change';
import { useChangePacks } from '../api/get-order-changes';

// The supplier's "Propose a change" (decision 0181): for a line, a substitute pack (its own active packs, priced for
// the venue), another quantity or another price; or a line added. The venue is asked, unless its preference for the
// line lets a substitute that costs no more through at once.

type LineKind = 'substitute' | 'quantity' | 'price';

const KIND_OPTIONS = [
  { value: 'substitute', label: 'Substitute another pack' },
  { value: 'quantity', label: 'Change the quantity' },
  { value: 'price', label: 'Change the price' },
];

export function ProposeChangeDialog({
  order,
  line,
  open,
  onOpenChange,
}: {
  order: SupplierOrder;
  /** the line to change; null adds one */
  line: OrderLine | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [kind, setKind] = useState<LineKind>('substitute');
  const [skuId, setSkuId] = useState('');
  const [qty, setQty] = useState(line ? String(Math.max(line.qty, 1)) : '1');
  const [price, setPrice] = useState(line ? formatMoneyInput(line.unitPriceCents) : '');
  const [ifDeclinedQty, setIfDeclinedQty] = useState('0');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const propose = useProposeOrderChange(order.id);
  const { data: packs } = useChangePacks(order.id, open);
  const choosesPack = line === null || kind === 'substitute';
  const packOptions = [
    { value: '', label: packs ? 'Choose a pack' : 'Loading packs…' },
    ...(packs?.items ?? [])
      .filter((pack) => pack.skuId !== line?.skuId)
      .map((pack) => ({
        value: pack.skuId,
        label: `${pack.productName} ${pack.skuName} (${pack.skuCode}) · ${formatMoney(pack.unitPriceCents, order.currency)}${pack.stockOnHand === 0 ? ' · none on hand' : ''}`,
      })),
  ];

  function inputOf(): OrderChangeInput | string {
    const count = Number(qty);
    if (line === null) {
      if (!skuId) return 'Choose the pack to add';
      return { kind: 'add_line', skuId, qty: count, ...(note ? { note } : {}) };
    }
    if (kind === 'price') {
      const parsed = parseMoney(price);
      if (!parsed.ok) return `Price: ${parsed.message}`;
      return { kind, lineId: line.id, unitPriceCents: parsed.cents, ...(note ? { note } : {}) };
    }
    if (kind === 'quantity') return { kind, lineId: line.id, qty: count, ...(note ? { note } : {}) };
    if (!skuId) return 'Choose the pack to send instead';
    return { kind, lineId: line.id, skuId, qty: count, ifDeclinedQty: Number(ifDeclinedQty), ...(note ? { note } : {}) };
  }

  function submit() {
    const input = inputOf();
    if (typeof input === 'string') return setProblem(input);
    setProblem(null);
    propose.mutate(input, { onSuccess: () => onOpenChange(false) });
  }

  const title = line ? `Propose a change to ${line.productName} ${line.skuName}` : 'Add a line';
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={`${order.venue.name} is asked to accept it before the delivery day’s cut-off; unanswered, it is declined.`}
      confirmLabel={line ? 'Propose the change' : 'Propose the line'}
      tone="primary"
      busy={propose.isPending}
      onConfirm={submit}
    >
      <div className="space-y-3">
        {line ? (
          <SelectField label="Change" options={KIND_OPTIONS} value={kind} onChange={(event) => setKind(event.target.value as LineKind)} />
        ) : null}
        {choosesPack ? (
          <SelectField
            label={line ? 'Send instead' : 'Pack'}
            options={packOptions}
            value={skuId}
            onChange={(event) => setSkuId(event.target.value)}
          />
        ) : null}
        {kind !== 'price' || line === null ? (
          <TextField
            label="Quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={9999}
            value={qty}
            onChange={(event) => setQty(event.target.value)}
          />
        ) : null}
        {line && kind === 'price' ? (
          <TextField label="Unit price ex GST" inputMode="decimal" value={price} onChange={(event) => setPrice(event.target.value)} />
        ) : null}
        {line && kind === 'substitute' ? (
          <TextField
            label={`If declined, still send of ${line.skuName}`}
            type="number"
            inputMode="numeric"
            min={0}
            max={line.qty}
            value={ifDeclinedQty}
            onChange={(event) => setIfDeclinedQty(event.target.value)}
            hint="Usually 0: the line goes short to this when the venue declines or doesn’t answer"
          />
        ) : null}
        <TextField label="Note to the venue (optional)" maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />
        {problem ? <p className="text-sm text-red-700">{problem}</p> : null}
        {propose.isError ? <p className="text-sm text-red-700">{propose.error.message}</p> : null}
      </div>
    </ConfirmDialog>
  );
}
