/**
 * Strings of the webhooks screens. Top-level keys are namespaces owned by this file; en-GB
 * overrides only what the UK words differently.
 */
export const enUS = {
  webhooks: {
    title: 'Webhooks',
    subtitle:
      'Partners receive signed events (accounts, quotes, policies…) at their URL. Each delivery carries an X-Signature header: sha256 HMAC of "<X-Timestamp>.<body>" with the client secret.',
    new: 'New webhook',
    searchPlaceholder: 'Search company, client ID or URL',
    companyName: 'Company name',
    clientId: 'Client ID',
    clientSecret: 'Client secret',
    webhookUrl: 'Webhook URL',
    statusHeader: 'Status',
    created: 'Created',
    status: {
      ACTIVE: 'Active',
      INACTIVE: 'Inactive',
      NOT_CONFIGURED: 'Not configured',
      DELIVERED: 'Delivered',
      PENDING: 'Pending',
      FAILED: 'Failed',
      REFUSED: 'Refused',
    },
    createTitle: 'New webhook',
    createIntro:
      'Name the company that receives the events. You set its client ID, secret and URL next.',
    create: 'Create',
    editTitle: 'Edit webhook: {{name}}',
    clientIdHelp: '32 letters or digits, sent as X-Client-Id.',
    secretHelp: '32 letters or digits. Share it with the receiver: it signs every delivery.',
    secretKeep: 'Stored ({{hint}}). Leave blank to keep it, or enter a new one.',
    urlHelp: 'Where events are POSTed (https:// in production).',
    generate: 'Generate',
    copy: 'Copy',
    activeLabel: 'Active (receives events)',
    save: 'Save',
    cancel: 'Cancel',
    edit: 'Edit',
    editOf: 'Edit {{name}}',
    delete: 'Delete',
    deleteOf: 'Delete {{name}}',
    deleteTitle: 'Delete webhook',
    deleteBody: 'Delete the webhook of {{name}}? It stops receiving events at once.',
    deliveries: 'Deliveries',
    deliveriesOf: 'Deliveries of {{name}}',
    deliveriesTitle: 'Deliveries',
    deliveryTime: 'Time',
    eventType: 'Event',
    attempts: 'Attempts',
    responseCode: 'Response code',
    eventId: 'Event ID',
    noError: 'No error.',
    noUrl: 'no URL yet',
    sendTest: 'Send test event',
    testNeedsActive:
      'Set the client ID, secret and URL, and make the webhook active, to send a test event.',
    close: 'Close',
  },
};

/** Nothing on these screens is worded differently in the UK. */
export const enGB = {};
