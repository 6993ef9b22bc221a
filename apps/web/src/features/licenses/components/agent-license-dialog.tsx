import { zodResolver } from '@hookform/resolvers/zod';
import {
  agentLicenseInputSchema,
  isoDay,
  type AgentLicense,
  type AgentLicenseInput,
} from '@cyber/domain';
import {
  Alert,
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { StatePicker } from '../../reference/components/state-picker.tsx';
import { useLicenseAgents } from '../api/agent-licenses.ts';
import { AgencyField } from './agency-field.tsx';

export type AgentLicenseDialogProps = {
  open: boolean;
  license?: AgentLicense | undefined;
  pickAgency: boolean;
  pending: boolean;
  error?: string | undefined;
  onSubmit: (values: AgentLicenseInput) => void;
  onClose: () => void;
};

/** Agent licence create/edit: agent (a user of the agency), number, state and expiry required. */
export function AgentLicenseDialog(props: AgentLicenseDialogProps) {
  const { open, license, pickAgency, pending, error, onSubmit, onClose } = props;
  const { t } = useTranslation();
  const schema = useMemo(() => agentLicenseInputSchema(isoDay(new Date())), []);
  const { control, handleSubmit } = useForm<
    z.input<typeof schema>,
    unknown,
    z.output<typeof schema>
  >({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    values: {
      agencyId: license?.agencyId,
      agentId: license?.agentId ?? '',
      number: license?.number ?? '',
      state: license?.state ?? '',
      expirationDate: license?.expirationDate ?? '',
      npn: license?.npn ?? '',
    },
  });
  const agencyId = useWatch({ control, name: 'agencyId' });
  const agents = useLicenseAgents(agencyId, open && (!pickAgency || !!agencyId));
  const options = agents.data ?? [];

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event) => void handleSubmit((v) => onSubmit(v))(event)}>
        <DialogTitle>
          {license ? t('licenses.agent.editTitle') : t('licenses.agent.addTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            {pickAgency && !license && (
              <Controller
                control={control}
                name="agencyId"
                render={({ field, fieldState }) => (
                  <AgencyField
                    value={field.value}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                  />
                )}
              />
            )}
            <Controller
              control={control}
              name="agentId"
              render={({ field, fieldState }) => (
                <Autocomplete
                  id="agent-license-agent"
                  options={options}
                  value={options.find((a) => a.id === field.value) ?? null}
                  onChange={(_e, next) => field.onChange(next?.id ?? '')}
                  onBlur={field.onBlur}
                  getOptionLabel={(a) => `${a.firstName} ${a.lastName} (${a.email})`}
                  isOptionEqualToValue={(a, b) => a.id === b.id}
                  loading={agents.isLoading}
                  noOptionsText={t('licenses.noResults')}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      label={t('licenses.fields.agent')}
                      required
                      error={!!fieldState.error}
                      helperText={fieldState.error?.message}
                    />
                  )}
                />
              )}
            />
            <FormTextField
              control={control}
              name="number"
              id="agent-license-number"
              label={t('licenses.fields.number')}
              required
              inputProps={{ maxLength: 50 }}
            />
            <Controller
              control={control}
              name="state"
              render={({ field, fieldState }) => (
                <StatePicker
                  id="agent-license-state"
                  value={field.value || null}
                  onChange={(code) => field.onChange(code ?? '')}
                  required
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message}
                />
              )}
            />
            <FormTextField
              control={control}
              name="expirationDate"
              id="agent-license-expiration"
              label={t('licenses.fields.expirationDate')}
              type="date"
              required
            />
            <FormTextField
              control={control}
              name="npn"
              id="agent-license-npn"
              label={t('licenses.fields.npn')}
              inputProps={{ inputMode: 'numeric', maxLength: 10 }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('licenses.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {license ? t('licenses.save') : t('licenses.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
