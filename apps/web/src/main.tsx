import type { QueryClient } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { loadAuthClient } from './features/auth/auth-client';
import { readAuthLanding } from './features/auth/auth-landing';
import { connectApiClient } from './features/auth/connect-api-client';
import { readStoredSession } from './features/auth/stored-session';
import { EMBEDDED_ANSWER_MAX_AGE_MS } from './lib/embedded-answers';
import { loadRuntimeConfig } from './lib/runtime-config';
import { replayClicks, replayTyped, typedFields } from './lib/take-over';
import './styles.css';

const container = document.getElementById('root')!;
/** the server painted the page already (docs/decisions/0104): the app renders over it once its route is ready */
const serverPainted = container.hasChildNodes();

function showBootError(error: unknown) {
  // a root of its own: the painted page (and a root hydrating it, if any) is replaced by the message
  container.replaceChildren();
  createRoot(container).render(
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 24, color: '#1c1917' }}>
      <h1>Something went wrong!</h1>
      <p>Tapline could not start: {error instanceof Error ? error.message : String(error)}</p>
      <button type="button" onClick={() => window.location.reload()}>
        Retry
      </button>
    </main>,
  );
}

/**
 * Calls `onTakenOver` once React has hydrated the painted page's frame (the root's effects run after its commit). The
 * routes' parts inside Suspense boundaries may hydrate a moment later: a click or an input event on one makes React
 * hydrate it first, and then handle the event. Not from within the effect itself, where React can't hydrate anything
 * (it drops the event): in a task of its own.
 */
function TakeOver({ onTakenOver, children }: { onTakenOver: () => void; children: ReactNode }) {
  useEffect(() => {
    const task = setTimeout(onTakenOver, 0);
    return () => clearTimeout(task);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after the first commit
  }, []);
  return children;
}

/**
 * Paint first (docs/decisions/0058): the frame renders without waiting for the API or the auth client. The
 * Supabase client loads only when it is needed (docs/decisions/0057): a stored session (found in localStorage
 * by its key), a mailed link's tokens, the sign-in pages or /dash.
 */
async function boot() {
  // before the client consumes the fragment of a mailed link (recovery, invite, or its error)
  const landing = readAuthLanding(window.location.href);
  // in the page when the server embedded it (no wait); else (vite dev) fetched, a small JSON and nothing more
  const config = await loadRuntimeConfig();
  let initialSession = readStoredSession(config.supabaseUrl);
  // a mailed link's landing, or an external provider's (its fragment carries the tokens but no `type`)
  const tokensInAddress = landing.kind !== 'none' || new URLSearchParams(window.location.hash.replace(/^#/, '')).has('access_token');
  if (tokensInAddress) {
    // the client takes the session from the fragment before the first render, as before
    const supabase = await loadAuthClient();
    initialSession = (await supabase.auth.getSession()).data.session;
  } else if (initialSession) {
    // signed in: the client loads beside the first paint, to refresh the token and follow the session
    void loadAuthClient();
  }
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, loadAuthClient);
  connectApiClient(router);
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} router={router} initialSession={initialSession} initialLanding={landing} />
    </StrictMode>
  );
  if (!serverPainted) {
    createRoot(container).render(app);
    // nothing was painted to take over, so nothing was clicked before the app ran: it has the page from the start
    (window as Window & { taplineTakenOver?: boolean }).taplineTakenOver = true;
    return;
  }
  await hydratePaint(app, queryClient, router);
}

/**
 * Over the server's first paint (decision 0151): once the route is loaded (so the first render is the page, never its
 * pending skeleton), React hydrates the painted elements, keeping them. Its render must be the server's: what only
 * the browser knows (a stored session) shows once hydration is done (useFirstPaint). Hydrating in a transition lets
 * an update that arrives meanwhile wait rather than replace the painted parts with their fallbacks. What was typed
 * meanwhile is typed again, and the buttons clicked meanwhile are clicked again.
 */
async function hydratePaint(app: ReactNode, queryClient: QueryClient, router: ReturnType<typeof createAppRouter>) {
  // the router renders as TanStack's own server rendering hydrates: without the root's Suspense boundaries, which
  // its render on the server leaves out (router.ssr is what TanStack Start's client sets for that)
  router.ssr = { manifest: undefined };
  // the answers the page was painted from came with it (decision 0090): the components hydrating it don't ask for
  // them again as they mount (hydration may outlast a fresh answer's second), for as long as an embedded answer
  // may stand in for the API
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, refetchOnMount: false } });
  setTimeout(() => queryClient.setDefaultOptions(defaults), Math.max(0, EMBEDDED_ANSWER_MAX_AGE_MS - performance.now()));
  await router.load().catch(() => undefined);
  const typed = typedFields(container);
  const takenOver = () => {
    // what was typed before hydration began, and what was typed while it ran (into fields React had not yet taken)
    replayTyped(new Map([...typed, ...typedFields(container)]));
    replayClicks();
  };
  startTransition(() => {
    hydrateRoot(container, <TakeOver onTakenOver={takenOver}>{app}</TakeOver>, {
      // a part that could not be hydrated was rendered afresh by the browser: the page still works; say which
      onRecoverableError: (error) => console.error('The painted page and the app differed; React rendered a part again:', error),
    });
  });
}

boot().catch(showBootError);
