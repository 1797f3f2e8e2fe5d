import type { CreatedApiKey } from '@tapline/contracts';
import { KeyRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';

/** The new key's secret, shown this once: copy it now, it is never shown again (only its last characters are kept). */
export function CreatedApiKeyNotice({ apiKey, onDone }: { apiKey: CreatedApiKey; onDone: () => void }) {
  return (
    <section aria-labelledby="created-api-key-title" className="space-y-4 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:p-5">
      <h2 id="created-api-key-title" className="flex items-center gap-2 text-lg font-semibold text-ink">
        <KeyRound aria-hidden="true" className="h-5 w-5" />
        Your new key “{apiKey.name}”
      </h2>
      <p className="text-sm font-semibold text-ink">Copy it now: you won’t see this key again.</p>
      <p className="text-sm text-ink-soft">
        Keep it where your software keeps passwords. It calls the API as <code className="font-mono">Authorization: Bearer …</code>; if it
        is lost or leaked, revoke it and make another.
      </p>
      <output
        aria-label="The new API key"
        className="block break-all rounded-lg border border-line bg-white p-3 font-mono text-sm text-ink"
      >
        {apiKey.secret}
      </output>
      <div className="flex flex-col gap-2 sm:flex-row">
        <CopyButton
          text={apiKey.secret}
          label="Copy key"
          copiedToast="Key copied"
          failedToast="Your browser didn’t let us copy: select the key and copy it yourself"
        />
        <Button variant="ghost" onClick={onDone}>
          I’ve copied it
        </Button>
      </div>
    </section>
  );
}
