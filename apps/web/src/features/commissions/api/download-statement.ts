import {
  AGENCY_BILL_PATHS,
  COMMISSION_MESSAGES,
  COMMISSION_PATHS,
  type STATEMENT_FORMATS,
} from '@cyber/domain';
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
 * A statement file at `path`, saved as `fileName`. Fails with spec 3 §8's words: no statement for
 * the month (404), any other failure to fetch it, or a file the browser could not save.
 */
async function downloadStatementFile(
  path: string,
  query: Record<string, string | number | undefined>,
  fileName: string,
): Promise<string> {
  let blob: Blob;
  try {
    blob = await apiBlob(path, { query });
  } catch (error) {
    throw new Error(
      isApiError(error) && error.status === 404
        ? COMMISSION_MESSAGES.statementNotFound
        : COMMISSION_MESSAGES.statementFailed,
    );
  }
  try {
    saveBlob(blob, fileName);
  } catch {
    throw new Error(COMMISSION_MESSAGES.downloadFailed);
  }
  return fileName;
}

/** GET /api/docs/v1/commissions?year&month&format[&agencyId]: the month's commission statement. */
export const downloadStatement = (download: StatementDownload): Promise<string> =>
  downloadStatementFile(
    COMMISSION_PATHS.statementDocument,
    { ...download },
    statementFileName(download),
  );

/** GET agencyBillInvoice/{month}/{year}/pdf[?agencyId]: the month's agency bill statement (decision 058). */
export const downloadAgencyBill = ({
  year,
  month,
  agencyId,
}: Omit<StatementDownload, 'format'>): Promise<string> =>
  downloadStatementFile(
    AGENCY_BILL_PATHS.pdf(month, year),
    { agencyId },
    `agency-bill-${year}-${String(month).padStart(2, '0')}.pdf`,
  );

export const useDownloadStatement = () => useMutation({ mutationFn: downloadStatement });
export const useDownloadAgencyBill = () => useMutation({ mutationFn: downloadAgencyBill });
