import { TextField, type TextFieldProps } from '@/components/ui/text-field';

/** The invited address, shown but not to be changed: the invite is for this email and no other. */
export function InvitedEmailField({ email, ...props }: { email: string } & Pick<TextFieldProps, 'autoComplete' | 'hint'>) {
  return <TextField label="Email" type="email" value={email} readOnly aria-readonly="true" className="[&_input]:bg-stone-100" {...props} />;
}
