import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

/** the chunks that keep their names in the build: the groups below */
const NAMED_CHUNKS = new Set(['framework', 'supabase', 'shell']);

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
    // the JSX transform and, in `npm run dev`, React Fast Refresh (an edited component keeps its state)
    react(),
    tailwindcss(),
    precompress(),
  ],
  resolve: { alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }] },
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
        // a lazy chunk is named by its hash alone: the entry lists every chunk it may load, and their names cost
        // the first paint about 2 KB gzipped (the named groups below keep their names)
        chunkFileNames: (chunk) => (NAMED_CHUNKS.has(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/c[hash].js'),
        // what every page runs in two files, React and the TanStack libraries in one and the app's own start-up
        // code in the entry (`$initial`: what the entry imports statically; the two compress better than the
        // two dozen small shared chunks the bundler would make of it, decision 0151), and the Supabase client in
        // one file of its own that only the pages needing it load (docs/decisions/0057)
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack)[\\/]/,
              tags: ['$initial'],
              priority: 2,
            },
            { name: 'supabase', test: /node_modules[\\/](@supabase|iceberg-js)[\\/]/, priority: 2 },
            { name: 'shell', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
