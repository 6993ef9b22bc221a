import { zodResolver } from '@hookform/resolvers/zod';
import {
  allowsSignatureOnFile,
  SurplusLicenseInputSchema,
  type SurplusLicense,
  type SurplusLicenseInput,
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
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { StatePicker } from '../../reference/components/state-picker.tsx';
import { AgencyField } from './agency-field.tsx';

export type SurplusLicenseDialogProps = {
  open: boolean;
  license?: SurplusLicense | undefined;
  /** Provider staff: the agency picker (spec 2 §6). */
  pickAgency: boolean;
  /** Provider admins: signature on file, for LA and MT only. */
  canSetSignature: boolean;
  pending: boolean;
  error?: string | undefined;
  onSubmit: (values: SurplusLicenseInput) => void;
  onClose: () => void;
};

type Values = z.input<typeof SurplusLicenseInputSchema>;

/** Surplus licence add/edit (spec 2 §5 "Surplus license"). */
export function SurplusLicenseDialog(props: SurplusLicenseDialogProps) {
  const { open, license, pickAgency, canSetSignature, pending, error, onSubmit, onClose } = props;
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm<
    Values,
    unknown,
    z.output<typeof SurplusLicenseInputSchema>
  >({
    resolver: zodResolver(SurplusLicenseInputSchema),
    mode: 'onTouched',
    values: {
      agencyId: license?.agencyId,
      brokerFirstName: license?.brokerFirstName ?? '',
      brokerLastName: license?.brokerLastName ?? '',
      brokerEmail: license?.brokerEmail ?? '',
      surplusLicenseNumber: license?.surplusLicenseNumber ?? '',
      surplusLinesState: license?.surplusLinesState ?? '',
      signatureOnFile: license?.signatureOnFile ?? false,
    },
  });
  const state = useWatch({ control, name: 'surplusLinesState' });
  const showSignature = canSetSignature && allowsSignatureOnFile(state);

  const submit = (values: z.output<typeof SurplusLicenseInputSchema>) => {
    const { signatureOnFile, ...rest } = values;
    onSubmit(
      canSetSignature
        ? { ...rest, signatureOnFile: showSignature ? !!signatureOnFile : false }
        : rest,
    );
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
        <DialogTitle>
          {license ? t('licenses.surplus.editTitle') : t('licenses.surplus.addTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            {pickAgency && (
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
              name="brokerFirstName"
              id="surplus-first-name"
              label={t('licenses.fields.brokerFirstName')}
              required
              inputProps={{ maxLength: 100 }}
            />
            <FormTextField
              control={control}
              name="brokerLastName"
              id="surplus-last-name"
              label={t('licenses.fields.brokerLastName')}
              required
              inputProps={{ maxLength: 100 }}
            />
            <FormTextField
              control={control}
              name="brokerEmail"
              id="surplus-email"
              label={t('licenses.fields.brokerEmail')}
              type="email"
              required
            />
            <FormTextField
              control={control}
              name="surplusLicenseNumber"
              id="surplus-number"
              label={t('licenses.fields.surplusLicenseNumber')}
              required
              inputProps={{ maxLength: 50 }}
            />
            <Controller
              control={control}
              name="surplusLinesState"
              render={({ field, fieldState }) => (
                <StatePicker
                  id="surplus-state"
                  value={field.value || null}
                  onChange={(code) => field.onChange(code ?? '')}
                  required
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message}
                />
              )}
            />
            {showSignature && (
              <Controller
                control={control}
                name="signatureOnFile"
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={!!field.value}
                        onChange={(e) => field.onChange(e.target.checked)}
                      />
                    }
                    label={t('licenses.fields.signatureOnFile')}
                  />
                )}
              />
            )}
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
