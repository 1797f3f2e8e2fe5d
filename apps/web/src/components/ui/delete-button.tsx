import { Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

/** What a confirmed delete may do once it has its answer: close the dialog, or keep it open saying why it was refused. */
export interface DeleteOutcome {
  close: () => void;
  refuse: (message: string) => void;
}

/**
 * A Delete button confirmed in a dialog; a refusal (409: something still uses it) stays in the dialog, in an alert,
 * so the person reads why before closing it.
 */
export function DeleteButton({
  title,
  description,
  confirmLabel,
  busy,
  onConfirm,
}: {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busy: boolean;
  onConfirm: (outcome: DeleteOutcome) => void;
}) {
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <>
      <Button variant="secondary" className="text-red-700 hover:bg-red-50" onClick={() => (setRefusal(null), setOpen(true))}>
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={description}
        confirmLabel={confirmLabel}
        busy={busy}
        onConfirm={() => onConfirm({ close: () => setOpen(false), refuse: setRefusal })}
      >
        {refusal ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            {refusal}
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
