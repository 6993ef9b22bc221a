import { zodResolver } from '@hookform/resolvers/zod';
import {
  additionalInsuredInputSchemaFor,
  type AdditionalInsured,
  type AdditionalInsuredInput,
  type Region,
} from '@cyber/domain';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid } from '@mui/material';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '../../../components/form/address-fields.tsx';
import { FormNotice } from '../../../components/form/form-notice.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { IndustryCodePicker } from '../../reference/index.ts';

export type AdditionalInsuredDialogProps = {
  open: boolean;
  /** The policy's region (`certificateRegion`): a US state and ZIP code, or a UK county and postcode. */
  region: Region;
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
 * City, State and Industry required, Address 2 optional, the ZIP code by the shared US rule; a UK
 * policy's Town/City, optional County and Postcode by the shared UK rule — the form kit's address
 * fields, labelled by the policy's region, held to the region's schema (the server's too). The
 * same dialog changes an additional insured.
 */
export function AdditionalInsuredDialog({
  open,
  region,
  insured,
  pending,
  error,
  onSubmit,
  onClose,
}: AdditionalInsuredDialogProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => additionalInsuredInputSchemaFor(region), [region]);
  const { control, handleSubmit, setValue } = useForm<AdditionalInsuredInput>({
    resolver: zodResolver(schema),
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
            <Grid size={12}>
              <AddressFields
                control={control}
                name=""
                region={region}
                idPrefix="additional-insured"
                required
                requiredStreet
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
