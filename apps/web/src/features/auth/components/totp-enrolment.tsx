import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { TextField } from '@/components/ui/text-field';
import { useEnrollTotp, type TotpEnrolment as Enrolment } from '../api/enroll-factor';
import { useFactors } from '../api/list-factors';
import { useUnenrollFactor } from '../api/unenroll-factor';
import { authErrorMessage } from '../auth-error-message';
import { qrCodeImageSource, unusedFactorName } from '../factors';
import { FormError } from './form-error';
import { CodeEntryForm, useCodeEntry } from './code-entry';

/** Add an authenticator app: name it, scan the QR code (or copy the secret), prove it with a code. */
export function TotpEnrolmentPanel() {
  const factors = useFactors();
  const enroll = useEnrollTotp();
  const [name, setName] = useState('');
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const suggestedName = unusedFactorName('Authenticator app', factors.data ?? []);

  function start(event: FormEvent) {
    event.preventDefault();
    enroll.mutate(name.trim() || suggestedName, { onSuccess: setEnrolment });
  }

  if (enrolment) {
    return (
      <ScanAndVerify
        enrolment={enrolment}
        onDone={() => {
          setEnrolment(null);
          setName('');
          enroll.reset();
        }}
      />
    );
  }

  return (
    <form onSubmit={start} noValidate className="space-y-3">
      <TextField
        label="Name of the app"
        hint="So you can tell your factors apart, e.g. “Phone authenticator”."
        value={name}
        placeholder={suggestedName}
        maxLength={120}
        onChange={(event) => setName(event.target.value)}
      />
      <FormError message={enroll.isError ? authErrorMessage(enroll.error) : null} />
      <Button type="submit" disabled={enroll.isPending}>
        {enroll.isPending ? 'Starting…' : 'Add an authenticator app'}
      </Button>
    </form>
  );
}

function ScanAndVerify({ enrolment, onDone }: { enrolment: Enrolment; onDone: () => void }) {
  const unenroll = useUnenrollFactor();
  const entry = useCodeEntry({
    factorId: enrolment.factorId,
    onVerified: () => {
      toast.success('Authenticator app added');
      onDone();
    },
  });

  function cancel() {
    // the unverified factor is removed so a retry starts clean (the server would drop it later anyway)
    unenroll.mutate(enrolment.factorId, { onSettled: onDone });
  }

  return (
    <section aria-label="Set up your authenticator app" className="space-y-4 rounded-xl border border-malt-200 bg-malt-50 p-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-ink">
        <li>Open an authenticator app on your phone (Google Authenticator, 1Password, Authy…).</li>
        <li>Scan this QR code, or enter the secret by hand.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-wrap items-start gap-4">
        <img
          src={qrCodeImageSource(enrolment.qrCode)}
          alt="QR code to scan with your authenticator app"
          width={176}
          height={176}
          className="h-44 w-44 rounded-lg border border-line bg-white p-1"
        />
        <div className="min-w-0 flex-1 basis-48">
          <dl>
            <dt className="text-sm font-medium text-ink">Secret</dt>
            <dd className="mt-1 break-all rounded-md bg-white p-2 font-mono text-sm text-ink">{enrolment.secret}</dd>
          </dl>
          <CopyButton
            text={enrolment.secret}
            label="Copy secret"
            copiedToast="Secret copied"
            failedToast="Could not copy: select the secret and copy it yourself."
            className="mt-2"
          />
        </div>
      </div>
      <CodeEntryForm entry={entry} label="Code from the app" submitLabel="Verify and turn on">
        <Button variant="ghost" onClick={cancel} disabled={unenroll.isPending}>
          Cancel
        </Button>
      </CodeEntryForm>
    </section>
  );
}
