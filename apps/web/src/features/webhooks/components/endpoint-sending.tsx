import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { OrganisationKey } from '@/features/organisations';
import { plural } from '@/lib/format';
import { useWebhookSend } from '../api/webhooks';

/** A datetime-local value `hoursAgo` before now, in the browser's time. */
function localMoment(hoursAgo: number): string {
  const at = new Date(Date.now() - hoursAgo * 3_600_000 - new Date().getTimezoneOffset() * 60_000);
  return at.toISOString().slice(0, 16);
}

/** Send test, and "Recover since …": the failed and skipped deliveries since then go again. */
export function EndpointSending({
  organisation,
  endpointId,
  enabled,
}: {
  organisation: OrganisationKey;
  endpointId: string;
  enabled: boolean;
}) {
  const send = useWebhookSend(organisation, endpointId);
  const [since, setSince] = useState(() => localMoment(24));
  if (!enabled) return <p className="text-sm text-ink-soft">Enable the endpoint to send a test or recover its events.</p>;
  const recover = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send.mutate(
      { kind: 'recover', since: new Date(since).toISOString() },
      {
        onSuccess: (count) => toast.success(`${plural(count ?? 0, 'delivery', 'deliveries')} sent again`),
        onError: (error) => toast.error(error.message),
      },
    );
  };
  return (
    <div className="space-y-4">
      <Button
        variant="secondary"
        disabled={send.isPending}
        onClick={() =>
          send.mutate(
            { kind: 'test' },
            { onSuccess: () => toast.success('Test event sent'), onError: (error) => toast.error(error.message) },
          )
        }
      >
        Send test
      </Button>
      <form onSubmit={recover} className="flex flex-wrap items-end gap-2" aria-label="Recover">
        <TextField
          label="Recover failed and skipped deliveries since"
          type="datetime-local"
          hint="Events are kept 30 days."
          required
          max={localMoment(0)}
          value={since}
          onChange={(event) => setSince(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={send.isPending}>
          Recover
        </Button>
      </form>
    </div>
  );
}
