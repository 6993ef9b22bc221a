import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * A resolver whose messages are said in the reader's words: the domain schema stays the one
 * source of the rules (and of the API's messages), and a field labelled for the region
 * ('Brokerage name') gets its message in the same words ('Brokerage name is required').
 */
export function withMessages<T extends FieldValues>(
  resolver: Resolver<T>,
  messages: Readonly<Record<string, string>>,
): Resolver<T> {
  const rename = (errors: Record<string, unknown>) => {
    for (const value of Object.values(errors)) {
      if (!value || typeof value !== 'object') continue;
      const error = value as { message?: unknown };
      if (typeof error.message === 'string' && error.message in messages) {
        error.message = messages[error.message];
      } else {
        rename(value as Record<string, unknown>);
      }
    }
  };
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    rename(result.errors as FieldErrors<T> as Record<string, unknown>);
    return result;
  };
}
