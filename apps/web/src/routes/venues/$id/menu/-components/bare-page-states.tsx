import type { ErrorComponentProps } from '@tanstack/react-router';
import { ErrorView } from '@/components/ui/error-view';
import { NotFound } from '@/components/ui/not-found';

// The board, table card and embed have no page frame (no header, footer or <main> around them), so their error
// and Not Found views bring their own landmark.

export function BareErrorView(props: ErrorComponentProps) {
  return (
    <main className="px-4 py-8">
      <ErrorView {...props} />
    </main>
  );
}

export function BareNotFound() {
  return (
    <main className="px-4 py-8">
      <NotFound what="venue" />
    </main>
  );
}
