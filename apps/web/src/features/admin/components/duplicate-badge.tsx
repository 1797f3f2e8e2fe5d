import type { Application } from '@tapline/contracts';
import { CopyCheck } from 'lucide-react';
import { sharedWords } from '../application-search';

/** "Possible duplicate", naming what matches: the other applications and organisations with the same ABN or email. */
export function DuplicateBadge({ duplicateOf }: { duplicateOf: Application['duplicateOf'] }) {
  if (duplicateOf.matches.length === 0) return null;
  const [first, ...more] = duplicateOf.matches;
  return (
    <span className="mt-1 inline-flex max-w-full items-start gap-1.5 rounded-lg bg-amber-100 px-2 py-1 text-xs text-amber-900">
      <CopyCheck aria-hidden="true" className="mt-px h-3.5 w-3.5 shrink-0" />
      <span className="min-w-0 break-words">
        <span className="font-semibold">Possible duplicate</span>: {sharedWords(first!.on)} as{' '}
        {first!.kind === 'organisation' ? `the ${first!.type}` : 'the application'} “{first!.name}”
        {more.length > 0 ? ` and ${more.length} more` : ''}
      </span>
    </span>
  );
}
