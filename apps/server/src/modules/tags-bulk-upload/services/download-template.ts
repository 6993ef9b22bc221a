import {
  BULK_UPLOAD_COLUMNS,
  BULK_UPLOAD_TEMPLATE_CSV,
  BULK_UPLOAD_TEMPLATE_EXAMPLE,
} from '@cyber/domain';

export type TemplateFile = { fileName: string; contentType: string; bytes: Buffer };

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The upload template (spec 2 §5: xls, csv or xlsx): the columns and one example row. The
 * workbook's cells are text, so Excel keeps the leading zero of a ZIP code like 02110 (opening
 * the CSV in Excel drops it).
 */
export async function downloadTemplate(format: 'xlsx' | 'csv'): Promise<TemplateFile> {
  if (format === 'csv') {
    return {
      fileName: 'accounts-template.csv',
      contentType: 'text/csv; charset=utf-8',
      bytes: Buffer.from(BULK_UPLOAD_TEMPLATE_CSV, 'utf8'),
    };
  }
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Accounts', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = BULK_UPLOAD_COLUMNS.map((c) => ({
    header: c.label,
    key: c.key,
    width: Math.max(14, c.label.length + 4),
    style: { numFmt: '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow([...BULK_UPLOAD_TEMPLATE_EXAMPLE]);
  return {
    fileName: 'accounts-template.xlsx',
    contentType: XLSX_TYPE,
    bytes: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}
