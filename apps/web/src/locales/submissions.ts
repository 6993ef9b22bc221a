/**
 * Strings of the SUBMISSIONS list and a submission's detail. The spec's messages come from the
 * domain (SUBMISSION_MESSAGES, reasons' labels) and the server's answers, never from here. en-GB
 * overrides only what the UK words differently (broker, brokerage).
 */
export const enUS = {
  submissions: {
    title: 'Submissions',
    searchPlaceholder: 'Search by company name',
    showDeclined: 'Show declined',
    company: 'Company',
    agency: 'Agency',
    agent: 'Agent',
    products: 'Products',
    quoteCount: 'Quotes',
    status: 'Status',
    needBy: 'Need by',
    lowestPremium: 'Lowest premium',
    created: 'Created',
    modified: 'Modified',
    open: 'Open submission for {{company}}',
    statuses: {
      QUOTED: 'Quoted',
      REFERRED: 'Referred',
      INDICATION: 'Indication',
      DECLINED: 'Declined',
      CLOSED: 'Closed',
    },
    sources: {
      CART: 'Cart',
      REQUEST: 'Quote request',
      CUSTOM: 'Custom quote',
      RENEWAL: 'Renewal',
    },
    detail: {
      title: 'Submission for {{company}}',
      close: 'Close',
      loading: 'Loading submission',
      loadFailed: 'There was an error while retrieving the submission',
      source: 'Requested through',
      declinedOn: 'Declined on',
      declinationReason: 'Declination Reason',
      reasonDescription: 'Reason Description',
      quotes: 'Quotes',
      noQuotes: 'No quotes in this submission.',
      quoteNumber: 'Quote #',
      product: 'Product',
      status: 'Status',
      totalPremium: 'Total premium',
      openQuote: 'Open quote {{number}}',
      decline: 'Decline submission',
      addQuotes: 'Request more quotes',
    },
    dialog: {
      title: 'Decline submission',
      submit: 'Decline',
      cancel: 'Cancel',
      notify: 'Notify the agent',
      body: 'Every open quote of this submission is declined with it.',
    },
  },
};

export const enGB = {
  submissions: {
    agency: 'Brokerage',
    agent: 'Broker',
    dialog: { notify: 'Notify the broker' },
  },
};
