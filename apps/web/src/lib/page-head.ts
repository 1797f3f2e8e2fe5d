import { useEffect } from 'react';
import { SITE_DESCRIPTION, SITE_NAME, type PageHead } from '@tapline/contracts/page-heads';

// The page's title and description on client-side navigation, from the same builders (`pageHeads` in
// @tapline/contracts) the server used for the HTML it sent (decision 0060). A page without its own head (the
// dashboards) shows the site's.

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
