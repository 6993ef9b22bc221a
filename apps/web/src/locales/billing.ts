/**
 * Strings of billing (decision 051): the invoices list. The server's messages come from its
 * answers. en-GB overrides only what the UK words differently.
 */
export const enUS = {
  billing: {
    title: 'Billing',
    tableLabel: 'Invoices',
    searchPlaceholder: 'Search by invoice #, policy # or company',
    invoiceNumber: 'Invoice #',
    policyNumber: 'Policy #',
    company: 'Company',
    agency: 'Agency',
    kind: 'Invoice',
    total: 'Total',
    balance: 'Balance',
    status: 'Status',
    dueDate: 'Due date',
    created: 'Raised',
    statuses: { OPEN: 'Open', PAID: 'Paid', CREDIT: 'Credit' },
    kinds: { NEW_BUSINESS: 'New business', ADJUSTMENT: 'Adjustment' },
  },
};

export const enGB = {
  billing: {
    agency: 'Brokerage',
  },
};
