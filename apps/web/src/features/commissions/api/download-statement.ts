import { COMMISSION_MESSAGES, COMMISSION_PATHS, type STATEMENT_FORMATS } from '@cyber/domain';
import { useMutation } from '@tanstack/react-query';
import { apiBlob, isApiError } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

export type StatementDownload = {
  year: number;
  month: number;
  format: (typeof STATEMENT_FORMATS)[number];
  /** Provider staff name the agency; an agency reads its own. */
  agencyId?: string | undefined;
};

/** commission-statement-2026-03.pdf (a spreadsheet: .csv). */
export const statementFileName = ({ year, month, format }: StatementDownload) =>
  `commission-statement-${year}-${String(month).padStart(2, '0')}.${format}`;

/**
 * GET /api/docs/v1/commissions?year&month&format[&agencyId]: the month's statement, saved as a
 * file. Fails with spec 3 §8's words: no statement for the month (404), any other failure to
 * fetch it, or a file the browser could not save.
 */
export async function downloadStatement(download: StatementDownload): Promise<string> {
  let blob: Blob;
  try {
    blob = await apiBlob(COMMISSION_PATHS.statementDocument, { query: { ...download } });
  } catch (error) {
    throw new Error(
      isApiError(error) && error.status === 404
        ? COMMISSION_MESSAGES.statementNotFound
        : COMMISSION_MESSAGES.statementFailed,
    );
  }
  const fileName = statementFileName(download);
  try {
    saveBlob(blob, fileName);
  } catch {
    throw new Error(COMMISSION_MESSAGES.downloadFailed);
  }
  return fileName;
}

export const useDownloadStatement = () => useMutation({ mutationFn: downloadStatement });
