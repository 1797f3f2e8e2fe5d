import { pageHeads } from '@tapline/contracts/page-heads';
import { usePageHead } from '@/lib/page-head';
import { LinkButton } from './button';

export function NotFound({ what }: { what?: string }) {
  usePageHead(pageHeads.notFound());
  return (
    <div className="mx-auto my-16 max-w-md text-center">
      <p className="text-5xl font-bold text-malt-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-2 text-2xl font-bold text-ink">Not Found</h1>
      <p className="mt-2 text-ink-soft">{what ? `We couldn’t find that ${what}.` : 'There’s nothing on tap at this address.'}</p>
      <div className="mt-6 flex justify-center gap-2">
        <LinkButton to="/">Go home</LinkButton>
        <LinkButton to="/products" variant="secondary">
          Browse products
        </LinkButton>
      </div>
    </div>
  );
}
