import type { VenueKegSupplier } from '@tapline/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/text-field';
import { plural } from '@/lib/format';
import { useDeclareEmpties } from '../api/change-kegs';
import { placeRefusal } from '../keg-refusal';
import { emptiesInputOf } from '../keg-words';

/**
 * "Declare empties": kegs of a supplier's the venue emptied without kicking them on its On Tap page, per keg type, at
 * most what it holds of the type that isn't already waiting as an empty.
 */
export function DeclareEmptiesDialog({
  venueId,
  holder,
  open,
  onOpenChange,
}: {
  venueId: string;
  holder: VenueKegSupplier;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const declarable = holder.holdings.filter((holding) => holding.balance - holding.emptiesWaiting > 0);
  const left = Object.fromEntries(declarable.map((holding) => [holding.kegTypeId, holding.balance - holding.emptiesWaiting]));
  const [counts, setCounts] = useState<Record<string, string>>(() =>
    Object.fromEntries(declarable.map((holding) => [holding.kegTypeId, ''])),
  );
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const declare = useDeclareEmpties(venueId);
  const nameOf = (kegTypeId: string) => holder.kegTypes.find((kegType) => kegType.id === kegTypeId)?.name ?? 'Keg';

  const confirm = () => {
    const checked = emptiesInputOf(counts, left);
    if (!checked.ok) {
      setErrors(checked.errors);
      setMessage('nothing' in checked ? 'Give how many empties of at least one keg type.' : null);
      return;
    }
    setErrors({});
    setMessage(null);
    declare.mutate(
      { supplierId: holder.supplier.id, input: checked.input },
      {
        onSuccess: () => {
          const total = checked.input.counts.reduce((sum, count) => sum + count.qty, 0);
          toast.success(`${plural(total, 'empty', 'empties')} waiting for ${holder.supplier.name}`);
          onOpenChange(false);
        },
        onError: (error) => {
          // the server names `counts.N.qty`: the keg type of the N-th count sent
          const placed = placeRefusal(error, (field) => {
            const index = /^counts\.(\d+)\./.exec(field)?.[1];
            return index === undefined ? undefined : checked.input.counts[Number(index)]?.kegTypeId;
          });
          setErrors(placed.errors);
          setMessage(placed.message);
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Declare empties for ${holder.supplier.name}`}
      description="Kegs you emptied without kicking them on your On Tap page. They wait for the supplier to collect them."
      confirmLabel={declare.isPending ? 'Saving…' : 'Declare empties'}
      tone="primary"
      busy={declare.isPending}
      onConfirm={confirm}
    >
      <div className="grid gap-3">
        {declarable.map((holding) => (
          <TextField
            key={holding.kegTypeId}
            label={`${nameOf(holding.kegTypeId)} empties`}
            hint={`Up to ${left[holding.kegTypeId]}: the ${plural(holding.balance, 'keg')} you hold, less ${holding.emptiesWaiting} already waiting.`}
            inputMode="numeric"
            value={counts[holding.kegTypeId] ?? ''}
            error={errors[holding.kegTypeId]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setCounts((current) => ({ ...current, [holding.kegTypeId]: value }));
            }}
          />
        ))}
        {message ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {message}
          </p>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
