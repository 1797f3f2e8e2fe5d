import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/**
 * A part of the Xero pages that didn't load: what, the error's own words, then Retry; `children` are other ways
 * out, beside Retry (connecting again).
 */
export function LoadErrorNote({
  title,
  message,
  onRetry,
  className,
  children,
}: {
  title: string;
  message: string;
  onRetry: () => void;
  className: string;
  children?: ReactNode;
}) {
  const retry = (
    <Button variant="secondary" className={children ? undefined : 'mt-2'} onClick={onRetry}>
      Retry
    </Button>
  );
  return (
    <div role="alert" className={className}>
      <p className="font-semibold text-ink">{title}</p>
      <p className="mt-0.5 break-words text-ink-soft">{message}</p>
      {children ? (
        <div className="mt-2 flex flex-wrap gap-2">
          {retry}
          {children}
        </div>
      ) : (
        retry
      )}
    </div>
  );
}
