/**
 * Strings of the notes panel: the notes on an account and on a quote (en-US base; en-GB overrides
 * only UK wording).
 */
export const enUS = {
  notes: {
    title: 'Notes',
    add: 'Add note',
    body: 'Note',
    type: 'Type',
    type_GENERAL: 'General',
    type_UNDERWRITING: 'Underwriting',
    type_SERVICE: 'Service',
    type_CLAIMS: 'Claims',
    after: 'From',
    before: 'To',
    allTypes: 'All types',
    range: 'Showing the last five years unless you pick dates.',
    none: 'No notes yet.',
    edit: 'Edit note',
    save: 'Save',
    cancel: 'Cancel',
    delete: 'Delete note',
    deleteTitle: 'Delete this note?',
    deleteBody: 'The note is removed for everyone who can see it.',
    edited: 'edited {{date}}',
    saved: 'Note saved',
    deleted: 'Note deleted',
  },
};

export const enGB = {};
