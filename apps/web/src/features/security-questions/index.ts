export {
  SECURITY_QUESTIONS_MODAL,
  SecurityQuestionsModal,
  type SecurityQuestionsModalData,
} from './components/security-questions-modal.tsx';
export {
  SECURITY_SAVE_ACTIONS,
  SecurityQuestionsForm,
  type SecurityQuestionsFormProps,
  type SecuritySaveAction,
} from './components/security-questions-form.tsx';
export {
  SecurityReadingsNotice,
  type SecurityReadingsNoticeProps,
} from './components/readings-notice.tsx';
export { securityQueryKey, securityQuestionsKey } from './api/keys.ts';
export {
  getSecurityQuestions,
  getSecurityQuestionsQueryOptions,
  useSaveSecurityQuestions,
  useSecurityQuestions,
} from './api/security-questions.ts';
export {
  SocialEngineeringForm,
  type SocialEngineeringFormProps,
} from './components/social-engineering-form.tsx';
export { useSocialEngineering } from './api/social-engineering.ts';
