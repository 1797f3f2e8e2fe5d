import type { KegType } from '@tapline/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useRemoveKegType } from '../api/keg-types';

/**
 * Remove, confirmed in a dialog naming the keg type: deleted when nothing names it; archived instead when a SKU, an order
 * or the keg ledger does (they keep it). The toast says which the server did.
 */
export function RemoveKegType({ supplierId, kegType }: { supplierId: string; kegType: KegType }) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveKegType(supplierId);
  const archiving = kegType.skuCount > 0;
  return (
    <>
      <Button variant="ghost" className="min-h-9 px-2 text-red-700" onClick={() => setOpen(true)}>
        {archiving ? 'Archive' : 'Remove'}
        <span className="sr-only"> {kegType.name}</span>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`${archiving ? 'Archive' : 'Remove'} the keg type “${kegType.name}”?`}
        description={
          archiving
            ? `${kegType.skuCount === 1 ? 'A SKU names it' : `${kegType.skuCount} SKUs name it`}: it is archived, not deleted. They and past orders keep it; no other SKU can take it.`
            : 'It is deleted; if past orders or the keg ledger name it, it is archived instead and kept for them.'
        }
        confirmLabel={archiving ? 'Archive keg type' : 'Remove keg type'}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(kegType.id, {
            onSuccess: (removal) => {
              toast.success(removal.message);
              setOpen(false);
            },
            onError: (error) => toast.error(`It wasn’t removed: ${error.message}`),
          })
        }
      />
    </>
  );
}
