import { zodResolver } from '@hookform/resolvers/zod';
import {
  agencyLicenseInputSchema,
  isoDay,
  type AgencyLicense,
  type AgencyLicenseInput,
} from '@cyber/domain';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
} from '@mui/material';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { StatePicker } from '../../reference/components/state-picker.tsx';
import { AgencyField } from './agency-field.tsx';

export type AgencyLicenseDialogProps = {
  open: boolean;
  license?: AgencyLicense | undefined;
  /** Provider staff pick the agency of a new licence. */
  pickAgency: boolean;
  pending: boolean;
  error?: string | undefined;
  onSubmit: (values: AgencyLicenseInput) => void;
  onClose: () => void;
};

/** Agency licence create/edit (spec 2 §5: number, state, expiry not before today, npn). */
export function AgencyLicenseDialog(props: AgencyLicenseDialogProps) {
  const { open, license, pickAgency, pending, error, onSubmit, onClose } = props;
  const { t } = useTranslation();
  const schema = useMemo(() => agencyLicenseInputSchema(isoDay(new Date())), []);
  const { control, handleSubmit } = useForm<
    z.input<typeof schema>,
    unknown,
    z.output<typeof schema>
  >({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    values: {
      agencyId: license?.agencyId,
      number: license?.number ?? '',
      state: license?.state ?? '',
      expirationDate: license?.expirationDate ?? '',
      npn: license?.npn ?? '',
      activeResidentState: license?.activeResidentState ?? false,
    },
  });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event) => void handleSubmit((v) => onSubmit(v))(event)}>
        <DialogTitle>
          {license ? t('licenses.agency.editTitle') : t('licenses.agency.addTitle')}
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
            <FormTextField
              control={control}
              name="number"
              id="agency-license-number"
              label={t('licenses.fields.number')}
              required
              autoFocus
              inputProps={{ maxLength: 50 }}
            />
            <Controller
              control={control}
              name="state"
              render={({ field, fieldState }) => (
                <StatePicker
                  id="agency-license-state"
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
              id="agency-license-expiration"
              label={t('licenses.fields.expirationDate')}
              type="date"
              required
            />
            <FormTextField
              control={control}
              name="npn"
              id="agency-license-npn"
              label={t('licenses.fields.npn')}
              inputProps={{ inputMode: 'numeric', maxLength: 10 }}
            />
            <Controller
              control={control}
              name="activeResidentState"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={!!field.value}
                      onChange={(e) => field.onChange(e.target.checked)}
                    />
                  }
                  label={t('licenses.fields.activeResidentState')}
                />
              )}
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
