import { COVERAGE_CATALOGUE, type CoverageRule } from '@cyber/domain';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initialCalculatorState } from '../../../../src/features/quoting/calculator/lib/calculator-state.ts';
import { CoveragesTable } from '../../../../src/features/quoting/calculator/components/coverages-table.tsx';
import { AppProviders } from '../../../support/helpers.tsx';

/** The catalogue as the rater's rules would send it. */
const rules: CoverageRule[] = COVERAGE_CATALOGUE.map((c) => ({
  key: c.key,
  id: c.id,
  label: c.label,
  group: c.group,
  mandatory: c.mandatory,
  locked: c.locked,
  disabled: c.disabled,
  endorsement: c.endorsement,
  available: true,
  message: null,
  fixedSubLimit: null,
}));

function renderTable(list: readonly CoverageRule[]) {
  const state = initialCalculatorState('2026-12-01');
  state.coverages = Object.fromEntries(
    list.map((r) => [r.key, { selected: r.mandatory || r.key === 'BRICKING', subLimit: null }]),
  );
  return render(
    <AppProviders queryClient={new QueryClient()}>
      <CoveragesTable
        rules={list}
        state={state}
        gate={{ answers: {}, backupFrequency: null }}
        region="US"
        dispatch={() => undefined}
      />
    </AppProviders>,
  );
}

/** The coverage ids in the order the table lists them. */
const listedIds = () =>
  screen
    .getAllByTestId(/^coverage-/)
    .map((row) => Number(row.getAttribute('data-testid')!.replace('coverage-', '')));

describe('coverages table', () => {
  it('lists the coverages in catalogue order, whatever order the rules arrive in', () => {
    renderTable([...rules].reverse());
    const ids = listedIds();
    expect(ids).toEqual(COVERAGE_CATALOGUE.map((c) => c.id));
    // group 3 as the spec lists it: 23 and 24 come after 11, before 12
    const group3 = COVERAGE_CATALOGUE.filter((c) => c.group === 3).map((c) => c.id);
    expect(group3).toEqual([9, 10, 11, 23, 24, 12, 13]);
    expect(ids.slice(ids.indexOf(9), ids.indexOf(13) + 1)).toEqual(group3);
  });

  it('shows all seven columns; values stay on one line', () => {
    renderTable(rules);
    const table = screen.getByRole('table', { name: 'Coverages' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Id',
      'Coverage',
      'Selected',
      'Limit / sub-limit',
      'Deductible',
      'Waiting period',
      'Retroactive period',
    ]);
    const bricking = screen.getByTestId('coverage-12');
    const cells = within(bricking).getAllByRole('cell');
    expect(cells[4]).toHaveTextContent('$25,000');
    expect(cells[4]).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(cells[6]).toHaveTextContent('Full Prior Acts');
    // the sub-limit select says "Full limit"; its options give the amount
    expect(
      within(cells[3]!).getByRole('combobox', { name: 'Sub-limit of Bricking' }),
    ).toHaveTextContent('Full limit');
  });
});
