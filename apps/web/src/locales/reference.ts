/**
 * Strings of the reference screens. Top-level keys are namespaces owned by this file; en-GB overrides
 * only what the UK words differently (brokerage, broker, organisation, postcode, turnover…).
 */
import { REFERENCE_MESSAGES } from '@cyber/domain';

export const enUS = {
  reference: {
    cancel: 'Cancel',
    delete: 'Delete',
    edit: 'Edit',
    actions: 'Actions',
    noResults: REFERENCE_MESSAGES.noResults,
    industryCodes: {
      title: 'Industry codes',
      subtitle:
        'NAICS codes offered on account forms. Accounts keep the code and industries they were saved with.',
      add: 'Add industry code',
      createTitle: 'Add industry code',
      editTitle: 'Edit industry code {{code}}',
      code: 'NAICS code',
      codeHelp: '2 to 6 digits',
      level: 'Digits',
      parent: 'Parent',
      primaryIndustry: 'Primary industry',
      secondaryIndustry: 'Secondary industry',
      save: 'Save',
      create: 'Add',
      deleteTitle: 'Industry code delete',
      deleteBody:
        'Delete industry code {{code}} ({{title}})? It will no longer be offered on account forms.',
      created_toast: 'Industry code {{code}} created',
      updated_toast: 'Industry code {{code}} updated',
      deleted_toast: 'Industry code {{code}} deleted',
    },
    states: {
      title: 'States',
      subtitle: 'States offered on forms, with their time zone.',
      name: 'State',
      abbreviation: 'Abbreviation',
      timeZone: 'Time zone',
      deleteTitle: 'Delete state',
      deleteBody:
        'Delete {{name}} ({{abbreviation}})? It will no longer be offered on forms. This cannot be undone here.',
      deleted_toast: '{{name}} deleted',
    },
    domains: {
      title: 'Blacklisted domains',
      subtitle:
        'Addresses at these domains, and at their sub-domains, cannot sign up, join or be invited.',
      add: 'Blacklist domain',
      addTitle: 'Blacklist domain',
      name: 'Domain',
      nameHelp: 'For example example.com; any https:// or path is removed.',
      createdAt: 'Added',
      createdBy: 'Added by',
      submit: 'Blacklist',
      success: REFERENCE_MESSAGES.domainBlacklisted,
      failed: REFERENCE_MESSAGES.blacklistFailed,
      deleteTitle: 'Remove domain',
      deleteBody: 'Take {{name}} off the blacklist? Its addresses can be invited again.',
      deleted_toast: 'Domain {{name}} removed from the blacklist',
    },
    picker: {
      industry: 'Industry (NAICS)',
      industryUk: 'Industry (SIC)',
      typeToSearch: 'Type a code or words of the industry',
      state: 'State',
    },
  },
};

/** Nothing here is worded differently in the UK (the pickers name NAICS or SIC themselves). */
export const enGB = {};
