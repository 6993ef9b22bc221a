/**
 * Strings of the BINDERS and POLICIES tabs, a binder's or policy's detail, issuing a binder and
 * binding a quote. The server's messages (bound, issued, refusals) come from its answers, never
 * from here; the statuses' labels from the domain (POLICY_STATUS_LABELS). en-GB overrides only
 * what the UK words differently (brokerage, excess, policy schedule).
 */
export const enUS = {
  policies: {
    bindersTitle: 'Binders',
    policiesTitle: 'Policies',
    searchPlaceholder: 'Search by company or policy number',
    policyNumber: 'Policy #',
    company: 'Company',
    product: 'Product',
    status: 'Status',
    effectiveDate: 'Effective date',
    endDate: 'End date',
    binderExpires: 'Binder expires',
    totalPremium: 'Total premium',
    agency: 'Agency',
    open: 'Open {{number}}',
    paymentFilter: {
      label: 'Payment',
      ALL: 'All',
      PAID: 'Paid',
      NEED_PAYMENT: 'Need payment',
    },
    openForRenewal: 'Open for renewal',
    book: {
      title: 'Book of business',
      activePolicies: 'Policies in force',
      premiumInForce: 'Premium in force',
      binders: 'Binders',
      limitInForce: 'Limit in force',
      bindersAwaitingPayment: 'Binders awaiting payment',
      renewalsDue: 'Renewals due in 90 days',
      expiringSoon: 'Quotes expiring in 7 days',
      referrals: 'Referrals',
      requestsToBind: 'Requests to bind',
      awaitingSignature: 'Applications to sign',
      ready: 'Quotes ready to bind',
      chart: 'Premium written by month ({{currency}})',
      chartBar: '{{month}}: {{amount}}',
      empty: 'No binders or policies yet.',
      loadFailed: 'There was an error while retrieving the book',
    },
    detail: {
      binderTitle: 'Binder {{number}}',
      policyTitle: 'Policy {{number}}',
      close: 'Close',
      loading: 'Loading policy',
      loadFailed: 'There was an error while retrieving the policy',
      quoteId: 'Quote ID',
      accountId: 'Account ID',
      agencyId: 'Agency ID',
      carrierId: 'Carrier ID',
      paid: 'Paid',
      yes: 'Yes',
      no: 'No',
      paymentStatus: 'Payment status',
      premium: 'Premium',
      brokerFee: 'Broker fee',
      mgaFee: 'MGA fee',
      surplusLinesTax: 'Surplus lines tax',
      stampingFee: 'Stamping fee',
      limit: 'Limit',
      deductible: 'Deductible',
      currency: 'Currency',
      boundOn: 'Bound on',
      issuedOn: 'Issued on',
      customerEmail: 'Policyholder email',
      created: 'Created',
      modified: 'Modified',
    },
    documents: {
      binder: 'Download binder',
      declarations: 'Download declarations',
      failed: 'Failed to download the document',
    },
    issue: {
      action: 'Issue policy',
      title: 'Issue policy {{number}}?',
      body: 'The binder becomes an issued policy and moves to the POLICIES tab.',
      confirm: 'Issue',
      failed: 'Failed to issue policy',
    },
    bind: {
      action: 'Bind',
      title: 'Bind quote {{number}}?',
      body: 'The quote becomes a binder, listed on the BINDERS tab, and the other quotes of its submission close.',
      confirm: 'Bind',
      failed: 'Failed to bind quote',
      viewBinders: 'View binders',
    },
  },
};

export const enGB = {
  policies: {
    agency: 'Brokerage',
    detail: {
      agencyId: 'Brokerage ID',
      deductible: 'Excess',
    },
    // the US declarations page is a UK policy schedule
    documents: {
      declarations: 'Download policy schedule',
    },
  },
};
