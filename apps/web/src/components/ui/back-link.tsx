import { createLink, type LinkComponent } from '@tanstack/react-router';
import { ChevronLeft } from 'lucide-react';
import type { ComponentProps } from 'react';

function BackAnchor({ className = '', children, ...props }: ComponentProps<'a'>) {
  return (
    <a
      className={`inline-flex items-center gap-1 text-sm font-medium text-malt-700 underline-offset-4 hover:underline ${className}`.trim()}
      {...props}
    >
      <ChevronLeft aria-hidden="true" className="h-4 w-4" />
      {children}
    </a>
  );
}

const CreatedBackLink = createLink(BackAnchor);
/** "‹ Settings": the way back to the page a sub-page belongs to. */
export const BackLink: LinkComponent<typeof BackAnchor> = (props) => <CreatedBackLink preload="intent" {...props} />;
