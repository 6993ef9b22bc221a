import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Text the server compresses on the fly: JSON, text (never an event stream), XML, JavaScript and
 * SVG. Binary downloads (PDF, workbooks, images, archives, `application/octet-stream`) are
 * compressed already or would not shrink, so they are sent as they are.
 */
export const COMPRESSIBLE_TYPES =
  /^(?:text\/(?!event-stream)|application\/(?:[\w.+-]*\+)?(?:json|xml)|application\/javascript|image\/svg\+xml)(?:;|$)/i;

/** Below this, compressing costs more than it saves (one network packet carries it anyway). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Responses compressed with brotli or gzip, as the client accepts (`Vary: Accept-Encoding`).
 * The web app's files are compressed once at build time and served as they are by the static
 * plugin (a response that already has a `Content-Encoding` is left alone); this covers the API.
 * Registered before any route: it attaches itself to each route as the route is added.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    globalCompression: true,
    // Request bodies are read as sent: a compressed upload is not something the API accepts.
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE_TYPES,
  });
});
