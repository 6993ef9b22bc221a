/**
 * Strings of the licenses screens. Top-level keys are namespaces owned by this file; en-GB overrides
 * only what the UK words differently (brokerage, broker, organisation, postcode, turnover…).
 */
export const enUS = {
  licenses: {
    title: 'Licenses',
    subtitle: 'Agency, agent and surplus lines licenses by state.',
    notForRegion:
      'Licenses are held per US state. A UK brokerage is authorised as a firm, so it has no state licenses to manage here.',
    tabs: { agency: 'Agency Licenses', agent: 'Agent Licenses', surplus: 'Surplus Licenses' },
    agency: {
      add: 'Add Agency License',
      addTitle: 'Add Agency License',
      editTitle: 'Edit Agency License',
    },
    agent: {
      add: 'Add Agent License',
      addTitle: 'Add Agent License',
      editTitle: 'Edit Agent License',
    },
    surplus: {
      add: 'Add Surplus License',
      addTitle: 'Add Surplus License',
      editTitle: 'Edit Surplus License',
      deleteTitle: 'Delete Surplus License',
      notice: 'Surplus notice template',
    },
    fields: {
      agency: 'Agency',
      agent: 'Agent',
      email: 'Email',
      number: 'License Number',
      state: 'State',
      expirationDate: 'Expiration Date',
      npn: 'NPN',
      activeResidentState: 'Active resident state',
      broker: 'Broker',
      brokerFirstName: 'Broker First Name',
      brokerLastName: 'Broker Last Name',
      brokerEmail: 'Broker Email',
      surplusLicenseNumber: 'Surplus License Number',
      signatureOnFile: 'Signature on file',
    },
    deleteTitle: 'Delete License',
    deleteBody: 'Delete the license {{name}}? This cannot be undone.',
    actions: 'Actions',
    add: 'Add',
    save: 'Save',
    cancel: 'Cancel',
    edit: 'Edit',
    delete: 'Delete',
    yes: 'Yes',
    no: 'No',
    noResults: 'No Results.',
  },
};

export const enGB = {
  licenses: {
    title: 'Licences',
    subtitle: 'Brokerage, broker and surplus lines licences by state.',
    notForRegion:
      'Licences are held per US state. A UK brokerage is authorised as a firm, so it has no state licences to manage here.',
    tabs: { agency: 'Brokerage Licences', agent: 'Broker Licences', surplus: 'Surplus Licences' },
    agency: {
      add: 'Add Brokerage Licence',
      addTitle: 'Add Brokerage Licence',
      editTitle: 'Edit Brokerage Licence',
    },
    agent: {
      add: 'Add Broker Licence',
      addTitle: 'Add Broker Licence',
      editTitle: 'Edit Broker Licence',
    },
    surplus: {
      add: 'Add Surplus Licence',
      addTitle: 'Add Surplus Licence',
      editTitle: 'Edit Surplus Licence',
      deleteTitle: 'Delete Surplus Licence',
    },
    fields: {
      agency: 'Brokerage',
      agent: 'Broker',
      number: 'Licence Number',
      surplusLicenseNumber: 'Surplus Licence Number',
    },
    deleteTitle: 'Delete Licence',
    deleteBody: 'Delete the licence {{name}}? This cannot be undone.',
  },
};
