import { Autocomplete, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLicenseAgents } from '../api/agent-licenses.ts';
import { useAgencyOptions } from '../api/surplus-licenses.ts';

type PickerProps = {
  value: string | undefined;
  onChange: (id: string | undefined) => void;
  onBlur?: () => void;
  error?: string | undefined;
};

type IdPickerProps<O extends { id: string }> = PickerProps & {
  id: string;
  label: string;
  options: O[];
  loading: boolean;
  optionLabel: (option: O) => string;
};

/** A required pick of one record by id (an agency, an agent) from the options the server gave. */
function IdPicker<O extends { id: string }>(props: IdPickerProps<O>) {
  const { id, label, options, loading, optionLabel, value, onChange, onBlur, error } = props;
  const { t } = useTranslation();
  return (
    <Autocomplete
      id={id}
      options={options}
      value={options.find((o) => o.id === value) ?? null}
      onChange={(_e, next) => onChange(next?.id)}
      onBlur={onBlur}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={loading}
      noOptionsText={t('licenses.noResults')}
      renderInput={(params) => (
        <TextField {...params} label={label} required error={!!error} helperText={error} />
      )}
    />
  );
}

/** Provider staff pick the agency a licence belongs to. */
export function AgencyField(props: PickerProps) {
  const { t } = useTranslation();
  const agencies = useAgencyOptions(true);
  return (
    <IdPicker
      {...props}
      id="license-agency"
      label={t('licenses.fields.agency')}
      options={agencies.data ?? []}
      loading={agencies.isLoading}
      optionLabel={(a) => a.name}
    />
  );
}

export type AgentFieldProps = PickerProps & {
  /** The agency whose users are offered (undefined: the caller's own). */
  agencyId: string | undefined;
  enabled: boolean;
};

/** The agent an agent licence names: a user of the licence's agency. */
export function AgentField({ agencyId, enabled, ...props }: AgentFieldProps) {
  const { t } = useTranslation();
  const agents = useLicenseAgents(agencyId, enabled);
  return (
    <IdPicker
      {...props}
      id="agent-license-agent"
      label={t('licenses.fields.agent')}
      options={agents.data ?? []}
      loading={agents.isLoading}
      optionLabel={(a) => `${a.firstName} ${a.lastName} (${a.email})`}
    />
  );
}
