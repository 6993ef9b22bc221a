import {
  COVERAGE_GROUP_NAMES,
  inCatalogueOrder,
  retroactiveLabel,
  SUB_LIMIT_OPTIONS,
  type CoverageGroupId,
  type CoverageRule,
  type Region,
} from '@cyber/domain';
import {
  Checkbox,
  Chip,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import {
  gatePasses,
  type CalculatorAction,
  type CalculatorState,
  type SecurityGate,
} from '../lib/calculator-state.ts';
import { formatWholeMoney } from '../../../../lib/format.ts';

export type CoveragesTableProps = {
  rules: readonly CoverageRule[];
  state: CalculatorState;
  gate: SecurityGate;
  region: Region;
  dispatch: (action: CalculatorAction) => void;
};

const money = formatWholeMoney;

/**
 * Cells 8 px apart on each side, headers wrapping between words and values on one line: the seven
 * columns fit the calculator's coverage card at 1440 px.
 */
const compactCells = {
  '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { px: 1 },
  '& .MuiTableCell-body': { whiteSpace: 'nowrap' },
  '& .MuiTableCell-body.coverage-name': { whiteSpace: 'normal', minWidth: 140 },
  '& .MuiTableCell-body .MuiCheckbox-root': { p: 0.5 },
} as const;

/**
 * The coverages in catalogue order (by group, then their order in the group), by group: selected, limit or sub-limit, and the deductible, waiting period and
 * retroactive period they take from the global settings; the rules' flags (mandatory, locked,
 * disabled, unavailable with its message) and the security answers (23, 24, 34) decide what may
 * change.
 */
export function CoveragesTable({ rules, state, gate, region, dispatch }: CoveragesTableProps) {
  const { t } = useTranslation();
  const ordered = inCatalogueOrder(rules);
  const groups = [...new Set(ordered.map((r) => r.group ?? 0))].sort((a, b) => a - b);
  return (
    <TableContainer>
      <Table size="small" aria-label={t('quoteCalculator.coverages')} sx={compactCells}>
        <TableHead>
          <TableRow>
            <TableCell>{t('quoteCalculator.coverageId')}</TableCell>
            <TableCell>{t('quoteCalculator.coverage')}</TableCell>
            <TableCell align="center">{t('quoteCalculator.selected')}</TableCell>
            <TableCell>{t('quoteCalculator.subLimit')}</TableCell>
            <TableCell>{t('quoteCalculator.deductible')}</TableCell>
            <TableCell>{t('quoteCalculator.waitingPeriod')}</TableCell>
            <TableCell>{t('quoteCalculator.retroActivePeriod')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.map((group) => (
            <Fragment key={group}>
              {group > 0 && (
                <TableRow>
                  <TableCell colSpan={7} sx={{ bgcolor: 'action.hover' }}>
                    <Typography variant="subtitle2">
                      {COVERAGE_GROUP_NAMES[group as CoverageGroupId] ?? String(group)}
                    </Typography>
                  </TableCell>
                </TableRow>
              )}
              {ordered
                .filter((r) => (r.group ?? 0) === group)
                .map((rule) => {
                  const setting = state.coverages[rule.key];
                  const selected = setting?.selected ?? false;
                  const passes = gatePasses(rule.id, gate);
                  const canToggle = rule.available && passes && !rule.mandatory && !rule.locked;
                  const canEditLimit =
                    selected && !rule.disabled && rule.fixedSubLimit === null && rule.available;
                  const message = !rule.available
                    ? rule.message
                    : !passes
                      ? t('quoteCalculator.gated')
                      : null;
                  // sub-limits offered below the limit; the full limit is the default
                  const options = SUB_LIMIT_OPTIONS.filter((v) => v < state.limit);
                  return (
                    <TableRow key={rule.key} data-testid={`coverage-${rule.id ?? rule.key}`}>
                      <TableCell>{rule.id ?? '–'}</TableCell>
                      <TableCell className="coverage-name">
                        <Stack spacing={0.5}>
                          <Stack
                            direction="row"
                            spacing={1}
                            useFlexGap
                            flexWrap="wrap"
                            alignItems="center"
                          >
                            <Typography variant="body2">{rule.label}</Typography>
                            {rule.mandatory && (
                              <Chip size="small" label={t('quoteCalculator.mandatory')} />
                            )}
                            {rule.locked && !rule.mandatory && (
                              <Chip size="small" label={t('quoteCalculator.locked')} />
                            )}
                          </Stack>
                          {message && (
                            <Typography variant="caption" color="text.secondary">
                              {message}
                            </Typography>
                          )}
                        </Stack>
                      </TableCell>
                      <TableCell align="center">
                        <Checkbox
                          checked={selected}
                          disabled={!canToggle}
                          onChange={(e) =>
                            dispatch({ type: 'toggle', key: rule.key, selected: e.target.checked })
                          }
                          slotProps={{
                            input: {
                              'aria-label': t('quoteCalculator.selectCoverage', {
                                name: rule.label,
                              }),
                            },
                          }}
                        />
                      </TableCell>
                      <TableCell>
                        {canEditLimit ? (
                          <TextField
                            select
                            size="small"
                            fullWidth
                            value={setting?.subLimit ?? ''}
                            onChange={(e) =>
                              dispatch({
                                type: 'subLimit',
                                key: rule.key,
                                value: e.target.value === '' ? null : Number(e.target.value),
                              })
                            }
                            sx={{
                              '& .MuiSelect-select': { typography: 'body2', py: 0.75, pl: 1 },
                            }}
                            slotProps={{
                              select: {
                                displayEmpty: true,
                                // the full limit's amount is the aggregate limit, just above
                                renderValue: (value) =>
                                  value === ''
                                    ? t('quoteCalculator.fullLimit')
                                    : money(Number(value), region),
                                SelectDisplayProps: {
                                  'aria-label': t('quoteCalculator.subLimitOf', {
                                    name: rule.label,
                                  }),
                                },
                              },
                            }}
                          >
                            <MenuItem value="">
                              {t('quoteCalculator.fullLimit')} ({money(state.limit, region)})
                            </MenuItem>
                            {options.map((v) => (
                              <MenuItem key={v} value={v}>
                                {money(v, region)}
                              </MenuItem>
                            ))}
                          </TextField>
                        ) : (
                          <Typography variant="body2">
                            {selected
                              ? money(
                                  rule.fixedSubLimit ?? setting?.subLimit ?? state.limit,
                                  region,
                                )
                              : '–'}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell>{selected ? money(state.deductible, region) : '–'}</TableCell>
                      <TableCell>
                        {selected
                          ? t('quoteCalculator.waitingPeriodHours', { count: state.waitingPeriod })
                          : '–'}
                      </TableCell>
                      <TableCell>
                        {selected ? retroactiveLabel(state.retroActivePeriod) : '–'}
                      </TableCell>
                    </TableRow>
                  );
                })}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
