/**
 * The sign-in form's and the session's zod schemas, in a module of their own that is imported
 * only when first needed (`import('./auth-schemas.ts')`): building any of them needs the whole of
 * zod, which the sign-in page would otherwise download before it can show anything
 * (docs/performance.md).
 */
export {
  LoginRequestSchema,
  MeSchema,
  SsoStartRequestSchema,
  TokenPairSchema,
} from '@cyber/domain';
