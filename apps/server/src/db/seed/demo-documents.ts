import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { documents, formTypes, forms, storedFiles } from '../schema/index.ts';

const FIXED_DATE = new Date('2026-01-01T00:00:00Z');

/**
 * A small one-page PDF titled after the file (the same bytes every time, so a fresh file store
 * can be refilled from the database rows alone).
 */
export async function demoPdfBytes(fileName: string): Promise<Buffer> {
  const title = fileName.replace(/\.pdf$/i, '').replace(/[-_]+/g, ' ');
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setProducer('Cyber Platform demo data');
  pdf.setCreator('Cyber Platform');
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
  const page = pdf.addPage([612, 792]);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText(title, { x: 56, y: 720, size: 20, font: bold, color: rgb(0.08, 0.2, 0.4) });
  page.drawText('Demonstration document: not a real insurance record.', {
    x: 56,
    y: 690,
    size: 11,
    font,
    color: rgb(0.3, 0.3, 0.3),
  });
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function demoFile(
  tx: Tx,
  kind: 'document' | 'form',
  fileName: string,
  organisationId: string | null,
  uploadedBy: string | null,
  at: Date,
) {
  const bytes = await demoPdfBytes(fileName);
  const [row] = await tx
    .insert(storedFiles)
    .values({
      organisationId,
      kind,
      // The documents module writes the bytes of demo/ keys at start-up when they are missing.
      storageKey: `demo/${kind}s/${fileName}`,
      fileName,
      contentType: 'application/pdf',
      byteSize: bytes.length,
      sha256: sha256(bytes),
      uploadedBy,
      createdAt: at,
    })
    .returning({ id: storedFiles.id });
  return row!.id;
}

/** Demo documents on the demo customer's account, and a few forms in the library. */
export async function seedDemoDocuments(
  tx: Tx,
  options: { now: Date; orgIds: Map<string, string>; userIds: Map<string, string> },
): Promise<void> {
  const { now, orgIds, userIds } = options;
  const acme = orgIds.get('acme')!;
  const harbor = orgIds.get('harbor')!;
  const provider = orgIds.get('provider')!;
  const agent = userIds.get('agent@example.com') ?? null;
  const admin = userIds.get('admin@example.com') ?? null;
  const day = 86_400_000;

  const docs = [
    {
      file: 'acme-application-2026.pdf',
      name: 'Acme Application 2026',
      type: 'APPLICATION',
      by: 'agency',
      age: 12,
    },
    {
      file: 'acme-loss-runs-2021-2025.pdf',
      name: 'Loss Runs 2021-2025',
      type: 'LOSS_RUNS',
      by: 'agency',
      age: 10,
    },
    {
      file: 'acme-security-assessment.pdf',
      name: 'Security Assessment',
      type: 'SECURITY_ASSESSMENT',
      by: 'provider-shared',
      age: 6,
    },
    {
      file: 'acme-underwriting-notes.pdf',
      name: 'Underwriting Notes',
      type: 'OTHER',
      by: 'provider-internal',
      age: 3,
    },
  ] as const;
  for (const d of docs) {
    const at = new Date(now.getTime() - d.age * day);
    const byAgency = d.by === 'agency';
    const uploader = byAgency ? agent : admin;
    const fileId = await demoFile(tx, 'document', d.file, acme, uploader, at);
    await tx.insert(documents).values({
      accountId: acme,
      agencyId: d.by === 'provider-internal' ? null : harbor,
      ownerOrganisationId: byAgency ? harbor : provider,
      internalOnly: d.by === 'provider-internal',
      productType: 'P250',
      docType: d.type,
      docName: d.name,
      fileId,
      uploadedBy: uploader,
      createdAt: at,
      updatedAt: at,
    });
  }

  const typeId = async (name: string) =>
    (await tx.select({ id: formTypes.id }).from(formTypes).where(eq(formTypes.name, name)))[0]?.id;
  const library = [
    {
      number: 'CB-P250-001',
      name: 'Prime 250 Policy Form',
      type: 'Policy Form',
      product: 'P250',
      paper: 'ADMITTED',
      state: null,
      edition: '01/26',
    },
    {
      number: 'CB-P250-END-010',
      name: 'Ransomware Sublimit Endorsement',
      type: 'Endorsement',
      product: 'P250',
      paper: 'ADMITTED',
      state: null,
      edition: '01/26',
    },
    {
      number: 'CB-P100-001',
      name: 'Prime 100 Policy Form',
      type: 'Policy Form',
      product: 'P100',
      paper: 'ADMITTED',
      state: null,
      edition: '07/25',
    },
    {
      number: 'CB-P250S-NY-01',
      name: 'New York Surplus Lines Notice',
      type: 'Notice',
      product: 'P250_S',
      paper: 'SURPLUS',
      state: 'NY',
      edition: '01/26',
    },
  ] as const;
  for (const f of library) {
    const formTypeId = await typeId(f.type);
    if (!formTypeId) continue;
    const fileId = await demoFile(tx, 'form', `${f.number.toLowerCase()}.pdf`, null, admin, now);
    await tx.insert(forms).values({
      formNumber: f.number,
      name: f.name,
      formTypeId,
      productType: f.product,
      paperType: f.paper,
      state: f.state,
      editionDate: f.edition,
      fileId,
      createdBy: admin,
      createdAt: now,
      updatedAt: now,
    });
  }
}
