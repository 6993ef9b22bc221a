/**
 * Strings of the engagement screens: feedback, security contacts (en-US base; en-GB overrides
 * only UK wording).
 */
export const enUS = {
  feedback: {
    menu: 'Send feedback',
    title: 'Feedback',
    intro: 'Tell us what you think. Your feedback goes straight to our team.',
    category: 'Category',
    description: 'Description',
    counter: '{{count}}/{{max}}',
    permission: 'May we share your kudos?',
    yes: 'Yes',
    no: 'No',
    send: 'Send',
    cancel: 'Cancel',
    close: 'Close',
    thanksTitle: 'Thank you!',
    thanksBody: 'Thank you for your feedback! We read every message.',
  },
  securityContacts: {
    title: 'Security contacts',
    intro:
      'The people we contact about a security incident at your organization (at most {{max}}).',
    add: 'Add contact',
    addTitle: 'Add a security contact',
    editTitle: 'Edit security contact',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phoneNumber: 'Phone number',
    jobTitle: 'Title',
    company: 'Company',
    name: 'Name',
    save: 'Save',
    cancel: 'Cancel',
    edit: 'Edit {{name}}',
    delete: 'Delete {{name}}',
    deleteTitle: 'Delete this contact?',
    deleteBody: '{{name}} will no longer be contacted about security incidents.',
    deleteConfirm: 'Delete',
    limitReached: 'You have reached the limit of {{max}} contacts.',
    empty: 'No security contacts yet.',
  },
};

export const enGB = {
  securityContacts: {
    intro:
      'The people we contact about a security incident at your organisation (at most {{max}}).',
  },
};
