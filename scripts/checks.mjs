// npm test's static checks in two streams side by side, one a core (docs/testing.md): each argument is a stream of
// npm scripts run one after another, e.g. `node scripts/checks.mjs "typecheck check:unused" "lint check:duplication"`.
// A stream stops at its first failure; each script's output is printed whole when it ends, so logs never mix; the
// run fails when any script failed, once every stream has ended.
import { spawn } from 'node:child_process';

function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`> ${script}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

async function stream(scripts) {
  for (const script of scripts) if (!(await run(script))) return false;
  return true;
}

const streams = process.argv.slice(2).map((argument) => argument.split(/\s+/).filter(Boolean));
if (streams.length === 0) {
  console.error('usage: node scripts/checks.mjs "<script> <script>…" "<script>…"');
  process.exit(2);
}
const passed = await Promise.all(streams.map(stream));
process.exit(passed.every(Boolean) ? 0 : 1);
