import type { ApiKeySummary } from '@tapline/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { OrganisationKey } from '@/features/organisations';
import { useRevokeApiKey } from '../api/api-keys';

/** Revoke, confirmed in a dialog naming the key: its next call is refused, on every server at once. */
export function RevokeApiKey({ organisation, apiKey }: { organisation: OrganisationKey; apiKey: ApiKeySummary }) {
  const [open, setOpen] = useState(false);
  const revoke = useRevokeApiKey(organisation);
  return (
    <>
      <Button variant="ghost" className="min-h-9 px-2 text-red-700" onClick={() => setOpen(true)}>
        Revoke<span className="sr-only"> {apiKey.name}</span>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Revoke the key “${apiKey.name}”?`}
        description="Whatever uses it is refused from its next call. This can’t be undone: make a new key to connect it again."
        confirmLabel="Revoke key"
        busy={revoke.isPending}
        onConfirm={() =>
          revoke.mutate(apiKey.id, {
            onSuccess: () => {
              toast.success(`“${apiKey.name}” is revoked`);
              setOpen(false);
            },
            onError: (error) => toast.error(`It wasn’t revoked: ${error.message}`),
          })
        }
      />
    </>
  );
}
