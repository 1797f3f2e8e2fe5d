import type { PageHead } from '@tapline/contracts/page-heads';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { usePageHead } from '@/lib/page-head';

/** A page of signing in (the sign-in, the second step, a new password): its tab title, a narrow column, its heading and line. */
export function AuthPage({
  head,
  title,
  intro,
  wide = false,
  children,
}: {
  head: PageHead;
  title: string;
  intro: ReactNode;
  /** the second step's codes want a little more room */
  wide?: boolean;
  children: ReactNode;
}) {
  usePageHead(head);
  return (
    <div className={`mx-auto ${wide ? 'max-w-md' : 'max-w-sm'}`}>
      <PageHeader title={title}>{intro}</PageHeader>
      {children}
    </div>
  );
}
