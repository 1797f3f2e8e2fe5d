import type { DeliveryZone } from '@tapline/contracts';
import toast from 'react-hot-toast';
import { DeleteButton } from '@/components/ui/delete-button';
import { ApiError } from '@/lib/api-client';
import { useDeleteZone } from '../api/delivery-zones';

/** Delete, confirmed in a dialog naming the zone; a refusal (a trade account delivered in it) stays in the dialog. */
export function DeleteZone({ supplierId, zone, onDeleted }: { supplierId: string; zone: DeliveryZone; onDeleted: () => void }) {
  const remove = useDeleteZone(supplierId);
  return (
    <DeleteButton
      title={`Delete the delivery zone “${zone.name}”?`}
      description="Venues in it can’t order from you until another zone takes their postcode. Orders already placed keep their day and fee."
      confirmLabel="Delete zone"
      busy={remove.isPending}
      onConfirm={({ close, refuse }) =>
        remove.mutate(zone.id, {
          onSuccess: () => {
            toast.success(`Delivery zone “${zone.name}” deleted`);
            close();
            onDeleted();
          },
          onError: (error) =>
            refuse(error instanceof ApiError && error.status === 409 ? error.message : `It wasn’t deleted: ${error.message}`),
        })
      }
    />
  );
}
