import { ShieldOff } from 'lucide-react';
import { LinkButton } from './button';

/** What a signed-in person sees on a page their role doesn't open: a clear answer, never a broken screen. */
export function NoAccess({ reason }: { reason?: string }) {
  return (
    <div className="mx-auto my-16 max-w-md text-center">
      <ShieldOff aria-hidden="true" className="mx-auto h-10 w-10 text-malt-700" />
      <h1 className="mt-3 text-2xl font-bold text-ink">You don't have access to this</h1>
      <p className="mt-2 text-ink-soft">{reason ?? 'Ask an owner or admin of your organisation if you need it.'}</p>
      <div className="mt-6 flex justify-center gap-2">
        <LinkButton to="/dash">Back to your dashboard</LinkButton>
      </div>
    </div>
  );
}
