import { pageHeads } from '@tapline/contracts/page-heads';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { LinkButton } from '@/components/ui/button';
import { ErrorView } from '@/components/ui/error-view';
import { verifyApplicationQueryOptions } from '@/features/joining';
import { ApiError, fieldErrors } from '@/lib/api-client';
import { usePageHead } from '@/lib/page-head';
import { mailedTokenSearch } from '@/lib/url-search';

/** The mailed link: the loader sends its token once (a query kept for the page's life), the page says how it went. */
export const Route = createFileRoute('/join/verify')({
  ...mailedTokenSearch,
  loader: ({ context: { queryClient }, deps: { token } }) =>
    token ? queryClient.ensureQueryData(verifyApplicationQueryOptions(token)) : null,
  errorComponent: VerifyError,
  component: VerifyPage,
});

function Panel({ tone, title, children }: { tone: 'done' | 'problem'; title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
      {tone === 'done' ? (
        <CircleCheck aria-hidden="true" className="h-8 w-8 text-green-800" />
      ) : (
        <CircleAlert aria-hidden="true" className="h-8 w-8 text-red-800" />
      )}
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-ink">{title}</h1>
      <div className="mt-2 space-y-2 text-ink-soft">{children}</div>
      <div className="mt-6 flex flex-wrap gap-2">
        <LinkButton to="/">Go to Tapline</LinkButton>
      </div>
    </div>
  );
}

function VerifyError(props: ErrorComponentProps) {
  usePageHead(pageHeads.joinVerify());
  if (props.error instanceof ApiError && props.error.status === 400) {
    return (
      <Panel tone="problem" title="This link didn’t work">
        <p>{fieldErrors(props.error)[0]?.message ?? props.error.message}</p>
      </Panel>
    );
  }
  return <ErrorView {...props} />;
}

function VerifyPage() {
  usePageHead(pageHeads.joinVerify());
  const { token } = Route.useSearch();
  if (!token) {
    return (
      <Panel tone="problem" title="This link is incomplete">
        <p>Open the link from your email again, or copy the whole address into your browser.</p>
      </Panel>
    );
  }
  return <Verified token={token} />;
}

function Verified({ token }: { token: string }) {
  const { data } = useSuspenseQuery(verifyApplicationQueryOptions(token));
  return (
    <Panel tone="done" title="Thanks — your application is with us">
      <p>
        You confirmed your email, so the application for <strong className="text-ink">{data.businessName}</strong> has reached the Tapline
        team.
      </p>
      <p>We review every application by hand and will email you once we have.</p>
    </Panel>
  );
}
