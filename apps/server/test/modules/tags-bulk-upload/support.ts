import type { TestApp } from '../../helper.ts';
import type { Session } from '../accounts/support.ts';

export type UploadFile = { name: string; bytes: Buffer };

/** A multipart body: the file part and text fields. */
export function multipart(file: UploadFile | null, fields: Record<string, string> = {}) {
  const boundary = '----tagsbulk' + Math.random().toString(16).slice(2);
  const chunks: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST /api/account/v1/bulk-upload, each upload a second after the one before (newest first). */
export const uploader =
  (t: TestApp) =>
  (s: Session, file: UploadFile | null, fields: Record<string, string> = {}) => {
    t.clock.advance(1000);
    return s.inject({
      method: 'POST',
      url: '/api/account/v1/bulk-upload',
      ...multipart(file, fields),
    });
  };

let counter = 0;
export const unique = (prefix: string) => `${prefix} ${Date.now()}-${++counter}`;
