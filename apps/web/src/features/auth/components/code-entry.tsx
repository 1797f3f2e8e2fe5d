import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useVerifyFactor } from '../api/verify-factor';
import { authErrorMessage } from '../auth-error-message';
import { CODE_LENGTH } from '../one-time-code';
import { FormError } from './form-error';
import { OneTimeCodeField } from './one-time-code-field';

/**
 * The state of a 6-digit code field and its verification, shared by the MFA step and both enrolments: a
 * complete code is verified once; a wrong one shows why, empties the field and puts the cursor back in it.
 */
export function useCodeEntry({
  factorId,
  challengeId,
  bySms = false,
  onVerified,
}: {
  factorId: string;
  /** the SMS's challenge; without one an authenticator app's code is checked against a challenge made on the spot */
  challengeId?: string | undefined;
  /** a phone factor: nothing to check until its SMS challenge exists */
  bySms?: boolean;
  onVerified: () => void;
}) {
  const verify = useVerifyFactor();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  // found by id rather than held in a ref, so the entry can be handed to CodeEntryForm as plain state
  const fieldId = useId();
  const focusField = () => document.getElementById(fieldId)?.focus();

  function submitCode(value: string) {
    if (value.length !== CODE_LENGTH) {
      setFailure(`Enter all ${CODE_LENGTH} digits of the code.`);
      return;
    }
    if (verify.isPending || (bySms && !challengeId)) return;
    setFailure(null);
    verify.mutate(
      { factorId, code: value, challengeId },
      {
        onSuccess: onVerified,
        onError: (error) => {
          setFailure(authErrorMessage(error));
          setCode('');
          focusField();
        },
      },
    );
  }

  return { code, setCode, failure, setFailure, fieldId, focusField, submitCode, verifying: verify.isPending };
}

/** The code field, its error, the submit button and any further actions (send again, cancel) of a code entry. */
export function CodeEntryForm({
  entry,
  label,
  submitLabel,
  canSubmit = true,
  autoFocus,
  children,
}: {
  entry: ReturnType<typeof useCodeEntry>;
  label?: string;
  submitLabel: string;
  canSubmit?: boolean;
  autoFocus?: boolean;
  children?: ReactNode;
}) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        entry.submitCode(entry.code);
      }}
      noValidate
      className="space-y-3"
    >
      <OneTimeCodeField
        id={entry.fieldId}
        label={label}
        value={entry.code}
        onChange={entry.setCode}
        onComplete={entry.submitCode}
        autoFocus={autoFocus}
      />
      <FormError message={entry.failure} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={entry.verifying || !canSubmit}>
          {entry.verifying ? 'Checking…' : submitLabel}
        </Button>
        {children}
      </div>
    </form>
  );
}
