import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { readAuthLanding } from './features/auth/auth-landing';
import { connectApiClient } from './features/auth/connect-api-client';
import { loadRuntimeConfig } from './lib/runtime-config';
import { createSupabaseClient } from './lib/supabase-client';
import './styles.css';

const root = createRoot(document.getElementById('root')!);

// the API key and auth settings come from the server at boot, so one build runs against any deployment
loadRuntimeConfig()
  .then(async (config) => {
    // before the client consumes the fragment of a mailed link (recovery, invite, or its error)
    const landing = readAuthLanding(window.location.href);
    const supabase = createSupabaseClient(config);
    // the stored session (or the one a recovery link carries) is known before the first render
    const { data } = await supabase.auth.getSession();
    const queryClient = createQueryClient();
    const router = createAppRouter(queryClient, supabase);
    connectApiClient(supabase, router);
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient} router={router} supabase={supabase} initialSession={data.session} initialLanding={landing} />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    root.render(
      <main style={{ fontFamily: 'system-ui, sans-serif', padding: 24, color: '#1c1917' }}>
        <h1>Something went wrong!</h1>
        <p>Tapline could not start: {error instanceof Error ? error.message : String(error)}</p>
        <button type="button" onClick={() => window.location.reload()}>
          Retry
        </button>
      </main>,
    );
  });
