import { render as renderOver, type ComponentChild } from 'preact';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { loadAuthClient } from './features/auth/auth-client';
import { readAuthLanding } from './features/auth/auth-landing';
import { connectApiClient } from './features/auth/connect-api-client';
import { readStoredSession } from './features/auth/stored-session';
import { loadRuntimeConfig } from './lib/runtime-config';
import { replayClicks, replayTyped, typedFields } from './lib/take-over';
import './styles.css';

const container = document.getElementById('root')!;
/** the server painted the page already (docs/decisions/0104): the app renders over it once its route is ready */
const serverPainted = container.hasChildNodes();
const root = createRoot(container);

function showBootError(error: unknown) {
  root.render(
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
    root.render(app);
    // nothing was painted to take over, so nothing was clicked before the app ran: it has the page from the start
    (window as Window & { taplineTakenOver?: boolean }).taplineTakenOver = true;
    return;
  }
  // over the server's first paint: the first render is the route's page (never its pending skeleton), rendered by
  // Preact's own render, which reuses the painted elements and corrects what differs (react-dom's createRoot, as
  // preact/compat copies it, would empty #root first: a flash); what was typed meanwhile is typed again, and the
  // buttons clicked meanwhile are clicked again
  await router.load().catch(() => undefined);
  const typed = typedFields(container);
  renderOver(app as unknown as ComponentChild, container);
  replayTyped(typed);
  replayClicks();
}

boot().catch(showBootError);
