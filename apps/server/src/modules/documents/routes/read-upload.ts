import type { FastifyReply, FastifyRequest } from 'fastify';
import { DOCUMENT_MESSAGES } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { attachmentHeader, type FileDownload } from '../services/download-document.ts';
import type { Upload } from '../services/upload-document.ts';

/** The one file of a multipart request, as bytes; every multipart failure is a clear 400. */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', DOCUMENT_MESSAGES.notMultipart);
  try {
    const part = await request.file();
    if (!part) throw new AppError('BAD_REQUEST', DOCUMENT_MESSAGES.fileRequired);
    const bytes = await part.toBuffer();
    const fileName = (part.filename ?? '').split(/[\\/]/).pop() ?? '';
    return { bytes, fileName };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', DOCUMENT_MESSAGES.tooLarge);
    }
    throw new AppError('BAD_REQUEST', DOCUMENT_MESSAGES.notMultipart);
  }
}

/** Send a file as an attachment; never cached by shared caches, never sniffed. */
export function sendFile(typedReply: unknown, file: FileDownload) {
  const reply = typedReply as FastifyReply;
  return reply
    .header('Content-Disposition', attachmentHeader(file.fileName))
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .type(file.contentType)
    .send(file.bytes);
}
