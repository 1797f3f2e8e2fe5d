import type { PriceList } from '@tapline/contracts';
import toast from 'react-hot-toast';
import { DeleteButton } from '@/components/ui/delete-button';
import { ApiError } from '@/lib/api-client';
import { plural } from '@/lib/format';
import { useDeletePriceList, venuesOnList } from '../api/price-lists';

/**
 * Delete, confirmed in a dialog naming the list. A list an account names can't go (409): the dialog then says which
 * accounts, in the server's words, and stays open.
 */
export function DeletePriceList({ supplierId, list, onDeleted }: { supplierId: string; list: PriceList; onDeleted: () => void }) {
  const remove = useDeletePriceList(supplierId);
  return (
    <DeleteButton
      title={`Delete the price list “${list.name}”?`}
      description={
        list.accountCount > 0
          ? `${plural(list.accountCount, 'trade account')} ${list.accountCount === 1 ? 'is' : 'are'} on it: give ${list.accountCount === 1 ? 'it' : 'them'} another list first.`
          : 'No trade account is on it. Orders already placed keep their prices.'
      }
      confirmLabel="Delete price list"
      busy={remove.isPending}
      onConfirm={({ close, refuse }) =>
        remove.mutate(list.id, {
          onSuccess: () => {
            toast.success(`Price list “${list.name}” deleted`);
            close();
            onDeleted();
          },
          onError: (error) => {
            if (!(error instanceof ApiError && error.status === 409)) return refuse(`It wasn’t deleted: ${error.message}`);
            refuse(error.message);
            // name the venues on it, when their accounts can be read
            venuesOnList(supplierId, list.id).then(
              (venues) => venues.length > 0 && refuse(`${error.message}. On it: ${venues.join(', ')}.`),
              () => undefined,
            );
          },
        })
      }
    />
  );
}
