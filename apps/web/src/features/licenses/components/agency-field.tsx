import { Autocomplete, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAgencyOptions } from '../api/surplus-licenses.ts';

export type AgencyFieldProps = {
  value: string | undefined;
  onChange: (agencyId: string | undefined) => void;
  error?: string | undefined;
};

/** Provider staff pick the agency a licence belongs to. */
export function AgencyField({ value, onChange, error }: AgencyFieldProps) {
  const { t } = useTranslation();
  const agencies = useAgencyOptions(true);
  const options = agencies.data ?? [];
  return (
    <Autocomplete
      id="license-agency"
      options={options}
      value={options.find((a) => a.id === value) ?? null}
      onChange={(_e, next) => onChange(next?.id)}
      getOptionLabel={(a) => a.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={agencies.isLoading}
      noOptionsText={t('licenses.noResults')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('licenses.fields.agency')}
          required
          error={!!error}
          helperText={error}
        />
      )}
    />
  );
}
