/** Strings of the quote-flow screens (en-US base; en-GB overrides only UK wording). */
export const enUS = {
  quoteFlow: {
    title: 'Request Quote',
    guided: 'Step-by-step request',
    stepsLabel: 'Quote steps',
    steps: {
      verify: 'Verify account',
      'product-selector': 'Product',
      questions: 'Security questions',
      'state-license': 'State license',
      quote: 'Quote',
      'additional-info': 'Additional info',
      'custom-quote': 'Custom quote',
      'verify-submission': 'Review and submit',
    },
    blocked: 'Complete the "{{step}}" step first.',
    submission: {
      joining_one:
        'The quotes you request join the submission of {{created}}, which has {{count}} quote.',
      joining_other:
        'The quotes you request join the submission of {{created}}, which has {{count}} quotes.',
      closed:
        'This submission can no longer take quotes: it has been declined, or it is not one of yours. Start a new request from the account instead.',
    },
    next: 'Next',
    back: 'Back',
    cancel: 'Cancel',
    requestQuotes: 'Request Quote(s)',
    verify: {
      title: 'Account firmographics',
      name: 'Company name',
      address: 'Address',
      naics: 'Industry code (NAICS)',
      sic: 'Industry code (SIC)',
      revenue: 'Annual revenue',
      employees: 'Employees',
      domain: 'Domain',
      edit: 'Edit account details',
    },
    product: {
      title: 'Products',
      descriptions: {
        P100: 'Standard cyber cover for small businesses with a quick, rated quote.',
        P250: 'Broader cover with Boost endorsements for growing businesses.',
        PRIME_CLOUD: 'Cyber cover built around cloud-hosted operations.',
        P250_S: 'Prime 250 on surplus-lines paper.',
        P100_PRO: 'Prime 100 with newer-generation coverages.',
        P_ONE: 'Cyber cover for UK businesses.',
        P_PLUS: 'Extended cyber cover with higher sub-limits.',
        PRIME_TECH: 'Cyber and technology errors and omissions in one policy.',
        PRIME_TECH_PLUS: 'Prime Tech with broader Tech E&O cover.',
        P_ONE_PLUS: 'Prime One with broader cover for UK businesses.',
        PRIME_ONE_TECH: 'Cyber and Tech E&O for UK technology firms.',
        PRIME_ONE_TECH_PLUS: 'Prime One Tech with broader Tech E&O cover.',
        ZSP: 'Tech E&O for technology service providers.',
        PRIME_PLUS: 'Extended cyber cover with higher sub-limits.',
      },
    },
    license: {
      licensed: 'You hold a valid producer license in {{state}}.',
      notLicensed:
        'You are not licensed in {{state}}. Add a valid producer license for {{state}} to request a quote.',
      noSurplusLicence: 'A surplus lines license for {{state}} is required to request this quote.',
      noState:
        'The account has no state in its address, so no producer license can be checked. Add the state to the account to request a quote.',
      surplus: 'This product is written on surplus-lines paper in {{state}}.',
      uk: 'UK brokers are authorised as firms; no state license is needed.',
      manage: 'Manage licenses',
    },
    info: {
      needByDate: 'Need-by date',
      underwriterNote: 'Note for the underwriter',
      retailAgent: 'Retail agent',
      retailAgentFirstName: 'Retail Agent First Name',
      retailAgentLastName: 'Retail Agent Last Name',
      retailAgentLicenseNumber: 'Retail Agent License Number',
    },
    custom: {
      open: 'Ask the underwriter for custom terms',
      intro:
        'Need terms the calculator does not offer? The request is referred to an underwriter with your reason.',
      requestedLimit: 'Requested limit',
      requestedRetention: 'Requested retention',
      reason: 'Reason',
      save: 'Save custom request',
      remove: 'Remove custom request',
      saved: 'Custom request added.',
    },
    review: {
      variations: 'Quotes to request',
      info: 'Request details',
      product: 'Product',
      custom: 'Custom terms (referred to the underwriter)',
      referred: 'Referred',
    },
    edit: {
      title: 'Edit quote {{number}}',
      mismatch: 'This quote does not belong to this account and product.',
    },
    renew: {
      title: 'Renew quote {{number}}',
      current: 'Quote being renewed',
      term: 'Policy period',
      newStart: 'Renewal effective date',
      submit: 'Create renewal quote',
      created: 'Renewal quote {{number}} created.',
    },
    sendRequest: {
      open: 'Send to retail agency',
      title: 'Send quote request to a retail agency',
      intro_one: 'Quote {{numbers}} will be e-mailed to the retail agent.',
      intro_other: '{{count}} quotes ({{numbers}}) will be e-mailed to the retail agent.',
      submit: 'Send',
      failed: 'Failed to send quote',
      fields: {
        agencyName: 'Agency Name',
        agentFirstName: 'Agent First Name',
        agentLastName: 'Agent Last Name',
        agentEmail: 'Agent Email',
        agentPhone: 'Agent Phone',
      },
    },
    prompt: {
      message_one: 'Your quote request was sent. Refresh the list to see its latest status.',
      message_other:
        'Your {{count}} quote requests were sent. Refresh the list to see their latest status.',
      refresh: 'Refresh',
    },
  },
};

export const enGB = {
  quoteFlow: {
    license: {
      uk: 'UK brokers are authorised as firms; no licence per county is needed.',
    },
    sendRequest: {
      title: 'Send quote request to a retail brokerage',
      open: 'Send to retail brokerage',
      intro_one: 'Quote {{numbers}} will be e-mailed to the retail broker.',
      intro_other: '{{count}} quotes ({{numbers}}) will be e-mailed to the retail broker.',
    },
  },
};
