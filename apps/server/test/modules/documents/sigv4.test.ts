import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage, signV4 } from '../../../src/lib/storage.ts';

// The examples of AWS's "Signature Calculations for the Authorization Header" (Amazon S3).
const AWS = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  date: new Date('2013-05-24T00:00:00Z'),
};
const EMPTY = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describe('signV4', () => {
  it('signs the GET Object example as AWS publishes it', () => {
    const headers = signV4({
      ...AWS,
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { Range: 'bytes=0-9' },
      payloadHash: EMPTY,
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
    expect(headers['x-amz-content-sha256']).toBe(EMPTY);
  });

  it('signs the GET Bucket (list objects) example, query string included', () => {
    const headers = signV4({
      ...AWS,
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J'),
      payloadHash: EMPTY,
    });
    expect(headers.authorization).toMatch(
      /SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7$/,
    );
  });
});

/** A tiny S3-like server: path-style objects, and it insists on a SigV4 header of our key. */
function fakeS3() {
  const objects = new Map<string, Buffer>();
  const seen: { method: string; url: string; authorization: string }[] = [];
  const body = (req: IncomingMessage) =>
    new Promise<Buffer>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks)));
    });
  const server = createServer((req, res) => {
    void (async () => {
      const authorization = String(req.headers.authorization ?? '');
      seen.push({ method: req.method ?? '', url: req.url ?? '', authorization });
      if (!authorization.startsWith('AWS4-HMAC-SHA256 Credential=minio-key/')) {
        res.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>');
        return;
      }
      const key = req.url ?? '';
      if (req.method === 'PUT') {
        objects.set(key, await body(req));
        res.writeHead(200).end();
      } else if (req.method === 'GET') {
        const found = objects.get(key);
        if (!found) res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
        else res.writeHead(200).end(found);
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    })();
  });
  return { server, objects, seen };
}

describe('createS3Storage', () => {
  const s3 = fakeS3();
  let endpoint = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => s3.server.close(() => resolve())));

  it('puts, gets and removes objects with path-style signed requests', async () => {
    const storage = createS3Storage({
      endpoint,
      region: 'us-east-1',
      bucket: 'docs',
      accessKeyId: 'minio-key',
      secretAccessKey: 'minio-secret',
    });
    await storage.put('documents/2026/01/a.pdf', Buffer.from('%PDF-1.7 hello'));
    expect(s3.objects.get('/docs/documents/2026/01/a.pdf')?.toString()).toBe('%PDF-1.7 hello');
    expect((await storage.get('documents/2026/01/a.pdf'))?.toString()).toBe('%PDF-1.7 hello');
    expect(await storage.get('documents/2026/01/missing.pdf')).toBeNull();
    await storage.remove('documents/2026/01/a.pdf');
    expect(s3.objects.size).toBe(0);
    expect(s3.seen.every((r) => r.authorization.includes('/us-east-1/s3/aws4_request'))).toBe(true);
  });

  it('reports the service error of a refused request', async () => {
    const storage = createS3Storage({
      endpoint,
      region: 'us-east-1',
      bucket: 'docs',
      accessKeyId: 'wrong-key',
      secretAccessKey: 'x',
    });
    await expect(storage.put('a/b.txt', Buffer.from('x'))).rejects.toThrow(/403 AccessDenied/);
  });
});
