import { WEBHOOK_EVENT_TYPES, type WebhookEndpointCreated, type WebhookEventType } from '@tapline/contracts';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { TextField } from '@/components/ui/text-field';
import type { OrganisationKey } from '@/features/organisations';
import { ApiError } from '@/lib/api-client';
import { useCreateWebhookEndpoint } from '../api/webhooks';

/** The event types a box offers, grouped as a receiver thinks of them. */
export function EventTypeChecklist({ value, onChange }: { value: WebhookEventType[]; onChange: (next: WebhookEventType[]) => void }) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-ink">Events to send</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <label key={type} className="flex min-h-10 items-center gap-2 rounded-lg border border-line px-3 text-sm">
            <input
              type="checkbox"
              checked={value.includes(type)}
              onChange={(event) => onChange(event.target.checked ? [...value, type] : value.filter((item) => item !== type))}
            />
            <code className="font-mono text-xs">{type}</code>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The new endpoint's secret, shown once here (owners and admins may reveal it again on its page). */
function CreatedSecret({ created, onDone }: { created: WebhookEndpointCreated; onDone: () => void }) {
  return (
    <div className="space-y-3 rounded-xl border border-green-700 bg-green-50 p-4" role="status">
      <p className="text-sm font-semibold text-ink">Endpoint added. Its signing secret:</p>
      <code className="block break-all rounded bg-white p-2 font-mono text-xs" data-testid="webhook-secret">
        {created.secret}
      </code>
      <p className="text-sm text-ink-soft">
        Verify each delivery with it (any Standard Webhooks library). You can reveal it again from the endpoint’s page.
      </p>
      <div className="flex flex-wrap gap-2">
        <CopyButton
          text={created.secret}
          label="Copy secret"
          copiedToast="Secret copied"
          failedToast="Couldn’t copy: select the secret instead"
        />
        <Button variant="secondary" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}

/** Adds an endpoint: an https URL, what it is for, and the events it wants. */
export function EndpointForm({ organisation, onDone }: { organisation: OrganisationKey; onDone: () => void }) {
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [eventTypes, setEventTypes] = useState<WebhookEventType[]>(['order.placed']);
  const [urlError, setUrlError] = useState<string>();
  const create = useCreateWebhookEndpoint(organisation);
  if (create.data) return <CreatedSecret created={create.data} onDone={onDone} />;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setUrlError(undefined);
    if (eventTypes.length === 0) return void toast.error('Choose at least one event to send');
    create.mutate(
      { url, description, eventTypes },
      {
        onError: (error) => {
          const issues =
            error instanceof ApiError && Array.isArray(error.details) ? (error.details as { field?: string; message?: string }[]) : [];
          const field = issues.find((issue) => issue.field === 'url');
          if (field) setUrlError(`The URL ${field.message}`);
          else toast.error(error.message);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-4 rounded-xl border border-line bg-white p-4" aria-label="Add an endpoint">
      <TextField
        label="Endpoint URL"
        type="url"
        required
        placeholder="https://pos.example.com/tapline/webhooks"
        value={url}
        error={urlError}
        hint="https only, on a public address. Tapline posts each event here, signed."
        onChange={(event) => setUrl(event.target.value)}
      />
      <TextField
        label="Description"
        value={description}
        maxLength={200}
        hint="What receives it: “Till POS”, “ERP”."
        onChange={(event) => setDescription(event.target.value)}
      />
      <EventTypeChecklist value={eventTypes} onChange={setEventTypes} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={create.isPending}>
          Add endpoint
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
