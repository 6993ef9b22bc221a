import { MenuItem, TextField } from '@mui/material';

export type ListFilterProps<V extends string> = {
  id: string;
  label: string;
  /** '' is "all": the first option, labelled `allLabel`. */
  value: V | '';
  options: readonly V[];
  /** The label of one option. */
  optionLabel: (value: V) => string;
  allLabel: string;
  onChange: (value: V | '') => void;
  minWidth?: number;
};

/**
 * A list's one-choice filter beside its table (status, type, product, payment…): "all" first,
 * then the options; the caller goes back to the first page on change.
 */
export function ListFilter<V extends string>({
  id,
  label,
  value,
  options,
  optionLabel,
  allLabel,
  onChange,
  minWidth = 180,
}: ListFilterProps<V>) {
  return (
    <TextField
      select
      size="small"
      id={id}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as V | '')}
      sx={{ minWidth }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {optionLabel(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}
