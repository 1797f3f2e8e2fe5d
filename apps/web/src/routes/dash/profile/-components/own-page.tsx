import type { User } from '@supabase/supabase-js';
import type { ReactNode } from 'react';
import { useSupabaseAuth } from '@/features/auth';
import { useSignedInPageHead } from '@/lib/page-head';

/**
 * A page of the signed-in person's own, named `head` in the tab, given their user. While they sign out nothing of
 * theirs shows: the guard is about to send them to sign in.
 */
export function ownPage(head: string, Page: (props: { user: User }) => ReactNode): () => ReactNode {
  function OwnPage() {
    const { user } = useSupabaseAuth();
    useSignedInPageHead(head);
    if (!user) return null;
    return <Page user={user} />;
  }
  return OwnPage;
}
