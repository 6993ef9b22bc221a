import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { LoginRequestSchema } from '../api/auth-schemas.ts';
import type { LoginFormValues } from './login-form-values.ts';

/*
 * The sign-in form's validation: the domain's request schema, the code required once the server
 * asked for one. Imported by the form when first used, so zod is not on the page's first download.
 */
const withCode = zodResolver(
  LoginRequestSchema.required({ mfaCode: true }),
) as unknown as Resolver<LoginFormValues>;
const withoutCode = zodResolver(
  LoginRequestSchema.omit({ mfaCode: true }),
) as unknown as Resolver<LoginFormValues>;

export const loginResolver =
  (mfaRequired: boolean): Resolver<LoginFormValues> =>
  (values, context, options) =>
    mfaRequired
      ? withCode(values, context, options)
      : withoutCode({ ...values, mfaCode: undefined as never }, context, options);
