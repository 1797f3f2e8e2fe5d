import { TextField } from '@/components/ui/text-field';
import { CODE_LENGTH, normaliseCode } from '../one-time-code';

interface OneTimeCodeFieldProps {
  id?: string;
  label?: string;
  value: string;
  onChange: (code: string) => void;
  /** called once the sixth digit arrives, typed or pasted */
  onComplete: (code: string) => void;
  error?: string | undefined;
  hint?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}

/**
 * One field for a 6-digit code: digits only, paste of "123 456" works, and the sixth digit submits. One input
 * rather than six boxes, so screen readers, password managers and SMS autofill treat it as one code.
 */
export function OneTimeCodeField({
  id,
  label = '6-digit code',
  value,
  onChange,
  onComplete,
  error,
  hint,
  disabled,
  autoFocus,
}: OneTimeCodeFieldProps) {
  return (
    <TextField
      id={id}
      label={label}
      name="code"
      value={value}
      error={error}
      hint={hint}
      disabled={disabled}
      // the code is the only thing its step asks for
      autoFocus={autoFocus}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      spellCheck={false}
      className="max-w-48"
      placeholder="123456"
      onChange={(event) => {
        const code = normaliseCode(event.target.value);
        onChange(code);
        if (code.length === CODE_LENGTH && value.length !== CODE_LENGTH) onComplete(code);
      }}
    />
  );
}
