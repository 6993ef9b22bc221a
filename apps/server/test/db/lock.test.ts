import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../src/db/lock.ts';

describe('embedded database directory lock', () => {
  it('refuses a second holder while the first is alive, and frees on release', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lock-'));
    // A live process other than us holds the lock: our parent.
    writeFileSync(path.join(dir, 'db.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another process/);
  });
  it('takes over a stale lock left by a process that is gone', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lock-'));
    writeFileSync(path.join(dir, 'db.lock'), '999999999');
    const release = lockDataDir(dir);
    release();
    const again = lockDataDir(dir);
    again();
  });
});
