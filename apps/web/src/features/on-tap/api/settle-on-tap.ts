import type { QueryClient } from '@tanstack/react-query';
import { orgKeys } from '@/features/organisations';
import { onTapKeys } from './on-tap-keys';

/** After any change: the editor's list and the public menu (one prefix), and the overview's "what changed on tap". */
export function settleOnTap(queryClient: QueryClient, venueId: string) {
  void queryClient.invalidateQueries({ queryKey: onTapKeys.menu(venueId) });
  void queryClient.invalidateQueries({ queryKey: orgKeys.overview(venueId) });
}

/** The toast for a refusal, loaded only when one happens. */
export async function toast(kind: 'success' | 'error', message: string) {
  const { default: hotToast } = await import('react-hot-toast');
  hotToast[kind](message);
}
