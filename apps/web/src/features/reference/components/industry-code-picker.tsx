import type { Region } from '@cyber/domain';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../components/data-table/use-debounced-value.ts';
import { useNaicsOptions } from '../api/search-naics.ts';
import { useSicOptions } from '../api/search-sic.ts';

/** The industry an account form keeps: the code and its two titles (copied onto the account). */
export type IndustryCodeValue = {
  code: string;
  primaryIndustry: string;
  secondaryIndustry: string;
};

export type IndustryCodePickerProps = {
  /** 'US' searches NAICS (naicsCode), 'UK' searches UK SIC 2007 divisions (sicCode). */
  region: Region;
  value: IndustryCodeValue | null;
  onChange: (value: IndustryCodeValue | null) => void;
  id?: string;
  /** Defaults to "Industry (NAICS)" / "Industry (SIC)". */
  label?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
};

/** Milliseconds typing must pause before the server is asked. */
export const INDUSTRY_SEARCH_DEBOUNCE_MS = 300;

/**
 * Pick an industry code by typing a code prefix or words of its title; the server searches
 * (NAICS with dup=0: one row per industry pair). Shows the code with both titles.
 */
export function IndustryCodePicker({
  region,
  value,
  onChange,
  id = 'industry-code',
  label,
  required,
  disabled,
  error,
  helperText,
}: IndustryCodePickerProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), INDUSTRY_SEARCH_DEBOUNCE_MS);
  const isUk = region === 'UK';
  const naics = useNaicsOptions(search, !isUk && !disabled);
  const sic = useSicOptions(search, isUk && !disabled);
  const loading = isUk ? sic.isFetching : naics.isFetching;

  const options = useMemo<IndustryCodeValue[]>(
    () =>
      isUk
        ? (sic.data?.content ?? []).map((c) => ({
            code: c.sicCode,
            primaryIndustry: c.primaryIndustry,
            secondaryIndustry: c.secondaryIndustry,
          }))
        : (naics.data?.content ?? []).map((c) => ({
            code: c.naicsCode,
            primaryIndustry: c.primaryIndustry,
            secondaryIndustry: c.secondaryIndustry,
          })),
    [isUk, naics.data, sic.data],
  );

  return (
    <Autocomplete
      id={id}
      options={options}
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      // The server filters; the list shows what it answered.
      filterOptions={(all) => all}
      isOptionEqualToValue={(option, selected) => option.code === selected.code}
      getOptionLabel={(option) => `${option.code} – ${option.secondaryIndustry}`}
      loading={loading}
      disabled={disabled}
      noOptionsText={t('reference.noResults')}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography variant="body2" component="span" sx={{ fontFamily: 'monospace', mr: 1 }}>
              {option.code}
            </Typography>
            <Typography variant="body2" component="span">
              {option.secondaryIndustry}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="div">
              {option.primaryIndustry}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label ?? t(isUk ? 'reference.picker.industryUk' : 'reference.picker.industry')}
          placeholder={t('reference.picker.typeToSearch')}
          required={required}
          error={error}
          helperText={helperText}
        />
      )}
    />
  );
}
