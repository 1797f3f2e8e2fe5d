import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { useSignedInPageHead } from '@/lib/page-head';
import { AdminNav } from './admin-nav';

/**
 * An admin page's frame: the tab title "<page> · Admin", the heading, the admin area's tabs, then the page.
 * `head` is the tab title's page part when it isn't the heading; `eyebrow` is above the heading ("Admin").
 */
export function AdminPage({
  title,
  head = title,
  eyebrow = 'Admin',
  intro,
  children,
}: {
  title: string;
  head?: string;
  eyebrow?: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  useSignedInPageHead(head, 'Admin');
  return (
    <>
      <PageHeader title={title} eyebrow={eyebrow}>
        {intro}
      </PageHeader>
      <AdminNav />
      {children}
    </>
  );
}
