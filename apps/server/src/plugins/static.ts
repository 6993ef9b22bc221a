import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '@cyber/domain';

/**
 * Serve the built single-page app with an index.html fallback for its client-side routes.
 * Unknown /api paths stay JSON 404s.
 *
 * The build writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file; a browser
 * that accepts one of them gets it as it is (`Content-Encoding`, the original file's type), so
 * nothing is compressed per request. A file without a copy, or a client that accepts neither,
 * gets the file itself.
 */
export const staticPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  const hasBuild = existsSync(path.join(opts.root, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.root,
      // Look files up per request, so a rebuild needs no restart; misses fall to the handler below.
      wildcard: true,
      // `/` is the app itself (its router sends visitors on to /login).
      index: ['index.html'],
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // Hashed assets never change; index.html must always be revalidated.
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
        // The same address answers brotli, gzip or plain by the request's Accept-Encoding.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    // /metrics is an operations address (served only with METRICS_TOKEN), never a web page.
    if (
      url === '/api' ||
      url.startsWith('/api/') ||
      url === '/metrics' ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply.status(404).send({ message: MESSAGES.notFound });
    }
    // A missing script or stylesheet is a 404, never the app's page with the wrong type.
    if (url.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(url)) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain')
        .send(
          'The web app has not been built yet. Run `npm run build`, or `npm start` which builds it.',
        );
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
