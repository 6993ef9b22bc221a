import { zodResolver } from '@hookform/resolvers/zod';
import {
  ORGANISATION_MESSAGES,
  OrganisationWriteSchema,
  type Organisation,
  type OrganisationWrite,
} from '@cyber/domain';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { HostnameField, useHostnameState } from './hostname-field.tsx';
import type { OrganisationFormValues } from './organisation-form-values.ts';

const valuesOf = (o: Organisation | undefined): OrganisationFormValues => ({
  name: o?.name ?? '',
  description: o?.description ?? '',
  hostname: o?.hostname ?? '',
  contactFirstName: o?.contactFirstName ?? '',
  contactLastName: o?.contactLastName ?? '',
  contactEmail: o?.contactEmail ?? '',
  contactPhone: o?.contactPhone ?? '',
});

export type OrganisationFormDialogProps = {
  open: boolean;
  /** The organisation edited; undefined to create one. */
  organisation?: Organisation | undefined;
  /** e.g. "aggregator", for the title. */
  kindLabel: string;
  /** Aggregators and carriers carry a hostname. */
  withHostname: boolean;
  pending: boolean;
  /** The server's message of the last failed save, if any. */
  error: string | null;
  onSubmit: (values: OrganisationWrite) => void;
  onClose: () => void;
};

/** Create or edit a partner organisation (DaCreateEdit for aggregators). */
export function OrganisationFormDialog({
  open,
  organisation,
  kindLabel,
  withHostname,
  pending,
  error,
  onSubmit,
  onClose,
}: OrganisationFormDialogProps) {
  const { t } = useTranslation();
  const { control, handleSubmit, reset, watch } = useForm<OrganisationFormValues>({
    mode: 'onTouched',
    resolver: zodResolver(OrganisationWriteSchema) as unknown as Resolver<OrganisationFormValues>,
    defaultValues: valuesOf(organisation),
  });
  useEffect(() => {
    if (open) reset(valuesOf(organisation));
  }, [open, organisation, reset]);
  const hostname = watch('hostname');
  const hostnameState = useHostnameState(
    withHostname ? hostname : '',
    organisation?.hostname ?? '',
    organisation?.id,
  );
  const blocked = withHostname && (hostnameState.checking || !!hostnameState.problem);

  const submit = handleSubmit((values) => {
    if (blocked) return;
    const parsed = OrganisationWriteSchema.parse(
      withHostname ? values : { ...values, hostname: '' },
    );
    onSubmit(withHostname ? parsed : { ...parsed, hostname: undefined });
  });

  const text = (name: keyof OrganisationFormValues, extra: Record<string, unknown> = {}) => (
    <FormTextField
      control={control}
      name={name}
      id={`organisation-${name}`}
      label={t(`organisations.${name}`)}
      {...extra}
    />
  );

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="org-form-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="org-form-title">
          {organisation
            ? t('organisations.editTitle', { name: organisation.name })
            : t('organisations.createTitle', { kind: kindLabel })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && (
              <Alert severity="error" role="alert">
                {error || ORGANISATION_MESSAGES.saveFailed}
              </Alert>
            )}
            {text('name', { required: true, autoFocus: true })}
            {text('description', { required: true, multiline: true, minRows: 2 })}
            {withHostname && <HostnameField control={control} state={hostnameState} />}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {text('contactFirstName', { autoComplete: 'off' })}
              {text('contactLastName', { autoComplete: 'off' })}
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {text('contactEmail', { type: 'email', autoComplete: 'off' })}
              {text('contactPhone', { type: 'tel', autoComplete: 'off' })}
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('organisations.cancel')}</Button>
          <SubmitButton busy={pending} disabled={blocked}>
            {t('organisations.save')}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
