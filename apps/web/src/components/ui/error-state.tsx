import { useState, type ReactNode } from 'react';
import { Button } from './button';

interface ErrorStateProps {
  title: string;
  /** what failed, in words a visitor understands */
  description?: ReactNode;
  /** the technical message, revealed by Show Error */
  message?: string;
  onRetry?: () => void;
  headingLevel?: 1 | 2;
}

/** What failed, Retry, and the error itself behind a Show Error / Hide Error toggle. */
export function ErrorState({ title, description, message, onRetry, headingLevel = 2 }: ErrorStateProps) {
  const [showError, setShowError] = useState(false);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div role="alert" className="mx-auto my-10 max-w-xl rounded-xl border border-red-200 bg-white p-6 text-center">
      <Heading className="text-xl font-bold text-ink">{title}</Heading>
      {description ? <p className="mt-1 text-sm text-ink-soft">{description}</p> : null}
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        {onRetry ? <Button onClick={onRetry}>Retry</Button> : null}
        {message ? (
          <Button variant="secondary" onClick={() => setShowError((shown) => !shown)} aria-expanded={showError}>
            {showError ? 'Hide Error' : 'Show Error'}
          </Button>
        ) : null}
      </div>
      {showError && message ? (
        <pre className="mt-4 overflow-x-auto whitespace-pre-wrap break-words rounded-lg bg-stone-100 p-3 text-left text-sm text-red-800">
          {message}
        </pre>
      ) : null}
    </div>
  );
}
