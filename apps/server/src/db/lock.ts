import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * When a process started, in clock ticks since boot (Linux `/proc/<pid>/stat`, field 22), or
 * null where that cannot be read. A process id is reused after its process ends; the pair of
 * id and start time is not.
 */
export function processStartOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

/** Whether the holder written in a lock file (`pid` or `pid start`) still runs. */
const holderRuns = (pid: number, start: string | undefined) => {
  if (!Number.isFinite(pid) || pid === process.pid || !isAlive(pid)) return false;
  // A recorded start time that differs from the live process's: the id was reused.
  const current = start ? processStartOf(pid) : null;
  return !(start && current !== null && current !== start);
};

/**
 * Take an exclusive lock on the embedded database's directory: PGlite is one connection, and a
 * second process writing the same files would silently lose writes. The lock file names the
 * holder's process id and start time; a lock left by a process that no longer runs — or whose id
 * now belongs to an unrelated process started later — is taken over.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'db.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      const start = processStartOf(process.pid);
      writeSync(fd, start ? `${process.pid} ${start}` : String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(file, { force: true });
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const [pidText = '', start] = readFileSync(file, 'utf8').trim().split(/\s+/);
      const pid = Number.parseInt(pidText, 10);
      if (holderRuns(pid, start)) {
        throw new DataDirLockedError(
          `The embedded database in ${dir} is in use by another process (pid ${pid}). ` +
            'Stop that process, or set DATA_DIR to another directory, or DATABASE_URL to use PostgreSQL.',
        );
      }
      rmSync(file, { force: true }); // stale lock
    }
  }
  throw new DataDirLockedError(`Could not lock ${dir}`);
}
