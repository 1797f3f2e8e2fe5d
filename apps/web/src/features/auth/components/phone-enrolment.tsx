import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { bindFields } from '@/components/ui/bind-fields';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useEnrollPhone } from '../api/enroll-factor';
import { useFactors } from '../api/list-factors';
import { useUnenrollFactor } from '../api/unenroll-factor';
import { useChallengeFactor } from '../api/verify-factor';
import { authErrorMessage } from '../auth-error-message';
import { E164_PATTERN, maskPhone, toE164, unusedFactorName } from '../factors';
import { FormError } from './form-error';
import { CodeEntryForm, useCodeEntry } from './code-entry';

const PhoneInput = z.object({
  phone: z
    .string()
    .transform(toE164)
    .refine((phone) => E164_PATTERN.test(phone), 'Enter the number with its country code, e.g. +61 412 345 678'),
  name: z.string().trim().max(120),
});
type PhoneFormValues = z.input<typeof PhoneInput>;
type PhoneValues = z.output<typeof PhoneInput>;

/** Add a phone: its number (E.164), then the code we text to it. */
export function PhoneEnrolmentPanel() {
  const factors = useFactors();
  const enroll = useEnrollPhone();
  const challenge = useChallengeFactor();
  const [pending, setPending] = useState<{ factorId: string; phone: string } | null>(null);
  const suggestedName = unusedFactorName('Phone', factors.data ?? []);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PhoneFormValues, unknown, PhoneValues>({ resolver: zodResolver(PhoneInput), defaultValues: { phone: '', name: '' } });
  const field = bindFields(register, errors);

  const start = handleSubmit((input) => {
    enroll.mutate(
      { phone: input.phone, friendlyName: input.name || suggestedName },
      {
        onSuccess: ({ factorId }) => {
          setPending({ factorId, phone: input.phone });
          challenge.mutate(factorId);
        },
      },
    );
  });

  if (pending) {
    return (
      <ConfirmPhone
        factorId={pending.factorId}
        phone={pending.phone}
        challenge={challenge}
        onDone={() => {
          setPending(null);
          reset();
          enroll.reset();
          challenge.reset();
        }}
      />
    );
  }

  return (
    <form onSubmit={(event) => void start(event)} noValidate className="space-y-3">
      <TextField label="Mobile number" type="tel" autoComplete="tel" placeholder="+61 412 345 678" {...field('phone')} />
      <TextField label="Name of the phone" placeholder={suggestedName} maxLength={120} {...field('name')} />
      <FormError message={enroll.isError ? authErrorMessage(enroll.error) : null} />
      <Button type="submit" disabled={enroll.isPending}>
        {enroll.isPending ? 'Adding…' : 'Add a phone'}
      </Button>
    </form>
  );
}

function ConfirmPhone({
  factorId,
  phone,
  challenge,
  onDone,
}: {
  factorId: string;
  phone: string;
  challenge: ReturnType<typeof useChallengeFactor>;
  onDone: () => void;
}) {
  const unenroll = useUnenrollFactor();
  const challengeId = challenge.data?.challengeId;
  const entry = useCodeEntry({
    factorId,
    challengeId,
    bySms: true,
    onVerified: () => {
      toast.success('Phone added');
      onDone();
    },
  });

  return (
    <section aria-label="Confirm your phone" className="space-y-3 rounded-xl border border-malt-200 bg-malt-50 p-4">
      <p role="status" className="text-sm text-ink">
        {challenge.isPending
          ? `Sending a code to ${maskPhone(phone)}…`
          : challengeId
            ? `We sent a 6-digit code by text message to ${phone}. Enter it to turn the phone on.`
            : null}
      </p>
      <FormError message={challenge.isError ? authErrorMessage(challenge.error) : null} />
      <CodeEntryForm entry={entry} label="Code from the text message" submitLabel="Verify and turn on" canSubmit={Boolean(challengeId)}>
        <Button variant="secondary" onClick={() => challenge.mutate(factorId)} disabled={challenge.isPending}>
          Send a new code
        </Button>
        <Button variant="ghost" onClick={() => unenroll.mutate(factorId, { onSettled: onDone })} disabled={unenroll.isPending}>
          Cancel
        </Button>
      </CodeEntryForm>
    </section>
  );
}
