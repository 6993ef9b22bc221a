import { MESSAGES } from '../errors/messages.ts';

/** Messages of jump, switch, teams, API keys and API activity (server and client). */
export const ACCESS_MESSAGES = {
  /** Spec 1 §4, verbatim. */
  jumpFailed: MESSAGES.jumpFailed,
  providerOnly: 'Only provider staff can open another organisation.',
  organisationNotFound: 'Organisation not found.',
  organisationDisabled: 'This organisation has been disabled.',
  jumpLinkInvalid: 'This link has expired or has already been used. Please jump again.',
  apiKeyNotFound: 'API key not found.',
  apiKeyInvalid: 'The API key is not valid.',
  apiKeyNotAllowed: 'This call cannot be made with an API key.',
  apiKeyWhileGhosting:
    'API keys carry the permissions of a member of the organisation. Sign in as a member to create or regenerate one.',
  apiKeyNameRequired: 'Name is required',
  apiKeyNameTooLong: 'Name must be at most 100 characters',
  apiKeyDescriptionTooLong: 'Description must be at most 500 characters',
  invalidInstant: 'must be an ISO date, a YYYY-MM-DD date or epoch milliseconds',
  invalidRange: "'after' must be before 'before'",
} as const;
