import type { ComponentType } from 'react';

/**
 * The password-with-checklist fields the join form needs. The component lives in the passwords
 * feature; the route passes it in, so the two features do not import each other.
 */
export type PasswordSlotValue = { password: string; confirmPassword: string; ready: boolean };
export type PasswordSlotProps = {
  token?: string | undefined;
  mismatchMessage: string;
  onChange: (value: PasswordSlotValue) => void;
  disabled?: boolean;
  serverErrors?: string[] | undefined;
};
export type PasswordSlot = ComponentType<PasswordSlotProps>;
