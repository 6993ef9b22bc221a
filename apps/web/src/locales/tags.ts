/**
 * Strings of the tags screens. Top-level keys are namespaces owned by this file; en-GB overrides
 * only what the UK words differently (brokerage, broker, organisation, postcode, turnover…).
 */
export const enUS = {
  tags: {
    title: 'Tags',
    name: 'Tag name',
    accounts: 'Accounts',
    created: 'Created',
    create: 'New tag',
    createTitle: 'New tag',
    rename: 'Rename',
    renameNamed: 'Rename {{name}}',
    renameTitle: 'Rename tag',
    select: 'Select {{name}}',
    save: 'Save',
    cancel: 'Cancel',
    delete: 'Delete',
    deleteSelected: 'Delete selected ({{count}})',
    deleteTitle: 'Delete tags',
    deleteBody_one: 'Delete the selected tag? It is removed from every account.',
    deleteBody_other: 'Delete the {{count}} selected tags? They are removed from every account.',
    applyTitle_one: 'Tags for {{count}} account',
    applyTitle_other: 'Tags for {{count}} accounts',
    apply: 'Apply',
    noTags: 'No tags yet.',
    setupTags: 'Setup Tags',
  },
  bulkUpload: {
    title: 'Bulk upload',
    intro:
      'Upload the accounts as a CSV or Excel file (.csv, .xlsx or .xls), 5MB max. The first sheet of a workbook is read.',
    template: 'Download the template:',
    templateXlsx: 'Excel (.xlsx)',
    templateCsv: 'CSV',
    chooseFile: 'Choose file',
    noFile: 'No file chosen',
    tags: 'Tags to apply',
    redAccounts: 'Mark as red accounts',
    upload: 'Upload',
    progress: 'Upload progress',
    uploading: 'Uploading… {{percent}}%',
    processing: 'Processing the file…',
    checking: 'Checking rows… {{checked, number}} of {{total, number}}',
    creating: 'Creating the accounts…',
    checkedOf: '{{checked, number}} / {{total, number}} rows checked',
    history: 'Bulk upload history',
    fileName: 'File',
    numUploaded: 'Uploaded',
    numSuccess: 'Success',
    numFailure: 'Failure',
    uploadTime: 'Upload time',
    uploadedBy: 'Uploaded by',
    status: 'Status',
    report: 'Rejected rows',
    download: 'Download report',
    statuses: { PROCESSING: 'Processing', COMPLETED: 'Completed', FAILED: 'Failed' },
  },
};

/** Nothing in these screens is worded differently in the UK. */
export const enGB = {};
