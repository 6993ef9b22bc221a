import { createHash, createHmac, randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where file bytes live (DESIGN §2): local disk by default, an S3-compatible bucket when the
 * S3_* settings are given (`storageFromConfig`). Metadata (name, type, size, hash) is kept in
 * stored_files.
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

// ——— S3-compatible storage (AWS Signature Version 4, path-style URLs) ———

export type S3Settings = {
  /** e.g. https://s3.eu-west-2.amazonaws.com or http://minio:9000 */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
};

export type SignInput = {
  method: string;
  url: URL;
  /** Extra headers to sign (host, x-amz-date and x-amz-content-sha256 are added). */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body. */
  payloadHash: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service?: string;
  date: Date;
};

const hmac = (key: Buffer | string, data: string) =>
  createHmac('sha256', key).update(data).digest();
const hexHash = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** RFC 3986 encoding as SigV4 wants it (every byte but unreserved characters). */
const uriEncode = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * Sign a request with AWS Signature Version 4 (header form): returns the headers to send,
 * including `authorization`. The path is taken as already encoded (the caller encodes keys).
 */
export function signV4(input: SignInput): Record<string, string> {
  const service = input.service ?? 's3';
  const amzDate = input.date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(input.headers ?? {})) headers[k.toLowerCase()] = v.trim();
  headers.host = input.url.host;
  headers['x-amz-date'] = amzDate;
  headers['x-amz-content-sha256'] = input.payloadHash;
  const names = Object.keys(headers).sort();
  const canonicalQuery = [...input.url.searchParams.entries()]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalRequest = [
    input.method.toUpperCase(),
    input.url.pathname || '/',
    canonicalQuery,
    names.map((n) => `${n}:${headers[n]}\n`).join(''),
    names.join(';'),
    input.payloadHash,
  ].join('\n');
  const scope = `${day}/${input.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, hexHash(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), service),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
  };
}

/**
 * A bucket of an S3-compatible service (AWS S3, MinIO, Ceph, R2…) behind the FileStorage calls,
 * with fetch and node:crypto only. Path-style URLs (`{endpoint}/{bucket}/{key}`) work everywhere.
 */
export function createS3Storage(
  settings: S3Settings,
  options: { fetch?: typeof fetch; now?: () => Date } = {},
): FileStorage {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const base = settings.endpoint.replace(/\/+$/, '');
  const urlOf = (key: string) => {
    if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.includes('..')) {
      throw new Error(`Invalid storage key: ${key}`);
    }
    const path = key.split('/').map(uriEncode).join('/');
    return new URL(`${base}/${uriEncode(settings.bucket)}/${path}`);
  };
  const send = async (method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer) => {
    const url = urlOf(key);
    const headers = signV4({
      method,
      url,
      payloadHash: hexHash(body ?? ''),
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      region: settings.region,
      date: now(),
    });
    delete headers.host;
    return doFetch(url, {
      method,
      headers,
      ...(body ? { body: new Uint8Array(body) } : {}),
    });
  };
  const fail = async (what: string, key: string, res: Response) => {
    const text = await res.text().catch(() => '');
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? res.statusText;
    return new Error(`S3 ${what} of ${key} failed: ${res.status} ${code}`);
  };
  return {
    async put(key, bytes) {
      const res = await send('PUT', key, bytes);
      if (!res.ok) throw await fail('PUT', key, res);
      await res.arrayBuffer().catch(() => undefined);
    },
    async get(key) {
      const res = await send('GET', key);
      if (res.status === 404) {
        await res.arrayBuffer().catch(() => undefined);
        return null;
      }
      if (!res.ok) throw await fail('GET', key, res);
      return Buffer.from(await res.arrayBuffer());
    },
    async remove(key) {
      const res = await send('DELETE', key);
      if (!res.ok && res.status !== 404) throw await fail('DELETE', key, res);
      await res.arrayBuffer().catch(() => undefined);
    },
  };
}

/** The storage the settings ask for: S3 when S3_BUCKET is set, local disk otherwise. */
export function storageFromConfig(config: {
  FILES_DIR: string;
  S3_BUCKET?: string | undefined;
  S3_ENDPOINT?: string | undefined;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
}): FileStorage {
  if (!config.S3_BUCKET) return createLocalStorage(config.FILES_DIR);
  return createS3Storage({
    endpoint: config.S3_ENDPOINT ?? `https://s3.${config.S3_REGION}.amazonaws.com`,
    region: config.S3_REGION,
    bucket: config.S3_BUCKET,
    accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
  });
}
