import { useEffect } from 'react';
import { pageHeads, SITE_DESCRIPTION, SITE_NAME, type PageHead } from '@tapline/contracts/page-heads';

// The page's title and description on client-side navigation, from the same builders (`pageHeads` in
// @tapline/contracts) the server used for the HTML it sent (decision 0060). Every signed-in page names itself and
// where it is with `useSignedInPageHead` (decision 0138).

const SITE_HEAD: PageHead = { title: SITE_NAME, description: SITE_DESCRIPTION };

function applyHead({ title, description }: PageHead) {
  document.title = title;
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description;
}

/** Shows `head` while the calling page is on screen; leaving it puts the site's back (before the next page's own). */
export function usePageHead(head: PageHead) {
  const { title, description } = head;
  useEffect(() => {
    applyHead({ title, description });
    return () => applyHead(SITE_HEAD);
  }, [title, description]);
}

/**
 * A dashboard, account or admin page's tab title: "<Page> · <where> · Tapline" (decision 0138). `where` is the
 * organisation the page is of, "Admin" in the admin area, or nothing on a person's own pages (profile).
 */
export function useSignedInPageHead(page: string, where?: string | null) {
  usePageHead(pageHeads.signedIn(page, where));
}
