import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiOrigin = `http://localhost:${process.env.PORT ?? '3000'}`;

export default defineConfig({
  // the router plugin must run before react() so it can split each route's component into its own chunk
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    // /demo images are served from public/. Only the auth *API* (/auth/v1) goes to the server:
    // /auth/login and /auth/reset-password are this app's own pages.
    proxy: { '/api': apiOrigin, '/auth/v1': apiOrigin, '/config.json': apiOrigin },
  },
  build: { outDir: 'dist', assetsDir: 'assets', sourcemap: true },
});
