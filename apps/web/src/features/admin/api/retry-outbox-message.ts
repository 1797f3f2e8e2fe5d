import { OutboxMessage } from '@tapline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { outboxKey } from './get-outbox';

/** POST /api/admin/outbox/{id}/retry: a failed mail goes back to the queue (409 for any other state). */
function retryOutboxMessage(id: string) {
  return apiRequest('POST', `/api/admin/outbox/${encodeURIComponent(id)}/retry`, import.meta.env.DEV ? OutboxMessage : false);
}

export function useRetryOutboxMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryOutboxMessage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: outboxKey }),
  });
}
