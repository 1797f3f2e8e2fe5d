import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { shouldReloadForChunkError } from '@/lib/chunk-reload';
import { Button } from './button';

/** The default error view (spec §1): "Something went wrong!", a Show Error / Hide Error toggle, and Retry. */
export function ErrorView({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorReset = useQueryErrorResetBoundary();
  const [showError, setShowError] = useState(false);
  const message = error instanceof Error ? error.message : String(error);

  useEffect(() => {
    if (shouldReloadForChunkError(message, window.sessionStorage)) window.location.reload();
  }, [message]);

  useEffect(() => {
    queryErrorReset.reset();
  }, [queryErrorReset]);

  return (
    <div role="alert" className="mx-auto my-10 max-w-xl rounded-xl border border-red-200 bg-white p-6 text-center">
      <h1 className="text-xl font-bold text-ink">Something went wrong!</h1>
      <p className="mt-1 text-sm text-ink-soft">We couldn’t load this page. Try again in a moment.</p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <Button
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          Retry
        </Button>
        <Button variant="secondary" onClick={() => setShowError((shown) => !shown)} aria-expanded={showError}>
          {showError ? 'Hide Error' : 'Show Error'}
        </Button>
      </div>
      {showError ? (
        <pre className="mt-4 overflow-x-auto whitespace-pre-wrap rounded-lg bg-stone-100 p-3 text-left text-sm text-red-800">{message}</pre>
      ) : null}
    </div>
  );
}
