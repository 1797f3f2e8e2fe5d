import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { BackupError } from './backup-error';

type Tool = 'pg_dump' | 'pg_restore';

/** The major version of PostgreSQL's client tool on PATH; a clear error when it is missing. */
export async function toolMajorVersion(tool: Tool): Promise<number> {
  let stdout: string;
  try {
    ({ stdout } = await promisify(execFile)(tool, ['--version']));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new BackupError(
        `${tool} is not on PATH: install PostgreSQL's client tools of the server's major version (Debian: postgresql-client-<major>) or put their bin directory first in PATH`,
      );
    }
    throw error;
  }
  const major = /\(PostgreSQL\) (\d+)/.exec(stdout)?.[1];
  if (!major) throw new BackupError(`${tool} --version answered something that is not PostgreSQL's: ${stdout.trim()}`);
  return Number(major);
}

/**
 * The tools take the connection as libpq does: the URL without its password (the command line is visible to every
 * user of the machine), the password in PGPASSWORD.
 */
function connectionOf(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** Runs the tool on the database; a failure is a BackupError carrying what the tool said. */
export function runTool(tool: Tool, url: string, args: string[]): Promise<void> {
  const { dbname, env } = connectionOf(url);
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${dbname}`], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let said = '';
    child.stderr.on('data', (chunk: Buffer) => (said += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} failed (exit ${code}): ${said.trim().split('\n').slice(0, 5).join(' / ')}`));
    });
  });
}

/** the database a URL names, for messages (never its password) */
export function describePostgres(url: string): string {
  const parsed = new URL(url);
  return `PostgreSQL ${parsed.host}${parsed.pathname}`;
}
