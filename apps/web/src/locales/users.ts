/**
 * Strings of the users screens. Top-level keys are namespaces owned by this file; en-GB overrides
 * only what the UK words differently (brokerage, broker, organisation, postcode, turnover…).
 */
export const enUS = {
  users: {
    title: 'Users',
    subtitle: 'People who can sign in to your organization, their roles and contacts.',
    create: 'Add user',
    createTitle: 'Add a user',
    editTitle: 'Edit {{name}}',
    save: 'Save',
    cancel: 'Cancel',
    name: 'Name',
    email: 'Email',
    role: 'Role',
    phone: 'Phone',
    /** The form's label: the same words as its message 'Phone number is required'. */
    phoneNumber: 'Phone number',
    phoneCountry: 'Country code',
    firstName: 'First name',
    lastName: 'Last name',
    primaryContact: 'Primary contact',
    billingContact: 'Billing contact',
    contacts: 'Contacts',
    slackHandle: 'Slack handle',
    lastLogin: 'Last sign-in',
    never: 'Never',
    pending: 'Invitation pending',
    actions: 'Actions',
    edit: 'Edit',
    delete: 'Delete',
    addAccounts: 'Add accounts',
    searchPlaceholder: 'Search by name, email or role',
    primaryHelp: 'An organization has one primary contact; choosing this replaces the current one.',
    created_toast: 'User created. We have sent {{email}} an email to confirm their account.',
    updated_toast: 'User updated',
    deleteTitle: 'Delete {{name}}?',
    deleteAllAccounts:
      '{{name}} is a {{role}} with access to all accounts. Deleting them removes their access to every account of the organization.',
    deleteCustomer:
      '{{name}} is a {{role}} of this policyholder. Deleting them removes their access to the account, its policies and claims.',
    deleteAssigned:
      '{{name}} will lose access to the accounts assigned to them. Their accounts stay with the organization.',
    deleteConfirm: 'Delete user',
    accountsTitle: 'Accounts of {{name}}',
    accountsIntro:
      'Give this user access to other organizations. Agency agents need at least one team.',
    accountType: 'Account type',
    organization: 'Organization',
    teams: 'Teams',
    addRow: 'Add account',
    removeRow: 'Remove account',
    homeAccount: 'Own organization',
    noResults: 'No Results.',
    saveAccounts: 'Save accounts',
    accountsSaved: 'Accounts saved',
  },
  teamAdmin: {
    title: 'Teams',
    subtitle: 'Group your users into teams; team members see the accounts of their teams.',
    create: 'Add team',
    createTitle: 'Add a team',
    renameTitle: 'Rename {{name}}',
    name: 'Team name',
    members: 'Users',
    created: 'Created',
    actions: 'Actions',
    rename: 'Rename',
    delete: 'Delete',
    save: 'Save',
    cancel: 'Cancel',
    searchPlaceholder: 'Search teams',
    created_toast: 'Team created',
    renamed_toast: 'Team renamed',
    deleteTitle: 'Delete {{name}}?',
    deleteBody: 'The team is removed from your organization. This cannot be undone.',
    deleteConfirm: 'Delete team',
    migrate: 'Move a user',
    migrateTitle: 'Move a user between teams',
    user: 'User',
    fromTeams: 'Take out of',
    toTeams: 'Move to',
    migrateConfirm: 'Move',
    migrated_toast: 'Teams updated for {{name}}',
    noResults: 'No Results.',
  },
};

export const enGB = {
  users: {
    subtitle: 'People who can sign in to your organisation, their roles and contacts.',
    primaryHelp: 'An organisation has one primary contact; choosing this replaces the current one.',
    deleteAllAccounts:
      '{{name}} is a {{role}} with access to all accounts. Deleting them removes their access to every account of the organisation.',
    deleteAssigned:
      '{{name}} will lose access to the accounts assigned to them. Their accounts stay with the organisation.',
    accountsIntro:
      'Give this user access to other organisations. Brokerage brokers need at least one team.',
    organization: 'Organisation',
    homeAccount: 'Own organisation',
  },
  teamAdmin: {
    deleteBody: 'The team is removed from your organisation. This cannot be undone.',
  },
};
