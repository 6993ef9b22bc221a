/**
 * Messages of the security questionnaires (spec 3 §8). The first two are the spec's, verbatim;
 * the rest are design wording (the spec shows none).
 */
export const SECURITY_MESSAGES = {
  updateFailed: 'Failed to update security questions.',
  somethingWentWrong: 'Something went wrong. Please try again later',
  socialEngineeringFailed: 'Something went wrong.Please try again.',
  // design
  saved: 'Security questions saved',
  cyberFormSaved: 'Cyber underwriting form saved',
  techEoSaved: 'Tech E&O questions saved',
  socialEngineeringSaved: 'Social engineering questions saved',
  answerRequired: 'Please select an answer',
  backupFrequencyRequired: 'Backup frequency is required',
  backupTypesRequired: 'Select at least one backup type',
  fieldRequired: 'This field is required',
  yesNo: 'Answer Yes or No',
  yesNoUncertain: 'Answer Yes, No or Uncertain',
  accountMismatch: 'accountId does not match the account in the path',
  claimHistoryRange: 'Claim history must be a whole number from 0 to 5',
  textTooLong: 'Must be at most 2000 characters',
  percentRange: 'Must be a whole number from 0 to 100',
  passThroughValue:
    'Additional answers must be text (at most 2000 characters), numbers, true/false or empty',
} as const;
