import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { preactCompat } from './build/preact-compat.ts';

const apiOrigin = `http://localhost:${process.env.PORT ?? '3000'}`;

export default defineConfig({
  // the router plugin must run before react() so it can split each route's component into its own chunk
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // a route's loader and pending skeleton go with its component: the public pages' scripts never carry the
      // dashboards' or admin's loaders (docs/decisions/0057)
      codeSplittingOptions: { defaultBehavior: [['component', 'loader', 'pendingComponent'], ['errorComponent'], ['notFoundComponent']] },
    }),
    // React Fast Refresh needs react-dom's internals, which Preact hasn't: an edited component reloads the page
    react({ refreshExclude: /./ }),
    tailwindcss(),
    precompress(),
  ],
  resolve: { alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }, ...preactCompat] },
  server: {
    // /demo images are served from public/. Only the auth *API* (/auth/v1) goes to the server:
    // /auth/login and /auth/reset-password are this app's own pages.
    proxy: { '/api/realtime': { target: apiOrigin, ws: true }, '/api': apiOrigin, '/auth/v1': apiOrigin, '/config.json': apiOrigin },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // what every page runs, in one file (it compresses better than two dozen small ones), and the Supabase
        // client in one file of its own that only the pages needing it load (docs/decisions/0057)
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](preact|react|react-dom|scheduler|use-sync-external-store|@tanstack)[\\/]/ },
            { name: 'supabase', test: /node_modules[\\/](@supabase|iceberg-js)[\\/]/ },
          ],
        },
      },
    },
  },
});
