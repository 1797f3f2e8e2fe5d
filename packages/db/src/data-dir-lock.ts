import lockfile from 'proper-lockfile';

/**
 * How long a lock whose process stopped refreshing it (killed, or its machine gone) holds: a start after a `kill -9`
 * waits this long at most, then takes the directory over. The holder refreshes it twice as often.
 */
const STALE_MS = 10_000;

export class DataDirInUseError extends Error {
  constructor(dataDir: string) {
    super(
      `The embedded database in ${dataDir} is open in another Tapline process: stop that one first, or give this one another DATA_DIR (two processes writing one embedded database corrupt it)`,
    );
  }
}

/**
 * Holds the embedded database's directory for this process alone (`<dataDir>.lock`, proper-lockfile): a second
 * process on the same directory is refused instead of corrupting it. A lock left by a killed process is taken over
 * once stale, so a start after a crash waits for that (`waitSeconds`, a little over STALE_MS). Resolves to its release.
 */
export async function lockDataDir(
  dataDir: string,
  { waitSeconds = STALE_MS / 1000 + 2, warn = console.warn }: { waitSeconds?: number; warn?: (message: string) => void } = {},
): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: `${dataDir}.lock`,
      // the directory may not exist yet: PGlite makes it
      realpath: false,
      stale: STALE_MS,
      update: STALE_MS / 2,
      retries: { retries: Math.ceil(waitSeconds), factor: 1, minTimeout: 1000, maxTimeout: 1000 },
      // the refresh came late (an event loop blocked for seconds): say so, and keep serving; only another process
      // taking the directory over in that gap would be a problem, and it will be refused unless the lock went stale
      onCompromised: (error) => warn(`The lock on ${dataDir} could not be refreshed in time: ${error.message}`),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirInUseError(dataDir);
    throw error;
  }
}
