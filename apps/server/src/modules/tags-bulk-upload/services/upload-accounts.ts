import { randomUUID } from 'node:crypto';
import {
  BULK_UPLOAD_MESSAGES,
  newCbid,
  RED_ACCOUNT_COLOR,
  RED_ACCOUNT_TAG,
  TAG_MESSAGES,
  type BulkUploadFields,
  type BulkUploadResult,
} from '@cyber/domain';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { newStorageKey, sha256Of } from '../../../lib/storage.ts';
import { toCsv } from '../csv.ts';
import { agencyOf, type TagsDeps } from '../tags-bulk-upload.context.ts';
import * as repo from '../tags-bulk-upload.repository.ts';
import { checkRows, type BadRow, type GoodRow } from './check-rows.ts';
import { readRows, type UploadedFile } from './read-rows.ts';
import { toUpload } from './upload-view.ts';
import type { Caller, RequestContext } from '../../../context/index.ts';

export type { UploadedFile };
export const REPORT_KIND = 'bulk-upload-report';

/**
 * CB- numbers no account has and no two new accounts share: all candidates are drawn at once
 * and checked in one query; only the (rare) ones taken are drawn again.
 */
async function freshCbids(tx: Tx, n: number): Promise<string[]> {
  const chosen = new Set<string>();
  while (chosen.size < n) {
    const batch = new Set<string>();
    while (batch.size < n - chosen.size) {
      const cbid = newCbid();
      if (!chosen.has(cbid)) batch.add(cbid);
    }
    const taken = await repo.takenCbids(tx, [...batch]);
    for (const cbid of batch) if (!taken.has(cbid)) chosen.add(cbid);
  }
  return [...chosen];
}

/**
 * Create the good rows as insured accounts linked ASSIGNED to the agency (with the uploading
 * agent, like the new-account modal) and tag them, in the caller's transaction.
 */
export async function createAccounts(
  tx: Tx,
  caller: Caller,
  agencyId: string,
  good: GoodRow[],
  tagIds: string[],
  now: Date,
): Promise<string[]> {
  const cbids = await freshCbids(tx, good.length);
  const agent = caller.claims.accountType === 'AGENCY' ? caller.actor.userId : null;
  const accounts = good.map((row, i) => {
    const id = randomUUID();
    const { account, values } = row;
    return {
      org: {
        id,
        accountType: 'CUSTOMER' as const,
        name: account.name,
        region: account.region,
        entityType: account.entityType,
        ownershipType: account.ownershipType,
        parentId: agencyId,
        createdAt: now,
        updatedAt: now,
      },
      profile: {
        ...values,
        organisationId: id,
        // Supplied, so the profile trigger need not look the name up row by row.
        nameKey: account.name.toLowerCase(),
        cbid: cbids[i]!,
        teamId: null,
        createdBy: caller.actor.userId,
        createdAt: now,
        updatedAt: now,
      },
      link: {
        agencyId,
        accountId: id,
        relation: 'ASSIGNED',
        agentUserId: agent,
        teamId: null,
        createdBy: caller.actor.userId,
        createdAt: now,
        updatedAt: now,
      },
    };
  });
  await repo.insertAccounts(tx, accounts);
  const ids = accounts.map((a) => a.org.id);
  await repo.addAccountTags(
    tx,
    tagIds.flatMap((tagId) => ids.map((accountId) => ({ tagId, accountId, createdAt: now }))),
  );
  return ids;
}

const reportOf = (header: string[], bad: BadRow[]) =>
  Buffer.from(
    toCsv([
      ['Row', ...header, 'Errors'],
      ...bad.map((b) => [
        String(b.rowNumber),
        ...header.map((_, i) => b.cells[i] ?? ''),
        b.messages.join('; '),
      ]),
    ]),
    'utf8',
  );

/**
 * Bulk upload of accounts (spec 2 §5, §7): the file is checked, a history row is recorded as
 * PROCESSING, rows are validated, and the good rows are created in one transaction (all or
 * nothing) with the chosen tags; the rejected rows go to a CSV report in storage.
 */
export async function uploadAccounts(
  deps: TagsDeps,
  caller: Caller,
  file: UploadedFile | null,
  fields: BulkUploadFields,
  ctx: RequestContext,
): Promise<BulkUploadResult> {
  const agency = await agencyOf(deps, caller, fields.agencyId);
  const { header, rows } = await readRows(file);
  const tagIds = [...new Set(fields.tags)];
  if ((await repo.tagsIn(deps.db, agency.id, tagIds)).length !== tagIds.length) {
    throw new AppError('NOT_FOUND', TAG_MESSAGES.notFound);
  }
  const start = deps.clock.now();
  const upload = await repo.insertUpload(deps.db, {
    organisationId: agency.id,
    uploadedBy: caller.actor.userId,
    fileName: file!.fileName.slice(0, 255),
    status: 'PROCESSING',
    numUploaded: rows.length,
    uploadTime: start,
    heartbeatAt: start,
  });

  let reportKey: string | null = null;
  try {
    const { good, bad } = await checkRows(
      deps.db,
      {
        agencyId: agency.id,
        region: agency.region,
        agencyCaller: caller.claims.accountType === 'AGENCY',
      },
      header,
      rows,
      // Progress (spec 2 §5, DESIGN §8): while PROCESSING, numSuccess + numFailure are the rows
      // checked so far; the history poll shows them.
      (progress) =>
        repo.updateUpload(deps.db, upload.id, {
          numSuccess: progress.good,
          numFailure: progress.bad,
          heartbeatAt: deps.clock.now(),
        }),
    );
    let report: Buffer | null = null;
    if (bad.length > 0) {
      report = reportOf(header, bad);
      reportKey = newStorageKey('bulk-upload-reports', 'csv', start);
      await deps.storage.put(reportKey, report);
    }
    await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const applied = [...tagIds];
      if (fields.redAccounts) {
        const red =
          (await repo.findTagByName(tx, agency.id, RED_ACCOUNT_TAG)) ??
          (await repo.insertTag(tx, {
            organisationId: agency.id,
            name: RED_ACCOUNT_TAG,
            color: RED_ACCOUNT_COLOR,
            createdBy: caller.actor.userId,
            createdAt: now,
          }));
        if (!applied.includes(red.id)) applied.push(red.id);
      }
      const ids = await createAccounts(tx, caller, agency.id, good, applied, now);
      const file =
        report && reportKey
          ? await repo.insertStoredFile(tx, {
              organisationId: agency.id,
              kind: REPORT_KIND,
              storageKey: reportKey,
              fileName: `bulk-upload-${upload.id}-rejected.csv`,
              contentType: 'text/csv',
              byteSize: report.length,
              sha256: sha256Of(report),
              uploadedBy: caller.actor.userId,
              createdAt: now,
            })
          : null;
      await repo.updateUpload(tx, upload.id, {
        status: 'COMPLETED',
        numSuccess: good.length,
        numFailure: bad.length,
        reportFileId: file?.id ?? null,
        finishedAt: now,
        heartbeatAt: null,
      });
      await recordAudit(
        tx,
        actorOf(caller.actor, ctx),
        {
          action: 'account.bulk-upload',
          entityType: 'bulk_upload',
          entityId: upload.id,
          after: {
            agencyId: agency.id,
            fileName: upload.fileName,
            numUploaded: rows.length,
            numSuccess: good.length,
            numFailure: bad.length,
            tagIds: applied,
            accountIds: ids,
          },
        },
        now,
      );
    });
  } catch (error) {
    if (reportKey) await deps.storage.remove(reportKey).catch(() => undefined);
    await repo.updateUpload(deps.db, upload.id, {
      status: 'FAILED',
      numSuccess: 0,
      numFailure: rows.length,
      finishedAt: deps.clock.now(),
      heartbeatAt: null,
      failureReason: error instanceof AppError ? error.message : BULK_UPLOAD_MESSAGES.failed,
    });
    if (error instanceof AppError) throw error;
    throw new AppError('SERVICE_UNAVAILABLE', BULK_UPLOAD_MESSAGES.failed, {
      detail: `upload ${upload.id}`,
    });
  }
  const view = (await repo.findUpload(deps.db, upload.id, agency.id))!;
  return { message: BULK_UPLOAD_MESSAGES.uploaded, upload: toUpload(view) };
}
