import type { WebhookEndpoint, WebhookEventType } from '@tapline/contracts';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/text-field';
import type { OrganisationKey } from '@/features/organisations';
import { useDeleteWebhookEndpoint, useUpdateWebhookEndpoint } from '../api/webhooks';
import { EventTypeChecklist } from './endpoint-form';

/** The endpoint's URL, description and events, saved together; enable or disable; remove. */
export function EndpointSettings({
  organisation,
  endpoint,
  params,
}: {
  organisation: OrganisationKey;
  endpoint: WebhookEndpoint;
  params: { orgType: string; orgId: string };
}) {
  const [url, setUrl] = useState(endpoint.url);
  const [description, setDescription] = useState(endpoint.description);
  const [eventTypes, setEventTypes] = useState<WebhookEventType[]>(endpoint.eventTypes);
  const [removing, setRemoving] = useState(false);
  const update = useUpdateWebhookEndpoint(organisation, endpoint.id);
  const remove = useDeleteWebhookEndpoint(organisation, endpoint.id);
  const navigate = useNavigate();
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update.mutate(
      { url, description, eventTypes },
      { onSuccess: () => toast.success('Endpoint saved'), onError: (error) => toast.error(error.message) },
    );
  };
  const toggle = () =>
    update.mutate(
      { enabled: !endpoint.enabled },
      {
        onSuccess: () => toast.success(endpoint.enabled ? 'Endpoint disabled' : 'Endpoint enabled'),
        onError: (error) => toast.error(error.message),
      },
    );
  return (
    <form onSubmit={save} className="space-y-4" aria-label="Endpoint settings">
      <TextField
        label="Endpoint URL"
        type="url"
        required
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        hint="https only, on a public address."
      />
      <TextField label="Description" value={description} maxLength={200} onChange={(event) => setDescription(event.target.value)} />
      <EventTypeChecklist value={eventTypes} onChange={setEventTypes} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={update.isPending || eventTypes.length === 0}>
          Save
        </Button>
        <Button variant="secondary" disabled={update.isPending} onClick={toggle}>
          {endpoint.enabled ? 'Disable' : 'Enable'}
        </Button>
        <Button variant="ghost" onClick={() => setRemoving(true)}>
          Remove endpoint
        </Button>
      </div>
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title="Remove this endpoint?"
        description="Tapline stops sending to it, and its delivery log goes with it."
        confirmLabel="Remove"
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => void navigate({ to: '/dash/$orgType/$orgId/settings/developers/webhooks', params }),
            onError: (error) => toast.error(error.message),
          })
        }
      />
    </form>
  );
}
