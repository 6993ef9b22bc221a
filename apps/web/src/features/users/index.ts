export { createUser, useCreateUser } from './api/create-user.ts';
export { getRoles, getRolesQueryOptions, useRoles } from './api/get-roles.ts';
export { usersQueryKey } from './api/get-users.ts';
export {
  UserFormDialog,
  type UserFormDialogProps,
  type UserFormValues,
} from './components/user-form-dialog.tsx';
