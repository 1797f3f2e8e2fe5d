import { useBlocker, useRouter } from '@tanstack/react-router';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Warns before leaving a form with unsaved changes: an in-app navigation asks in a dialog, closing or
 * reloading the tab gets the browser's own prompt. Navigate with `ignoreBlocker: true` after a successful save.
 * Signing out is never held up: that navigation happens after the session is gone, and there is nothing to save.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { authClient } = useRouter().options.context;
  const blocker = useBlocker({
    shouldBlockFn: async () => when && Boolean((await (await authClient()).auth.getSession()).data.session),
    enableBeforeUnload: () => when,
    withResolver: true,
  });
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
      title="Leave without saving?"
      description="You have changes on this page that haven’t been saved. If you leave now, they’ll be lost."
      confirmLabel="Leave this page"
      cancelLabel="Stay on this page"
      tone="primary"
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
