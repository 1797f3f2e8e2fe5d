import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './build/precompress.ts';

/**
 * The chunks of the dashboards' routes (src/routes/dash), found in the bundle before the preload lists are written.
 * Their lazy imports go without a list of what to preload: a signed-in person's dashboard frame has loaded most of
 * what they import, and the lists cost every public page's first load (the entry carries them all). A dashboard page
 * opened for the first time fetches its chunk's own imports once its chunk has come (one round trip more).
 */
const dashboardChunkFiles = new Set<string>();
const findDashboardChunks: Plugin = {
  name: 'tapline:dashboard-chunks',
  enforce: 'pre',
  generateBundle: {
    order: 'pre',
    handler(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && !chunk.isEntry && chunk.moduleIds.some((id) => id.includes('/src/routes/dash/')))
          dashboardChunkFiles.add(chunk.fileName);
      }
    },
  },
};

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
    findDashboardChunks,
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
    // a lazy chunk's list of what to preload leaves out the framework chunk: the entry imports it, so it is always
    // there first (some 240 lists named it: 72 B gzipped of the entry)
    modulePreload: {
      resolveDependencies: (file, deps) =>
        deps.filter((dep) => !/(^|\/)framework-[^/]*\.js$/.test(dep) && (dep.endsWith('.css') || !dashboardChunkFiles.has(file))),
    },
    rolldownOptions: {
      output: {
        // a lazy chunk is named by its hash alone, 7 characters of it (the fewest the bundler takes for this many
        // chunks): the entry lists every chunk it may load, and their names cost the first paint about 2 KB gzipped
        // (the named groups below keep their names)
        chunkFileNames: (chunk) => (NAMED_CHUNKS.has(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/c[hash:7].js'),
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
