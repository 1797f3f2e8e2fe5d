import type { OutboxMessage, OutboxState } from '@tapline/contracts';
import { ChevronDown, Mail, MessageSquare } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { formatRelative } from '@/lib/format-time';
import { plural } from '@/lib/format';
import { useRetryOutboxMessage } from '../api/retry-outbox-message';
import { linkify } from '../linkify';
import { adminDateTime } from '../admin-time';

export const STATE_LABELS: Record<OutboxState, string> = { queued: 'Queued', sent: 'Sent', failed: 'Failed', stored: 'Not sent' };

const STATE_CHIPS: Record<OutboxState, string> = {
  queued: 'bg-amber-100 text-amber-900',
  sent: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
  stored: 'bg-stone-100 text-ink',
};

function DeliveryChip({ message }: { message: OutboxMessage }) {
  return (
    <span className={`whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE_CHIPS[message.state]}`}>
      {STATE_LABELS[message.state]}
    </span>
  );
}

/** What became of the message, in a sentence (the expanded row). */
function deliveryText(message: OutboxMessage): string {
  switch (message.state) {
    case 'sent':
      return message.sentAt ? `Sent ${adminDateTime(message.sentAt)}` : 'Sent';
    case 'queued':
      return message.attempts > 0
        ? `Queued: ${plural(message.attempts, 'attempt')} so far, retried with a growing pause`
        : 'Queued: waiting for the sender';
    case 'failed':
      return `Failed after ${plural(message.attempts, 'attempt')}`;
    case 'stored':
      return message.channel === 'email' ? 'Not sent: no mail server is set up (SMTP_URL)' : 'Not sent: no SMS provider is set up';
  }
}

function RetryButton({ message }: { message: OutboxMessage }) {
  const retry = useRetryOutboxMessage();
  return (
    <Button
      variant="secondary"
      disabled={retry.isPending}
      onClick={() =>
        retry.mutate(message.id, {
          onSuccess: () => toast.success(`The mail to ${message.to} is queued again`),
          onError: (error) => toast.error(error.message),
        })
      }
    >
      {retry.isPending ? 'Queuing…' : 'Retry sending'}
    </Button>
  );
}

function Time({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={adminDateTime(iso)} className="whitespace-nowrap text-xs tabular-nums text-ink-soft">
      {formatRelative(iso)}
    </time>
  );
}

function MessageBody({ body }: { body: string }) {
  return (
    <div className="whitespace-pre-wrap break-words rounded-lg bg-stone-50 p-4 font-mono text-sm leading-relaxed text-ink">
      {linkify(body).map((part, index) =>
        // a link whose secret the server hid (decision 0053) leads nowhere: shown as text
        part.kind === 'link' && !part.href.includes('[redacted') ? (
          <a
            key={index}
            href={part.href}
            className="[overflow-wrap:anywhere] font-semibold text-malt-700 underline underline-offset-2 hover:text-malt-800"
          >
            {part.href}
          </a>
        ) : (
          <span key={index}>{part.kind === 'link' ? part.href : part.text}</span>
        ),
      )}
    </div>
  );
}

/** Messages newest first; a message opens in place to show its body with clickable links. */
export function OutboxList({ messages, compact = false }: { messages: readonly OutboxMessage[]; compact?: boolean }) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <ul className="divide-y divide-line">
      {messages.map((message) => {
        const isOpen = open === message.id;
        const Icon = message.channel === 'email' ? Mail : MessageSquare;
        const title = message.subject ?? message.body.split('\n')[0] ?? '';
        const bodyId = `outbox-body-${message.id}`;
        return (
          <li key={message.id}>
            <button
              type="button"
              aria-expanded={isOpen}
              aria-controls={bodyId}
              onClick={() => setOpen(isOpen ? null : message.id)}
              className="flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-malt-50/60"
            >
              <Icon aria-label={message.channel === 'email' ? 'Email' : 'SMS'} className="mt-0.5 h-4 w-4 shrink-0 text-malt-700" />
              <span className="min-w-0 flex-1">
                <span className="line-clamp-2 font-medium text-ink sm:line-clamp-1">{title}</span>
                <span className="block [overflow-wrap:anywhere] text-sm text-ink-soft">to {message.to}</span>
                <span className="mt-1 flex items-center gap-2 sm:hidden">
                  {compact ? null : <DeliveryChip message={message} />}
                  <Time iso={message.createdAt} />
                </span>
              </span>
              <span className="hidden shrink-0 flex-col items-end gap-1 sm:flex">
                {compact ? null : <DeliveryChip message={message} />}
                <Time iso={message.createdAt} />
              </span>
              <ChevronDown
                aria-hidden="true"
                className={`mt-0.5 h-4 w-4 shrink-0 text-ink-soft transition-transform ${isOpen ? 'rotate-180' : ''}`}
              />
            </button>
            {isOpen ? (
              <div id={bodyId} className="px-4 pb-4">
                <dl className="mb-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="text-ink-soft">To</dt>
                  <dd className="[overflow-wrap:anywhere] text-ink">{message.to}</dd>
                  <dt className="text-ink-soft">Created</dt>
                  <dd className="text-ink">{adminDateTime(message.createdAt)}</dd>
                  <dt className="text-ink-soft">Delivery</dt>
                  <dd className="text-ink">{deliveryText(message)}</dd>
                  <dt className="text-ink-soft">Template</dt>
                  <dd className="font-mono text-xs leading-5 text-ink">{message.template}</dd>
                  {message.error ? (
                    <>
                      <dt className={message.state === 'failed' ? 'text-red-800' : 'text-ink-soft'}>
                        {message.state === 'failed' ? 'Reason' : 'Last error'}
                      </dt>
                      <dd className={`break-words ${message.state === 'failed' ? 'text-red-800' : 'text-ink'}`}>{message.error}</dd>
                    </>
                  ) : null}
                </dl>
                {message.state === 'failed' ? (
                  <div className="mb-3">
                    <RetryButton message={message} />
                  </div>
                ) : null}
                <MessageBody body={message.body} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
