import type { OutboxMessage } from '@tapline/contracts';
import { ChevronDown, Mail, MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime, formatRelative } from '@/lib/format-time';
import { linkify } from '../linkify';

function DeliveryChip({ message }: { message: OutboxMessage }) {
  if (message.error) return <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-800">Failed</span>;
  if (message.sentAt) return <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800">Sent</span>;
  return <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold text-ink">Queued</span>;
}

function Time({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)} className="whitespace-nowrap text-xs tabular-nums text-ink-soft">
      {formatRelative(iso)}
    </time>
  );
}

function MessageBody({ body }: { body: string }) {
  return (
    <div className="whitespace-pre-wrap break-words rounded-lg bg-stone-50 p-4 font-mono text-sm leading-relaxed text-ink">
      {linkify(body).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} className="[overflow-wrap:anywhere] font-semibold text-malt-700 underline underline-offset-2 hover:text-malt-800">
            {part.href}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
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
              <ChevronDown aria-hidden="true" className={`mt-0.5 h-4 w-4 shrink-0 text-ink-soft transition-transform ${isOpen ? 'rotate-180' : ''}`} />
            </button>
            {isOpen ? (
              <div id={bodyId} className="px-4 pb-4">
                <dl className="mb-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="text-ink-soft">To</dt>
                  <dd className="[overflow-wrap:anywhere] text-ink">{message.to}</dd>
                  <dt className="text-ink-soft">Created</dt>
                  <dd className="text-ink">{formatDateTime(message.createdAt)}</dd>
                  <dt className="text-ink-soft">Sent</dt>
                  <dd className="text-ink">{message.sentAt ? formatDateTime(message.sentAt) : 'Not yet'}</dd>
                  <dt className="text-ink-soft">Template</dt>
                  <dd className="font-mono text-xs leading-5 text-ink">{message.template}</dd>
                  {message.error ? (
                    <>
                      <dt className="text-red-800">Error</dt>
                      <dd className="break-words text-red-800">{message.error}</dd>
                    </>
                  ) : null}
                </dl>
                <MessageBody body={message.body} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
