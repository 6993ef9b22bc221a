/** The sign-in form's values: shared by the form and its validation (login-validation.ts). */
export type LoginFormValues = {
  username: string;
  password: string;
  mfaCode: string;
  rememberDevice: boolean;
};
