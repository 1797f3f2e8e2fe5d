import { useBlocker } from '@tanstack/react-router';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Asks before leaving a form with unsaved changes: in-app navigation gets a dialog, closing or reloading the
 * tab the browser's own prompt. `when` is read at the moment someone tries to leave.
 */
export function UnsavedChangesGuard({ when }: { when: () => boolean }) {
  const blocker = useBlocker({ shouldBlockFn: () => when(), enableBeforeUnload: () => when(), withResolver: true });
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      title="Leave without saving?"
      confirmLabel="Leave and discard changes"
      cancelLabel="Keep editing"
      tone="danger"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      Your changes on this page haven’t been saved. If you leave now, they are lost.
    </ConfirmDialog>
  );
}
