import type { WebhookDelivery } from '@tapline/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDateTime } from '@/lib/format-time';

const STATUS_TONE = { succeeded: 'success', failed: 'danger', skipped: 'neutral', pending: 'accent' } as const;
const STATUS_WORDS = { succeeded: 'Delivered', failed: 'Failed', skipped: 'Skipped (endpoint disabled)', pending: 'Waiting' } as const;

/** Pretty JSON when the text is JSON, else the text. */
function readable(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

function Attempts({ delivery }: { delivery: WebhookDelivery }) {
  return (
    <ol className="space-y-3">
      {delivery.attempts.map((attempt, index) => (
        <li key={attempt.id} className="rounded-lg border border-line p-3 text-sm">
          <p className="font-semibold text-ink">
            Attempt {index + 1}, {formatDateTime(attempt.at)}:{' '}
            {attempt.responseStatus === null ? 'no answer' : `HTTP ${attempt.responseStatus}`} in {attempt.durationMs} ms
          </p>
          {attempt.error ? <p className="text-red-800">{attempt.error}</p> : null}
          <p className="mt-2 font-semibold">Request headers</p>
          <pre className="overflow-x-auto rounded bg-stone-100 p-2 text-xs whitespace-pre-wrap break-all">
            {Object.entries(attempt.requestHeaders)
              .map(([name, value]) => `${name}: ${value}`)
              .join('\n')}
          </pre>
          <p className="mt-2 font-semibold">Response</p>
          <pre className="overflow-x-auto rounded bg-stone-100 p-2 text-xs whitespace-pre-wrap break-all">
            {attempt.responseExcerpt || '(empty)'}
          </pre>
        </li>
      ))}
    </ol>
  );
}

/** The endpoint's latest deliveries, newest first; each opens to its request body and every attempt's request and answer. */
export function DeliveryLog({
  items,
  canSend,
  onResend,
}: {
  items: readonly WebhookDelivery[];
  canSend: boolean;
  onResend: (deliveryId: string) => void;
}) {
  if (items.length === 0)
    return <EmptyState title="No deliveries yet">Events this endpoint wants appear here as they are sent. Try “Send test”.</EmptyState>;
  return (
    <ul className="space-y-2" aria-label="Deliveries">
      {items.map((delivery) => (
        <li key={delivery.id} className="rounded-xl border border-line bg-white">
          <details>
            <summary className="flex min-h-12 cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2">
              <code className="font-mono text-sm">{delivery.eventType}</code>
              <Badge tone={STATUS_TONE[delivery.status]}>{STATUS_WORDS[delivery.status]}</Badge>
              <span className="text-sm text-ink-soft">
                {formatDateTime(delivery.createdAt)} · {delivery.attemptCount} {delivery.attemptCount === 1 ? 'attempt' : 'attempts'}
                {delivery.nextAttemptAt && delivery.status === 'pending' ? ` · next ${formatDateTime(delivery.nextAttemptAt)}` : ''}
              </span>
            </summary>
            <div className="space-y-3 border-t border-line p-4">
              <p className="text-sm">
                <span className="font-semibold">webhook-id</span> <code className="font-mono text-xs break-all">{delivery.eventId}</code>
              </p>
              <p className="text-sm font-semibold">Request body</p>
              <pre className="max-h-80 overflow-auto rounded bg-stone-100 p-2 text-xs">{readable(delivery.requestBody)}</pre>
              <Attempts delivery={delivery} />
              {canSend && delivery.status !== 'pending' ? (
                <Button variant="secondary" onClick={() => onResend(delivery.id)}>
                  Resend<span className="sr-only"> {delivery.eventType}</span>
                </Button>
              ) : null}
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
