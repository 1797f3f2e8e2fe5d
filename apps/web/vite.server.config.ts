import { defineConfig, mergeConfig } from 'vite';
import base from './vite.config.ts';

// The server's first-paint renderer (docs/decisions/0104): src/entry-server.tsx built for Node into dist-server/,
// with every dependency bundled (React and react-dom/server included), so the server needs none of the web app's packages.
export default mergeConfig(
  { ...base, plugins: (base.plugins ?? []).filter((plugin) => !(plugin && 'name' in plugin && plugin.name === 'tapline:precompress')) },
  defineConfig({
    ssr: { noExternal: true },
    publicDir: false,
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: 'dist-server',
      sourcemap: false,
      emptyOutDir: true,
      rolldownOptions: { output: { codeSplitting: false } },
    },
  }),
);
