import { useRef, useState } from 'react';
import { useVerifyFactor } from '../api/verify-factor';
import { authErrorMessage } from '../auth-error-message';
import { CODE_LENGTH } from '../one-time-code';

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
  const codeField = useRef<HTMLInputElement>(null);

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
          codeField.current?.focus();
        },
      },
    );
  }

  return { code, setCode, failure, setFailure, codeField, submitCode, verifying: verify.isPending };
}
