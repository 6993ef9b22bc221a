/**
 * Strings of a policy's additional insureds and its certificates of insurance (the policy's
 * drawer). The spec's messages (the editor's success, the certificate's success, confirmation
 * and failures) and the forms' rules come from the domain (`CERTIFICATE_MESSAGES`), never from
 * here; the address fields' labels are the form kit's (`AddressFields`: State and ZIP Code, or a
 * UK policy's Town/City, County and Postcode).
 */
export const enUS = {
  certificates: {
    title: 'Additional insureds',
    loading: 'Loading the additional insureds',
    none: 'No additional insureds.',
    add: 'Add',
    edit: 'Edit',
    editLabel: 'Edit {{name}}',
    removeLabel: 'Remove {{name}}',
    organization: 'Organization',
    address: 'Address',
    industry: 'Industry',
    actions: 'Actions',
    editor: {
      title: 'Add Additional Insured Coverage',
      organizationName: 'Organization Name',
      industry: 'Industry',
      save: 'Save',
      cancel: 'Cancel',
      failed: 'Unable to save the additional insured. Please try again.',
    },
    remove: {
      title: 'Remove {{name}}?',
      body: 'Certificates already issued to it keep what they say; no new certificate will name it.',
      confirm: 'Remove',
      failed: 'Unable to remove the additional insured. Please try again.',
    },
    certificate: {
      action: 'Certificate of insurance',
      title: 'Certificate of insurance',
      for: 'Certificate for',
      holder: 'Certificate holder',
      additionalInsured: '{{name}} (additional insured)',
      organizationName: 'Organization Name',
      email: 'Email',
      emailHelp: 'Where the e-mailed certificate goes; leave blank to send it to yourself.',
      download: 'Download',
      send: 'Email',
      cancel: 'Cancel',
    },
  },
};

/** The same words in the UK (the address fields' labels are the form kit's, by the policy's region). */
export const enGB = {};
