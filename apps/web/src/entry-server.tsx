import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { prerender } from 'react-dom/static';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { NO_LANDING } from './features/auth/auth-landing';
import { beginServerRender, endServerRender } from './lib/embedded-answers';
import { setRuntimeConfig } from './lib/runtime-config';
import type { RuntimeConfig } from '@tapline/contracts';

// The server's first paint of a public page (docs/decisions/0104): the page as a signed-out visitor sees it,
// rendered by the same components from the API answers the server embeds in the page, with react-dom's prerender.
// Built by `vite build --ssr` into dist-server/ and called by the server for each public page; the browser's app
// then hydrates it (main.tsx, decision 0151).

export interface FirstPaintRequest {
  /** path and query string, as the browser asked */
  url: string;
  /** the API answers embedded in the page, by URL */
  data: Record<string, unknown>;
  config: RuntimeConfig;
}

/** Renders one page at a time: the embedded answers and the config are the module's own for the render's length. */
let queue: Promise<unknown> = Promise.resolve();

/** The HTML for #root; none when the page needs what the server did not embed (`missed`) or its route failed. */
export interface FirstPaint {
  html?: string;
  missed: string[];
}

async function renderOnce({ url, data, config }: FirstPaintRequest): Promise<FirstPaint> {
  setRuntimeConfig(config);
  const render = beginServerRender(data);
  try {
    // no retries: a miss answers at once, and the render is dropped
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // the router's own form of the address (no trailing slash), as the browser's router rewrites it
    const history = createMemoryHistory({ initialEntries: [url.replace(/(?<=.)\/+(?=\?|#|$)/, '')] });
    const router = createAppRouter(queryClient, () => Promise.reject(new Error('No sign-in on the server')), { history });
    await router.load();
    const failed: string[] = [];
    // prerender waits for every lazy part and suspended query, so the page is whole; an error in a part is a
    // failure here (React would have left that part to the browser)
    const { prelude } = await prerender(
      <AppProviders queryClient={queryClient} router={router} initialSession={null} initialLanding={NO_LANDING} />,
      {
        onError: (error) => void failed.push(`render: ${error instanceof Error ? error.message : String(error)}`),
        // every part in place in the HTML: React moves a large part written after its placeholder with an inline
        // script, which the page's policy refuses (and the page is whole already: nothing to stream)
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // React would write a preload link for each image it finds worth one into the HTML; the server preloads the
        // page's first image itself (decision 0104) and nothing else competes with it: React's go to headers,
        // which nobody sends
        onHeaders: () => undefined,
        maxHeadersLength: 100_000,
      },
    );
    const html = await new Response(prelude).text();
    // a page that needs an answer the server did not embed is left to the browser: no half-rendered first paint
    failed.push(...router.state.matches.filter((match) => match.status !== 'success').map((match) => `${match.routeId}: ${match.status}`));
    if (!html) failed.push('nothing rendered');
    if (render.missed.length > 0 || failed.length > 0) return { missed: [...render.missed, ...failed] };
    return { html, missed: [] };
  } finally {
    endServerRender();
  }
}

/** The first paint of one page; renders run one after another. */
export function renderFirstPaint(request: FirstPaintRequest): Promise<FirstPaint> {
  const result = queue.then(() => renderOnce(request));
  queue = result.catch(() => undefined);
  return result;
}
