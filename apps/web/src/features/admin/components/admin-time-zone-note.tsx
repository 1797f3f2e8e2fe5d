import { Clock } from 'lucide-react';

/** What zone the admin pages' times are in (decision 0139), said on each of them. */
export function AdminTimeZoneNote({ className = '' }: { className?: string }) {
  return (
    <p className={`flex items-center gap-1.5 text-xs text-ink-soft ${className}`.trim()}>
      <Clock aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
      Times on admin pages are Sydney time, for every organisation.
    </p>
  );
}
