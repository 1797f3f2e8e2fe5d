import type { WebhookSecret } from '@tapline/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CopyButton } from '@/components/ui/copy-button';
import type { OrganisationKey } from '@/features/organisations';
import { formatDateTime } from '@/lib/format-time';
import { useWebhookSecret } from '../api/webhooks';

/** The signing secret: hidden until revealed; rotating keeps the old one signing for 24 hours, so receivers can switch. */
export function EndpointSecret({ organisation, endpointId }: { organisation: OrganisationKey; endpointId: string }) {
  const secret = useWebhookSecret(organisation, endpointId);
  const [shown, setShown] = useState<WebhookSecret | null>(null);
  const [confirming, setConfirming] = useState(false);
  const run = (action: 'reveal' | 'rotate') =>
    secret.mutate(action, {
      onSuccess: (answer) => {
        setShown(answer);
        setConfirming(false);
        if (action === 'rotate') toast.success('New secret made: the old one still signs for 24 hours');
      },
      onError: (error) => toast.error(error.message),
    });
  return (
    <div className="space-y-3">
      {shown ? (
        <div className="space-y-2">
          <code className="block rounded bg-stone-100 p-2 font-mono text-xs break-all" data-testid="webhook-secret">
            {shown.secret}
          </code>
          <CopyButton
            text={shown.secret}
            label="Copy secret"
            copiedToast="Secret copied"
            failedToast="Couldn’t copy: select the secret instead"
          />
          {shown.previousSecret && shown.previousSecretExpiresAt ? (
            <p className="text-sm text-ink-soft">
              The previous secret also signs until {formatDateTime(shown.previousSecretExpiresAt)}: each delivery carries both signatures.
            </p>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-ink-soft">Receivers verify each delivery’s webhook-signature with this secret.</p>
      )}
      <div className="flex flex-wrap gap-2">
        {shown ? null : (
          <Button variant="secondary" disabled={secret.isPending} onClick={() => run('reveal')}>
            Reveal secret
          </Button>
        )}
        <Button variant="secondary" disabled={secret.isPending} onClick={() => setConfirming(true)}>
          Rotate secret
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Rotate the signing secret?"
        description="A new secret signs from now on. The current one keeps signing too for 24 hours, so your receiver can switch without missing a delivery."
        confirmLabel="Rotate"
        tone="primary"
        busy={secret.isPending}
        onConfirm={() => run('rotate')}
      />
    </div>
  );
}
