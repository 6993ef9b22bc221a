import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, processStartOf } from '../../src/db/lock.ts';

describe('embedded database directory lock', () => {
  it('refuses a second holder while the first is alive, and frees on release', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lock-'));
    // A live process other than us holds the lock: our parent.
    writeFileSync(path.join(dir, 'db.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another process/);
  });
  it('refuses while the recorded holder (id and start time) still runs', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lock-'));
    const start = processStartOf(process.ppid);
    writeFileSync(path.join(dir, 'db.lock'), `${process.ppid} ${start ?? ''}`.trim());
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });
  it.runIf(processStartOf(process.pid) !== null)(
    'takes over a lock whose process id now belongs to an unrelated process',
    () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'lock-'));
      // Our parent runs, but it is not the process that wrote the lock: that one started earlier.
      writeFileSync(path.join(dir, 'db.lock'), `${process.ppid} 1`);
      const release = lockDataDir(dir);
      release();
    },
  );
  it('takes over a stale lock left by a process that is gone', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lock-'));
    writeFileSync(path.join(dir, 'db.lock'), '999999999');
    const release = lockDataDir(dir);
    release();
    const again = lockDataDir(dir);
    again();
  });
});
