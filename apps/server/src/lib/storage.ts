import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where file bytes live (DESIGN §2): local disk by default; an S3-compatible backend can
 * implement the same three calls. Metadata (name, type, size, hash) is kept in stored_files.
 */
export type FileStorage = {
  put: (key: string, bytes: Buffer) => Promise<void>;
  get: (key: string) => Promise<Buffer | null>;
  remove: (key: string) => Promise<void>;
};

export function createLocalStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.includes('..')) {
      throw new Error(`Invalid storage key: ${key}`);
    }
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

/** An in-memory storage (tests). */
export function createMemoryStorage(): FileStorage & { files: Map<string, Buffer> } {
  const files = new Map<string, Buffer>();
  return {
    files,
    put: async (key, bytes) => void files.set(key, Buffer.from(bytes)),
    get: async (key) => files.get(key) ?? null,
    remove: async (key) => void files.delete(key),
  };
}

/** A new storage key under a folder, e.g. `avatars/2026/11/<uuid>.png`. */
export const newStorageKey = (folder: string, extension: string, now: Date) =>
  `${folder}/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.${extension}`;

export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const SIGNATURES: { type: string; extension: string; test: (b: Buffer) => boolean }[] = [
  {
    type: 'image/png',
    extension: 'png',
    test: (b) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    type: 'image/jpeg',
    extension: 'jpg',
    test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    type: 'image/gif',
    extension: 'gif',
    test: (b) => /^GIF8[79]a/.test(b.subarray(0, 6).toString('latin1')),
  },
  {
    type: 'image/webp',
    extension: 'webp',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  {
    type: 'application/pdf',
    extension: 'pdf',
    test: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-',
  },
];

/** The real type of a file from its first bytes (magic numbers), whatever its name claims. */
export function detectFileType(bytes: Buffer): { type: string; extension: string } | null {
  const hit = SIGNATURES.find((s) => bytes.length >= 12 && s.test(bytes));
  return hit ? { type: hit.type, extension: hit.extension } : null;
}
