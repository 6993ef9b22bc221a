/**
 * Strings of the connectors screens (en-US base; en-GB overrides only UK wording). The form
 * messages and the success and failure messages come from CONNECTOR_MESSAGES in the domain.
 */
export const enUS = {
  connectors: {
    title: 'Connectors',
    subtitle:
      'Connect your security tools so their posture counts towards your risk score and your premium.',
    account: 'Account',
    chooseAccount: 'Choose an account to manage its connectors.',
    noAccounts: 'You have no accounts to manage yet.',
    catalogue: 'Available connectors',
    categories: {
      CLOUD: 'Cloud',
      EMAIL_IDENTITY: 'Email & identity',
      ENDPOINT: 'Endpoint',
      VULNERABILITY_SCANNER: 'Vulnerability scanners',
      TRAINING: 'Security training',
      MDR: 'Managed detection & response',
      DNS_WEB: 'DNS & web',
    },
    connect: 'Connect',
    connected: 'Connected',
    connectNamed: 'Connect {{name}}',
    informs: 'Informs: {{factors}}',
    connections: 'Your connections',
    noConnections: 'No security tools connected yet.',
    status: {
      SUCCESS: 'Connected',
      PENDING: 'Pending',
      FAILED: 'Failed',
      DISCONNECTED: 'Disconnected',
    },
    columns: {
      connector: 'Connector',
      status: 'Status',
      score: 'Latest score',
      credentials: 'Credentials',
      synced: 'Last synced',
      actions: 'Actions',
    },
    refresh: 'Refresh',
    refreshNamed: 'Refresh {{name}}',
    remove: 'Remove',
    removeNamed: 'Remove {{name}}',
    removeTitle: 'Remove connector',
    removeBody:
      'Remove {{name}}? Its credentials and collected data are deleted now and purged from backups within {{days}} days.',
    history: 'Score history',
    historyEmpty: 'Scores appear here once a tool is connected.',
    days: 'Last {{count}} days',
    actions: 'Recommended actions',
    actionsEmpty: 'No recommended actions: well done.',
    showAll: 'Show all',
    showShortlist: 'Show top 3',
    points: '+{{count}} pts',
    priority: { HIGH: 'High', MEDIUM: 'Medium', LOW: 'Low' },
    addendum: {
      title: 'Privacy addendum',
      intro:
        'To connect {{name}}, we read security settings and findings from the tool with read-only access. We never change anything in your tools.',
      data: 'We keep the findings and scores we collect for as long as the connector stays connected, and use them only to assess and price your cyber risk.',
      deletion:
        'When you remove a connector, its credentials and data are deleted at once and purged from our backups within {{days}} days.',
      agree: 'I have read and agree to the privacy addendum',
      accept: 'Accept',
      cancel: 'Cancel',
    },
    form: {
      title: 'Connect {{name}}',
      token: 'Token',
      apiKey: 'API Key',
      apiUser: 'API User',
      password: 'Password',
      tenant: 'Tenant ID',
      domain: 'Domain',
      regions: 'AWS regions',
      scopes: 'Read-only access requested',
      consentHint:
        'Authorize read-only access for the tenant or domain below; the scopes requested are listed.',
      submit: 'Connect',
      cancel: 'Cancel',
    },
    card: {
      title: 'Security connectors',
      empty: 'No security tools connected.',
      findings_one: '{{count}} finding',
      findings_other: '{{count}} findings',
    },
    loadFailed: 'Failed to load the connectors.',
  },
};

export const enGB = {
  connectors: {
    form: {
      consentHint:
        'Authorise read-only access for the tenant or domain below; the scopes requested are listed.',
    },
    categories: {
      EMAIL_IDENTITY: 'E-mail & identity',
    },
  },
};
