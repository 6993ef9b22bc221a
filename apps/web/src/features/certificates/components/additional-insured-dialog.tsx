import { zodResolver } from '@hookform/resolvers/zod';
import {
  AdditionalInsuredInputSchema,
  US_STATES,
  type AdditionalInsured,
  type AdditionalInsuredInput,
} from '@cyber/domain';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  MenuItem,
  TextField,
} from '@mui/material';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '../../../components/form/form-notice.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { IndustryCodePicker } from '../../reference/index.ts';

export type AdditionalInsuredDialogProps = {
  open: boolean;
  /** The additional insured being changed; a new one when absent. */
  insured?: AdditionalInsured | undefined;
  pending: boolean;
  /** Why the last save failed. */
  error?: string | undefined;
  onSubmit: (values: AdditionalInsuredInput) => void;
  onClose: () => void;
};

const EMPTY: AdditionalInsuredInput = {
  businessName: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zipCode: '',
  naicsCode: '',
  naicsDescription: '',
};

const valuesOf = (insured: AdditionalInsured | undefined): AdditionalInsuredInput =>
  insured
    ? {
        businessName: insured.businessName,
        address1: insured.address1,
        address2: insured.address2 ?? '',
        city: insured.city,
        state: insured.state,
        zipCode: insured.zipCode,
        naicsCode: insured.naicsCode,
        naicsDescription: insured.naicsDescription,
      }
    : EMPTY;

/**
 * The editor 'Add Additional Insured Coverage' (spec 3 §2, §5): Organization Name, Address,
 * City, State and Industry required, Address 2 optional, the ZIP code by the shared US rule — the
 * domain's schema, the server's too. The same dialog changes an additional insured.
 */
export function AdditionalInsuredDialog({
  open,
  insured,
  pending,
  error,
  onSubmit,
  onClose,
}: AdditionalInsuredDialogProps) {
  const { t } = useTranslation();
  const { control, handleSubmit, setValue } = useForm<AdditionalInsuredInput>({
    resolver: zodResolver(AdditionalInsuredInputSchema),
    mode: 'onTouched',
    values: valuesOf(insured),
  });
  // The picker shows the code with its title, which the form keeps beside it.
  const industry = useWatch({ control, name: 'naicsDescription' }) ?? '';
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
        <DialogTitle>{t('certificates.editor.title')}</DialogTitle>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            {error && (
              <Grid size={12}>
                <FormNotice notice={{ message: error, severity: 'error' }} />
              </Grid>
            )}
            <Grid size={12}>
              <FormTextField
                control={control}
                name="businessName"
                id="additional-insured-name"
                label={t('certificates.editor.organizationName')}
                required
                autoFocus
                inputProps={{ maxLength: 200 }}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField
                control={control}
                name="address1"
                id="additional-insured-address1"
                label={t('certificates.editor.address1')}
                required
                inputProps={{ maxLength: 200 }}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField
                control={control}
                name="address2"
                id="additional-insured-address2"
                label={t('certificates.editor.address2')}
                inputProps={{ maxLength: 200 }}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <FormTextField
                control={control}
                name="city"
                id="additional-insured-city"
                label={t('certificates.editor.city')}
                required
                inputProps={{ maxLength: 100 }}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <Controller
                control={control}
                name="state"
                render={({ field, fieldState }) => (
                  <TextField
                    select
                    fullWidth
                    id="additional-insured-state"
                    label={t('certificates.editor.state')}
                    required
                    value={field.value}
                    onChange={(event) => field.onChange(event.target.value)}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message}
                    slotProps={{
                      select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 220 } } } } },
                    }}
                  >
                    {US_STATES.map((state) => (
                      <MenuItem key={state.code} value={state.code}>
                        {state.name}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <FormTextField
                control={control}
                name="zipCode"
                id="additional-insured-zip"
                label={t('certificates.editor.zip')}
                required
                inputProps={{ maxLength: 10 }}
              />
            </Grid>
            <Grid size={12}>
              <Controller
                control={control}
                name="naicsCode"
                render={({ field, fieldState }) => (
                  <IndustryCodePicker
                    region="US"
                    id="additional-insured-industry"
                    label={t('certificates.editor.industry')}
                    required
                    value={
                      field.value
                        ? { code: field.value, primaryIndustry: '', secondaryIndustry: industry }
                        : null
                    }
                    onChange={(value) => {
                      field.onChange(value?.code ?? '');
                      setValue('naicsDescription', value?.secondaryIndustry ?? '', {
                        shouldValidate: fieldState.isTouched,
                      });
                      field.onBlur();
                    }}
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message}
                  />
                )}
              />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('certificates.editor.cancel')}</Button>
          <SubmitButton size="medium" busy={pending}>
            {t('certificates.editor.save')}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
