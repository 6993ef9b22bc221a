/**
 * Strings of the renewal flow of a policy (spec 3 §2 renewal routes: verify, summary,
 * custom-quote), of its account-details and quotes-side entries, and of the policy drawer's way
 * into it. The server's messages (prepared, opted out, not renewable) come from its answers, never
 * from here; the renewal diff's from the policies' strings. en-GB overrides only what the UK words
 * differently.
 */
export const enUS = {
  renewalFlow: {
    open: 'Open renewal',
    heading: 'Renew policy',
    title: 'Renew policy {{number}}',
    subtitle: '{{product}} for {{name}}',
    stepsLabel: 'Renewal steps',
    steps: {
      verify: 'Verify',
      summary: 'Summary',
      'custom-quote': 'Custom quote',
    },
    loading: 'Loading the policy',
    loadFailed: 'There was an error while retrieving the policy',
    mismatch:
      'This policy is not the account’s {{product}} policy. Open its renewal from the policy instead.',
    verify: {
      account: 'Insured account',
      intro:
        'Check the insured’s details: the renewal quote is rated on the account as it is now, at the policy’s current limit and deductible.',
      accountLoading: 'Loading the account',
      expiring: 'Expiring policy',
      policyNumber: 'Policy #',
      product: 'Product',
      status: 'Status',
      term: 'Term',
      termValue: '{{start}} – {{end}}',
      limit: 'Limit',
      deductible: 'Deductible',
      premium: 'Premium',
      totalPremium: 'Total premium',
      continue: 'Continue',
      prepareFailed: 'Failed to prepare the renewal',
    },
    summary: {
      loading: 'Loading the renewal',
      loadFailed: 'There was an error while retrieving the renewal',
      quote: 'Renewal quote',
      number: 'Quote #',
      status: 'Status',
      effectiveDate: 'Effective date',
      premium: 'Premium',
      totalPremium: 'Total premium',
      noDiff: 'What changed at renewal is shown once the renewal quote is rated.',
      notPrepared:
        'No renewal quote is prepared for this policy yet. Verify the account and continue to prepare it.',
      backToVerify: 'Back to verify',
      back: 'Back',
      view: 'View quote',
      customize: 'Customize quote',
    },
    customQuote: {
      intro:
        'Change the renewal quote’s limits and coverages, then save it: the renewal quote is re-rated.',
      mismatch: 'The renewal quote is not for this account and product.',
      back: 'Back to summary',
    },
    account: {
      noPolicy:
        'No policy was named for this renewal. Open the renewal from the policy, or from the quotes of the account.',
      notAccounts: 'This policy is not one of this account’s policies.',
    },
    quotes: {
      searching: 'Looking for the policy to renew',
      noPolicy: 'No policy of this account is open for renewal',
      backToAccount: 'Back to the account',
    },
  },
};

export const enGB = {
  renewalFlow: {
    verify: {
      intro:
        'Check the insured organisation’s details: the renewal quote is rated on the account as it is now, at the policy’s current limit and excess.',
      deductible: 'Excess',
    },
    summary: {
      customize: 'Customise quote',
    },
  },
};
