import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { AppToaster } from './app/toaster';
import { loadRuntimeConfig } from './lib/runtime-config';
import './styles.css';

const root = createRoot(document.getElementById('root')!);

loadRuntimeConfig()
  .then(() => {
    const queryClient = createQueryClient();
    const router = createAppRouter(queryClient);
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <AppToaster />
        </QueryClientProvider>
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    root.render(
      <main style={{ fontFamily: 'system-ui', padding: 24 }}>
        <h1>Something went wrong!</h1>
        <p>Tapline could not start: {error instanceof Error ? error.message : String(error)}</p>
      </main>,
    );
  });
