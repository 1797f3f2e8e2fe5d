import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiOrigin = `http://localhost:${process.env.PORT ?? '3000'}`;

export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: { '/api': apiOrigin, '/auth/v1': apiOrigin, '/config.json': apiOrigin },
  },
  build: { outDir: 'dist', assetsDir: 'assets', sourcemap: true },
});
