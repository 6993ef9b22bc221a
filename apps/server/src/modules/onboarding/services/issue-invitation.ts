import {
  formatRegionDate,
  isExistingUserTokenType,
  type AccountType,
  type InvitationTokenType,
  type Region,
} from '@cyber/domain';
import type { Tx } from '../../../db/client.ts';
import { appLink, renderEmail } from '../../../lib/mail.ts';
import { newOpaqueToken } from '../../../lib/one-time.ts';
import { hashToken } from '../../../lib/tokens.ts';
import * as repo from '../onboarding.repository.ts';
import type { OnboardingDeps } from '../onboarding.context.ts';
import { invitationCodeFor, invitationCodeHash } from './invitation-tokens.ts';

export type IssueInvitationInput = {
  email: string;
  firstName: string | null;
  lastName: string | null;
  tokenType: InvitationTokenType;
  accountType: AccountType;
  organisationId: string | null;
  roleKey: string | null;
  redirectUrl?: string | null;
  invitedBy: string | null;
  invitedByOrganisationId: string | null;
};

const expiryOf = (deps: OnboardingDeps, now: Date) =>
  new Date(now.getTime() + deps.config.INVITATION_TTL_DAYS * 86_400_000);

/** A new link token and its code (only their hashes are stored). */
function newCredentials(deps: OnboardingDeps) {
  const token = newOpaqueToken();
  const code = invitationCodeFor(deps.config.JWT_SECRET, token);
  return {
    token,
    code,
    tokenHash: hashToken(token),
    codeHash: invitationCodeHash(deps.config.JWT_SECRET, code),
  };
}

/**
 * Create an invitation and e-mail it, inside the caller's transaction (the outbox). Other
 * modules (quotes sending a link to a new user or agent) call this too; kick the messenger after
 * commit.
 */
export async function issueInvitation(deps: OnboardingDeps, tx: Tx, input: IssueInvitationInput) {
  const now = deps.clock.now();
  const credentials = newCredentials(deps);
  const row = await repo.insertInvitation(tx, {
    ...input,
    email: input.email.toLowerCase(),
    redirectUrl: input.redirectUrl ?? null,
    tokenHash: credentials.tokenHash,
    invitationCode: credentials.codeHash,
    status: 'PENDING',
    createdAt: now,
    expiresAt: expiryOf(deps, now),
  });
  await sendInvitationEmail(deps, tx, row, credentials);
  return row;
}

/** Send an invitation again: a new link and code (the old ones stop working), a new expiry. */
export async function reissueInvitation(deps: OnboardingDeps, tx: Tx, row: repo.InvitationRow) {
  const now = deps.clock.now();
  const credentials = newCredentials(deps);
  const values = {
    tokenHash: credentials.tokenHash,
    invitationCode: credentials.codeHash,
    status: 'PENDING',
    createdAt: now,
    expiresAt: expiryOf(deps, now),
  };
  await repo.updateInvitation(tx, row.id, values);
  await sendInvitationEmail(deps, tx, { ...row, ...values }, credentials);
}

async function sendInvitationEmail(
  deps: OnboardingDeps,
  tx: Tx,
  row: repo.InvitationRow,
  credentials: { token: string; code: string },
) {
  const organisation = row.organisationId
    ? await repo.findOrganisation(tx, row.organisationId)
    : undefined;
  const inviter = row.invitedBy ? await repo.findUserById(tx, row.invitedBy) : undefined;
  const who = inviter ? `${inviter.firstName} ${inviter.lastName}` : 'The Cyber Platform team';
  const where = organisation?.name ?? 'the Cyber Platform';
  const isNewAccount = row.tokenType === 'NEW_ACCOUNT';
  const isExistingUser = isExistingUserTokenType(row.tokenType);
  // the day in the invitee's region's format (spec 3 §9): their organisation's, else the inviter's
  const inviterOrganisation =
    !organisation && row.invitedByOrganisationId
      ? await repo.findOrganisation(tx, row.invitedByOrganisationId)
      : undefined;
  const region: Region = (organisation ?? inviterOrganisation)?.region === 'UK' ? 'UK' : 'US';
  const expires = formatRegionDate(row.expiresAt.toISOString().slice(0, 10), region);

  const subject = isNewAccount
    ? 'You are invited to open an account on the Cyber Platform'
    : `You are invited to join ${where} on the Cyber Platform`;
  const paragraphs = [
    isNewAccount
      ? `${who} has invited you to open your organization's account on the Cyber Platform.`
      : `${who} has invited you to join ${where} on the Cyber Platform.`,
    isExistingUser
      ? 'Open the link below and sign in with your existing account to accept.'
      : 'Open the link below to choose your password and finish setting up your account.',
    `Your invitation code: ${credentials.code}`,
    `This invitation expires on ${expires} (UTC).`,
  ];
  const { text, html } = renderEmail({
    greeting: row.firstName ? `Hello ${row.firstName},` : 'Hello,',
    paragraphs,
    action: {
      label: isExistingUser ? 'Accept invitation' : 'Set up your account',
      url: appLink(deps.config, `/signup-validation/${credentials.token}`),
    },
  });
  await deps.messenger.email(tx, {
    to: row.email,
    subject,
    text,
    html,
    template: 'invitation',
    organisationId: row.organisationId,
  });
}
