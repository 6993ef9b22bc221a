import * as accounts from './accounts.ts';
import * as agencies from './agencies.ts';
import * as billing from './billing.ts';
import * as bindRequest from './bind-request.ts';
import * as certificates from './certificates.ts';
import * as claims from './claims.ts';
import * as commissions from './commissions.ts';
import * as connectors from './connectors.ts';
import * as documents from './documents.ts';
import * as engagement from './engagement.ts';
import * as licenses from './licenses.ts';
import * as notes from './notes.ts';
import * as organisations from './organisations.ts';
import * as policies from './policies.ts';
import * as quoteCalculator from './quote-calculator.ts';
import * as quoteFlow from './quote-flow.ts';
import * as quotes from './quotes.ts';
import * as reference from './reference.ts';
import * as renewalFlow from './renewal-flow.ts';
import * as securityQuestions from './security-questions.ts';
import * as ssoSettings from './sso-settings.ts';
import * as submissions from './submissions.ts';
import * as tags from './tags.ts';
import * as underwriting from './underwriting.ts';
import * as users from './users.ts';
import * as webhooks from './webhooks.ts';

/**
 * Strings only the signed-in workspace shows. They are downloaded with the workspace's shell
 * (`loadWorkspaceStrings` in lib/i18n.ts, run by the persona routes), never by the sign-in and the
 * other public pages. An area whose strings a public page shows belongs in lib/i18n.ts instead.
 */
export const WORKSPACE_AREAS = [
  accounts,
  reference,
  users,
  agencies,
  organisations,
  licenses,
  tags,
  securityQuestions,
  quoteCalculator,
  quotes,
  quoteFlow,
  claims,
  webhooks,
  connectors,
  documents,
  engagement,
  notes,
  underwriting,
  submissions,
  policies,
  bindRequest,
  certificates,
  renewalFlow,
  billing,
  commissions,
  ssoSettings,
];
