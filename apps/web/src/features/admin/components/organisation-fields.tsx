import { TextField, type TextFieldProps } from '@/components/ui/text-field';

interface SlugFieldProps extends Omit<TextFieldProps, 'hint'> {
  /** where the type's public pages live ("/venues") */
  path: string;
  /** the slug the address shows: the typed one, or what will be used instead */
  shown: string;
  /** said after the address */
  after?: string;
}

/** A new organisation's slug, with the public address it makes shown beneath as it is typed. */
export function SlugField({ path, shown, after, ...props }: SlugFieldProps) {
  return (
    <TextField
      autoComplete="off"
      spellCheck={false}
      hint={
        <>
          Its public address:{' '}
          <span className="font-mono text-ink [overflow-wrap:anywhere]">
            {path}/{shown}
          </span>
          {after}
        </>
      }
      {...props}
    />
  );
}

/** The email of a new organisation's first owner, who gets the invite: someone else's, so never autofilled. */
export function OwnerEmailField(props: TextFieldProps) {
  return <TextField type="email" inputMode="email" autoComplete="off" {...props} />;
}
