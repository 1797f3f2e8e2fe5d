// npm run dev: the server with reload on change (tsx watch) and Vite's dev server with hot reload,
// which proxies /api, /auth and /config.json to the server.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webPort = process.env.WEB_DEV_PORT ?? '5173';
// the pages come from Vite here, so mailed links (and /config.json, and the tokens' issuer) point there
// and Xero is a fake in the server's process unless asked otherwise (XERO_FAKE=0, or a real XERO_CLIENT_ID)
const serverEnv = {
  ...process.env,
  PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${webPort}`,
  XERO_FAKE: process.env.XERO_FAKE || '1',
};
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/test/dev-server.ts'], { cwd: root, stdio: 'inherit', env: serverEnv }),
  spawn('npx', ['vite', '--port', webPort], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' }),
];
console.log(`Web app with hot reload: ${serverEnv.PUBLIC_URL} (API on :${process.env.PORT ?? '3000'})`);
const stopAll = (signal) => children.forEach((child) => child.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
for (const child of children)
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exit(code ?? 0);
  });
