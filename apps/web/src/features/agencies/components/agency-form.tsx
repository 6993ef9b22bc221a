import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Agency,
  AGENCY_KINDS,
  type AgencyCreateInput,
  AgencyCreateInputSchema,
  AGENCY_MESSAGES,
  mayWriteField,
} from '@cyber/domain';
import { Grid, MenuItem, Stack, TextField } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { withMessages } from '../../../components/form/with-messages.ts';

export type AgencyFormValues = {
  name: string;
  description: string;
  hostname: string;
  npn: string;
  region: 'US' | 'UK';
  agencyKind: 'RETAIL' | 'WHOLESALE';
  contactFirstName: string;
  contactLastName: string;
  contactEmail: string;
  contactPhone: string;
};

const valuesOf = (agency?: Agency): AgencyFormValues => ({
  name: agency?.name ?? '',
  description: agency?.description ?? '',
  hostname: agency?.hostname ?? '',
  npn: agency?.npn ?? '',
  region: agency?.region ?? 'US',
  agencyKind: agency?.agencyKind ?? 'RETAIL',
  contactFirstName: agency?.contactFirstName ?? '',
  contactLastName: agency?.contactLastName ?? '',
  contactEmail: agency?.contactEmail ?? '',
  contactPhone: agency?.contactPhone ?? '',
});

export type AgencyFormProps = {
  formId: string;
  agency?: Agency;
  /** Provider staff: the NPN (and on create the kind) can be set. */
  providerFields: boolean;
  onSubmit: (values: AgencyCreateInput) => void;
  footer?: ReactNode;
};

/**
 * The agency form (spec 2 §5): NPN at most 10 digits; contact names, a valid e-mail, a phone and
 * a host name are required. The domain schema is the resolver, so messages match the API's.
 */
export function AgencyForm({ formId, agency, providerFields, onSubmit, footer }: AgencyFormProps) {
  const { t } = useTranslation();
  // the name's message in the words of its label (a UK reader's 'Brokerage name')
  const nameRequired = t('agencies.nameRequired');
  const resolver = useMemo(
    () =>
      withMessages<AgencyFormValues>(zodResolver(AgencyCreateInputSchema) as never, {
        [AGENCY_MESSAGES.nameRequired]: nameRequired,
      }),
    [nameRequired],
  );
  const { control, handleSubmit } = useForm<AgencyFormValues, unknown, AgencyFormValues>({
    resolver,
    mode: 'onTouched',
    values: valuesOf(agency),
  });
  const submit = (values: AgencyFormValues) =>
    onSubmit({
      ...values,
      description: values.description || null,
      npn: values.npn || null,
      ...(agency ? { agencyId: agency.id } : {}),
    });
  // What the caller may change (WRITABLE_FIELDS.agency): the rest shows read-only.
  const writable = (name: string) => mayWriteField('agency', providerFields, name);
  const field = (
    name: keyof AgencyFormValues,
    props: { required?: boolean; disabled?: boolean },
  ) => (
    <FormTextField
      control={control}
      name={name}
      id={`${formId}-${name}`}
      label={t(`agencies.${name}`)}
      {...props}
    />
  );
  return (
    <Stack component="form" id={formId} noValidate onSubmit={handleSubmit(submit)} spacing={2}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>{field('name', { required: true })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('hostname', { required: true })}</Grid>
        <Grid size={12}>{field('description', {})}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{field('npn', { disabled: !writable('npn') })}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Controller
            control={control}
            name="region"
            render={({ field: f }) => (
              <TextField
                select
                fullWidth
                id={`${formId}-region`}
                label={t('agencies.region')}
                disabled={!writable('region')}
                {...f}
              >
                <MenuItem value="US">US</MenuItem>
                <MenuItem value="UK">UK</MenuItem>
              </TextField>
            )}
          />
        </Grid>
        {!agency && (
          <Grid size={{ xs: 12, sm: 4 }}>
            <Controller
              control={control}
              name="agencyKind"
              render={({ field: f }) => (
                <TextField select fullWidth id={`${formId}-kind`} label={t('agencies.kind')} {...f}>
                  {AGENCY_KINDS.map((k) => (
                    <MenuItem key={k} value={k}>
                      {t(`agencies.kind_${k}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
        )}
        <Grid size={{ xs: 12, sm: 6 }}>{field('contactFirstName', { required: true })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('contactLastName', { required: true })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('contactEmail', { required: true })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('contactPhone', { required: true })}</Grid>
      </Grid>
      {footer}
    </Stack>
  );
}
