import { createHmac } from 'node:crypto';
import type { LookupFunction } from 'node:net';
import http from 'node:http';
import https from 'node:https';
import { WEBHOOK_HEADERS } from '@cyber/domain';

/**
 * The signature receivers verify (decision 024): hex HMAC-SHA256 with the client secret over
 * `<X-Timestamp>.<raw body>`, sent as `X-Signature: sha256=<hex>`.
 */
export const signWebhook = (secret: string, timestamp: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

export type SendRequest = {
  url: URL;
  /** The checked address to connect to (the host name is still sent as Host and TLS SNI). */
  address: string;
  family: 4 | 6;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
};

export type SendResult = { status: number; bodySnippet: string };

/**
 * POST once, to the pinned address: the lookup function answers with the address that was
 * checked, so a second DNS answer (rebinding) is never used. Redirects are not followed; the
 * whole exchange is bounded by the timeout.
 */
export function sendWebhook(request: SendRequest): Promise<SendResult> {
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) {
      (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [
        { address: request.address, family: request.family },
      ]);
    } else {
      (callback as (e: null, a: string, f: number) => void)(null, request.address, request.family);
    }
  };
  const transport = request.url.protocol === 'https:' ? https : http;
  return new Promise<SendResult>((resolve, reject) => {
    const req = transport.request(
      request.url,
      {
        method: 'POST',
        lookup: pinned,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(request.body).toString(),
          'user-agent': 'CyberPlatform-Webhooks/1',
          ...request.headers,
        },
        signal: AbortSignal.timeout(request.timeoutMs),
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          // Keep only the start of the answer for the delivery log.
          if (size < 1024) chunks.push(chunk);
          size += chunk.length;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            bodySnippet: Buffer.concat(chunks).toString('utf8').slice(0, 300),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', (error: Error) =>
      reject(
        error.name === 'AbortError' || error.name === 'TimeoutError'
          ? new Error(`Timed out after ${request.timeoutMs} ms`)
          : error,
      ),
    );
    req.end(request.body);
  });
}

export const deliveryHeaders = (input: {
  webhookId: string;
  eventId: string;
  eventType: string;
  clientId: string;
  timestamp: string;
  signature: string;
}) => ({
  [WEBHOOK_HEADERS.webhookId]: input.webhookId,
  [WEBHOOK_HEADERS.eventId]: input.eventId,
  [WEBHOOK_HEADERS.eventType]: input.eventType,
  [WEBHOOK_HEADERS.clientId]: input.clientId,
  [WEBHOOK_HEADERS.timestamp]: input.timestamp,
  [WEBHOOK_HEADERS.signature]: input.signature,
});
