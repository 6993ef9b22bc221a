/**
 * The auth feature's query keys. Everything cached about the signed-in caller is under
 * `authQueryKey`: a new session (sign-in, sign-up, join, a new password) drops it.
 */
export const authQueryKey = ['auth'] as const;
export const meQueryKey = [...authQueryKey, 'me'] as const;
export const flagsQueryKey = [...authQueryKey, 'flags'] as const;
export const envQueryKey = [...authQueryKey, 'env'] as const;
export const permissionsMapQueryKey = [...authQueryKey, 'permissions-map'] as const;
