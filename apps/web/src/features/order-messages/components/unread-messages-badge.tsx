import { MessageSquare } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** An order's unread messages in a list: the count 1–9, then 9+ (as the bell's); nothing at 0. */
export function UnreadMessagesBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  const label = `${count} unread ${count === 1 ? 'message' : 'messages'}`;
  return (
    <Badge tone="accent" className="gap-1">
      <MessageSquare aria-hidden="true" className="h-3 w-3" />
      <span aria-hidden="true">{count > 9 ? '9+' : count}</span>
      <span className="sr-only">{label}</span>
    </Badge>
  );
}
