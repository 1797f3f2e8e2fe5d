import { ORDER_MESSAGE_MAX_LENGTH } from '@tapline/contracts';
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/textarea-field';
import { fieldErrors } from '@/lib/api-client';
import { usePostOrderMessage } from '../api/post-order-message';

const count = (value: number) => value.toLocaleString('en-AU');

/**
 * Writing to the other side: a live count against the 4,000 characters (trimmed, as the server counts), the server's
 * refusal on the field, and Ctrl+Enter (or ⌘+Enter) to send.
 */
export function MessageComposer({ supplierOrderId, to }: { supplierOrderId: string; to: string }) {
  const [body, setBody] = useState('');
  const post = usePostOrderMessage(supplierOrderId);
  const length = body.trim().length;
  const over = length > ORDER_MESSAGE_MAX_LENGTH;
  const refusal = fieldErrors(post.error).find((issue) => issue.field === 'body')?.message;
  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (post.isPending) return;
    post.mutate(body, { onSuccess: () => setBody('') });
  };
  return (
    <form onSubmit={send} className="space-y-2" aria-label={`Write to ${to}`}>
      <TextareaField
        label={`Message to ${to}`}
        rows={3}
        value={body}
        onChange={(event) => {
          setBody(event.currentTarget.value);
          if (post.isError) post.reset();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) send();
        }}
        error={refusal ?? post.error?.message}
        hint={
          <span className={`tabular-nums ${over ? 'font-semibold text-red-700' : ''}`}>
            {count(length)} / {count(ORDER_MESSAGE_MAX_LENGTH)} characters{over ? ': too long to send' : ''}
          </span>
        }
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={post.isPending}>
          <Send aria-hidden="true" className="h-4 w-4" />
          {post.isPending ? 'Sending…' : 'Send'}
        </Button>
      </div>
    </form>
  );
}
