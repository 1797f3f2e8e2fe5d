import * as Dialog from '@radix-ui/react-dialog';
import { useBlocker } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { useSupabaseAuth } from '../supabase-auth-provider';

/**
 * "Leave without saving?" while `when` holds, for links, back and reload. Signing out is never held up:
 * that navigation happens after the session is gone.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { supabase } = useSupabaseAuth();
  const blocker = useBlocker({
    shouldBlockFn: async () => when && Boolean((await supabase.auth.getSession()).data.session),
    enableBeforeUnload: () => when,
    withResolver: true,
  });
  const open = blocker.status === 'blocked';
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (!next ? blocker.reset?.() : undefined)}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-40 bg-stone-900/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl outline-none">
          <Dialog.Title className="text-lg font-bold text-ink">Leave without saving?</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-ink-soft">The changes you made on this page will be lost.</Dialog.Description>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => blocker.reset?.()}>
              Stay on this page
            </Button>
            <Button onClick={() => blocker.proceed?.()}>Leave</Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
