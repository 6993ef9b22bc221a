import type { BulkUpload } from '@cyber/domain';
import type { UploadView } from '../tags-bulk-upload.repository.ts';

export const toUpload = (row: UploadView): BulkUpload => ({
  id: row.id,
  fileName: row.fileName,
  status: row.status as BulkUpload['status'],
  numUploaded: row.numUploaded,
  numSuccess: row.numSuccess,
  numFailure: row.numFailure,
  uploadTime: row.uploadTime.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  failureReason: row.failureReason,
  uploadedBy: row.uploadedBy,
  hasReport: !!row.reportFileId,
});
