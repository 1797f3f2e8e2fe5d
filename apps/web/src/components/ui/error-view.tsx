import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { browserStorage, readStored, writeStored } from '@/lib/browser-storage';
import { shouldReloadForChunkError } from '@/lib/chunk-reload';
import { ErrorState } from './error-state';

/**
 * The router's default error view (docs/domain.md, Page frame): "Something went wrong!", a Show Error / Hide Error toggle,
 * and Retry. A screen whose code failed to load (a deploy replaced it) reloads the page once per message.
 */
export function ErrorView({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorReset = useQueryErrorResetBoundary();
  const message = error instanceof Error ? error.message : String(error);

  useEffect(() => {
    // without storage a reload could not remember it was tried (a loop): the error shows instead
    if (!browserStorage('sessionStorage')) return;
    const storage = {
      getItem: (key: string) => readStored('sessionStorage', key),
      setItem: (key: string, value: string) => writeStored('sessionStorage', key, value),
    };
    if (shouldReloadForChunkError(message, storage)) window.location.reload();
  }, [message]);

  useEffect(() => {
    // let useSuspenseQuery fetch again on the next render instead of rethrowing the cached error
    queryErrorReset.reset();
  }, [queryErrorReset]);

  return (
    <ErrorState
      headingLevel={1}
      title="Something went wrong!"
      description="We couldn’t load this page. Check your connection and try again."
      message={message}
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}
