import {
  OrganisationUserSchema,
  type CreateUserRequest,
  type OrganisationUser,
} from '@cyber/domain';
import { apiClient } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { usersQueryKey } from './get-users.ts';

/** POST /api/auth/v1/users: the new user gets the confirm-user e-mail. */
export async function createUser(body: CreateUserRequest): Promise<OrganisationUser> {
  return OrganisationUserSchema.parse(await apiClient.post<unknown>('/api/auth/v1/users', body));
}

export const useCreateUser = () => useInvalidatingMutation(createUser, usersQueryKey);
