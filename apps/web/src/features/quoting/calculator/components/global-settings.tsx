import {
  CALCULATOR_PRESETS,
  CUSTOM_PRESET,
  effectiveDateWindow,
  endDateWindow,
  RETROACTIVE_OPTIONS,
  type Region,
} from '@cyber/domain';
import { Grid, MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CalculatorAction, CalculatorState } from '../lib/calculator-state.ts';
import { formatWholeMoney } from '../../../../lib/format.ts';

export type GlobalSettingsProps = {
  state: CalculatorState;
  today: string;
  region: Region;
  limits: readonly number[];
  deductibles: readonly number[];
  waitingPeriods: readonly number[];
  onPreset: (preset: number) => void;
  dispatch: (action: CalculatorAction) => void;
};

const amount = formatWholeMoney;

/** Preset, limit, deductible, waiting period, retroactive period and the policy dates. */
export function GlobalSettings({
  state,
  today,
  region,
  limits,
  deductibles,
  waitingPeriods,
  onPreset,
  dispatch,
}: GlobalSettingsProps) {
  const { t } = useTranslation();
  const start = effectiveDateWindow(today);
  const end = endDateWindow(state.effectiveDate);
  const outside = (value: string, w: { min: string; max: string }) =>
    !value || value < w.min || value > w.max;
  const numberField = (
    field: 'limit' | 'deductible' | 'waitingPeriod' | 'retroActivePeriod',
    label: string,
    options: readonly { value: number; label: string }[],
  ) => (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <TextField
        select
        fullWidth
        size="small"
        label={label}
        value={state[field]}
        onChange={(e) => dispatch({ type: 'global', field, value: Number(e.target.value) })}
      >
        {options.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
    </Grid>
  );

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <TextField
          select
          fullWidth
          size="small"
          label={t('quoteCalculator.preset')}
          value={state.preset}
          onChange={(e) => onPreset(Number(e.target.value))}
        >
          {CALCULATOR_PRESETS.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {t(`quoteCalculator.presets.${p.name}`)}
            </MenuItem>
          ))}
          <MenuItem value={CUSTOM_PRESET} disabled>
            {t('quoteCalculator.presetCustom')}
          </MenuItem>
        </TextField>
      </Grid>
      {numberField(
        'limit',
        t('quoteCalculator.limit'),
        limits.map((v) => ({ value: v, label: amount(v, region) })),
      )}
      {numberField(
        'deductible',
        t('quoteCalculator.deductible'),
        deductibles.map((v) => ({ value: v, label: amount(v, region) })),
      )}
      {numberField(
        'waitingPeriod',
        t('quoteCalculator.waitingPeriod'),
        waitingPeriods.map((v) => ({
          value: v,
          label: t('quoteCalculator.waitingPeriodHours', { count: v }),
        })),
      )}
      {numberField(
        'retroActivePeriod',
        t('quoteCalculator.retroActivePeriod'),
        RETROACTIVE_OPTIONS.map((o) => ({ value: o.value, label: o.label })),
      )}
      <Grid size={{ xs: 12, sm: 6, md: 4 }} />
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <TextField
          type="date"
          fullWidth
          size="small"
          label={t('quoteCalculator.effectiveDate')}
          value={state.effectiveDate}
          onChange={(e) =>
            e.target.value && dispatch({ type: 'effectiveDate', value: e.target.value })
          }
          error={outside(state.effectiveDate, start)}
          helperText={t(
            outside(state.effectiveDate, start)
              ? 'quoteCalculator.dateOutside'
              : 'quoteCalculator.dateWindow',
            start,
          )}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: start.min, max: start.max },
          }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <TextField
          type="date"
          fullWidth
          size="small"
          label={t('quoteCalculator.endDate')}
          value={state.endDate}
          onChange={(e) => e.target.value && dispatch({ type: 'endDate', value: e.target.value })}
          error={outside(state.endDate, end)}
          helperText={t(
            outside(state.endDate, end)
              ? 'quoteCalculator.dateOutside'
              : 'quoteCalculator.dateWindow',
            end,
          )}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: end.min, max: end.max } }}
        />
      </Grid>
    </Grid>
  );
}
