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
import './styles.css';

const root = createRoot(document.getElementById('root')!);

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
  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient} router={router} initialSession={initialSession} initialLanding={landing} />
    </StrictMode>,
  );
}

boot().catch(showBootError);
