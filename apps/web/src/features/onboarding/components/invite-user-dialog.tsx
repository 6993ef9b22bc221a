import { zodResolver } from '@hookform/resolvers/zod';
import {
  CreateInvitationRequestSchema,
  ROLE_CATALOGUE,
  SIGNUP_ACCOUNT_TYPES,
  type AccountType,
  type CreateInvitationRequest,
} from '@cyber/domain';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  InputLabel,
  NativeSelect,
  Radio,
  RadioGroup,
  Stack,
} from '@mui/material';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field.tsx';

type FormValues = {
  email: string;
  firstName: string;
  lastName: string;
  kind: 'EXISTING_ACCOUNT' | 'NEW_ACCOUNT';
  roleKey: string;
  accountType: (typeof SIGNUP_ACCOUNT_TYPES)[number];
};

export type InviteUserDialogProps = {
  open: boolean;
  /**
   * The organisation to invite into: the caller's, or — for provider staff arriving from the
   * organisations screen — another one (with its id).
   */
  organisation: { id?: string; name: string; accountType: AccountType };
  /** Provider staff may also invite someone to open a new organisation. */
  canInviteNewOrganisation: boolean;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: (request: CreateInvitationRequest) => void;
};

/** The 'Invite user' dialog: who, and into which organisation with which role. */
export function InviteUserDialog({
  open,
  organisation,
  canInviteNewOrganisation,
  busy,
  error,
  onClose,
  onSubmit,
}: InviteUserDialogProps) {
  const { t } = useTranslation();
  const roles = ROLE_CATALOGUE[organisation.accountType];
  const defaultRole = (roles.find((r) => !r.isAdmin) ?? roles[0])?.key ?? '';
  const { control, handleSubmit, watch, reset } = useForm<FormValues>({
    mode: 'onTouched',
    resolver: zodResolver(CreateInvitationRequestSchema) as unknown as Resolver<FormValues>,
    defaultValues: {
      email: '',
      firstName: '',
      lastName: '',
      kind: 'EXISTING_ACCOUNT',
      roleKey: defaultRole,
      accountType: 'AGENCY',
    },
  });
  const kind = watch('kind');

  const handleClose = () => {
    reset();
    onClose();
  };
  const handleValid = (values: FormValues) =>
    onSubmit(
      values.kind === 'NEW_ACCOUNT'
        ? {
            email: values.email,
            firstName: values.firstName,
            lastName: values.lastName,
            kind: 'NEW_ACCOUNT',
            accountType: values.accountType,
          }
        : {
            email: values.email,
            firstName: values.firstName,
            lastName: values.lastName,
            kind: 'EXISTING_ACCOUNT',
            roleKey: values.roleKey,
            ...(organisation.id ? { organisationId: organisation.id } : {}),
          },
    );

  const text = (name: 'email' | 'firstName' | 'lastName', autoComplete: string) => (
    <FormTextField
      control={control}
      name={name}
      id={`invite-${name}`}
      type={name === 'email' ? 'email' : 'text'}
      label={t(`invitations.dialog.${name}`)}
      autoComplete={autoComplete}
      required
    />
  );

  const select = (
    name: 'roleKey' | 'accountType',
    label: string,
    options: { value: string; label: string }[],
  ) => (
    <FormControl fullWidth required>
      <InputLabel variant="standard" htmlFor={`invite-${name}`} shrink>
        {label}
      </InputLabel>
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
          <NativeSelect {...field} inputProps={{ id: `invite-${name}` }}>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
        )}
      />
    </FormControl>
  );

  return (
    <Dialog open={open} onClose={handleClose} fullWidth maxWidth="sm">
      <form
        noValidate
        onSubmit={handleSubmit(handleValid)}
        aria-label={t('invitations.dialog.title')}
      >
        <DialogTitle>{t('invitations.dialog.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            {text('email', 'off')}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {text('firstName', 'off')}
              {text('lastName', 'off')}
            </Stack>
            {canInviteNewOrganisation && (
              <FormControl>
                <FormLabel id="invite-kind-label">{t('invitations.dialog.destination')}</FormLabel>
                <Controller
                  name="kind"
                  control={control}
                  render={({ field }) => (
                    <RadioGroup {...field} aria-labelledby="invite-kind-label">
                      <FormControlLabel
                        value="EXISTING_ACCOUNT"
                        control={<Radio />}
                        label={t('invitations.dialog.ownOrganization', { name: organisation.name })}
                      />
                      <FormControlLabel
                        value="NEW_ACCOUNT"
                        control={<Radio />}
                        label={t('invitations.dialog.newOrganization')}
                      />
                    </RadioGroup>
                  )}
                />
              </FormControl>
            )}
            {kind === 'NEW_ACCOUNT'
              ? select(
                  'accountType',
                  t('invitations.dialog.accountType'),
                  SIGNUP_ACCOUNT_TYPES.map((type) => ({
                    value: type,
                    label: t(`accountType.${type}`),
                  })),
                )
              : select(
                  'roleKey',
                  t('invitations.dialog.role'),
                  roles.map((r) => ({ value: r.key, label: t(`role.${r.name}`, r.name) })),
                )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={handleClose}>{t('invitations.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {t('invitations.dialog.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
