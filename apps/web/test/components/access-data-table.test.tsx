import { setupUser } from '../support/helpers.tsx';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/app/providers.tsx';
import {
  DataTable,
  SEARCH_DEBOUNCE_MS,
  type DataTableColumn,
} from '../../src/components/data-table/data-table.tsx';
import { useTableQuery, type TableQuery } from '../../src/components/data-table/use-table-query.ts';
import { tableSettingsKey } from '../../src/components/data-table/use-table-settings.ts';

type Row = { id: string; name: string; size: number };

const ALL: Row[] = Array.from({ length: 60 }, (_, i) => ({
  id: `r${i + 1}`,
  name: `Row ${String(i + 1).padStart(2, '0')}`,
  size: (i * 7) % 13,
}));

const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Name', cell: (r) => r.name, sortable: true, hideable: false },
  { id: 'size', header: 'Size', cell: (r) => r.size, sortable: true },
  { id: 'note', header: 'Note', cell: (r) => `note ${r.id}` },
];

/** A fake server: pages, sorts and searches like the API does. */
function serve(query: TableQuery, data: Row[]) {
  let rows = data.filter((r) => !query.search || r.name.includes(query.search));
  if (query.sort) {
    const [field, dir] = query.sort.split(',') as [keyof Row, string];
    rows = [...rows].sort(
      (a, b) =>
        (a[field] < b[field] ? -1 : a[field] > b[field] ? 1 : 0) * (dir === 'desc' ? -1 : 1),
    );
  }
  return {
    content: rows.slice(query.page * query.size, (query.page + 1) * query.size),
    total: rows.length,
  };
}

function Harness({
  data,
  queries,
  expandable,
}: {
  data: Row[];
  queries: TableQuery[];
  expandable?: boolean;
}) {
  const { query, onQueryChange } = useTableQuery();
  queries.push(query);
  const page = serve(query, data);
  return (
    <DataTable
      tableId="test-table"
      label="Test rows"
      columns={columns}
      rows={page.content}
      totalElements={page.total}
      getRowId={(r) => r.id}
      query={query}
      onQueryChange={onQueryChange}
      {...(expandable ? { renderExpanded: (r: Row) => <p>Details of {r.name}</p> } : {})}
    />
  );
}

const renderTable = (data = ALL, expandable = false) => {
  const queries: TableQuery[] = [];
  const utils = render(
    <AppProviders queryClient={new QueryClient()}>
      <Harness data={data} queries={queries} expandable={expandable} />
    </AppProviders>,
  );
  return { ...utils, queries, user: setupUser() };
};

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Test rows' }))
    .getAllByRole('row')
    .slice(1);
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('DataTable', () => {
  it('pages on the server: 25 rows by default, then 50 or 100', async () => {
    const { user, queries } = renderTable();
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText('1–25 of 60')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(firstCells()[0]).toBe('Row 26');
    expect(queries.at(-1)).toMatchObject({ page: 1, size: 25 });

    await user.click(screen.getByRole('combobox'));
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['25', '50', '100']);
    await user.click(screen.getByRole('option', { name: '50' }));
    expect(queries.at(-1)).toMatchObject({ page: 0, size: 50 });
    expect(bodyRows()).toHaveLength(50);
  });

  it('sorts by clicking a header: ascending, descending, then none', async () => {
    const { user, queries } = renderTable();
    await user.click(screen.getByRole('button', { name: /Size/ }));
    expect(queries.at(-1)?.sort).toBe('size,asc');
    expect(screen.getByRole('columnheader', { name: /Size/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(screen.getByRole('button', { name: /Size/ }));
    expect(queries.at(-1)?.sort).toBe('size,desc');
    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(queries.at(-1)?.sort).toBe('name,asc');
    expect(firstCells()[0]).toBe('Row 01');
    // Not sortable: no button in the header.
    expect(
      within(screen.getByRole('columnheader', { name: 'Note' })).queryByRole('button'),
    ).toBeNull();
  });

  it('waits for typing to stop before searching, and starts again at the first page', async () => {
    const { queries } = renderTable();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    const before = queries.length;
    const box = screen.getByRole('textbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'Row 4' } });
    expect(queries.slice(before).some((q) => q.search)).toBe(false);
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ search: 'Row 4', page: 0 }), {
      timeout: SEARCH_DEBOUNCE_MS * 4,
    });
    expect(firstCells()).toEqual([
      'Row 40',
      'Row 41',
      'Row 42',
      'Row 43',
      'Row 44',
      'Row 45',
      'Row 46',
      'Row 47',
      'Row 48',
      'Row 49',
    ]);
  });

  it("says 'No Data' when there is nothing to show", () => {
    renderTable([]);
    expect(screen.getByText('No Data')).toBeInTheDocument();
    expect(screen.getByText('0–0 of 0')).toBeInTheDocument();
  });

  it('hides and reorders columns, remembered per table', async () => {
    const { user, unmount } = renderTable();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(screen.getByRole('checkbox', { name: 'Show Size' }));
    await user.click(screen.getByRole('button', { name: 'Move Note up' }));
    await act(async () => {
      await user.keyboard('{Escape}');
    });
    const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers()).toEqual(['Name', 'Note']);
    expect(JSON.parse(localStorage.getItem(tableSettingsKey('test-table'))!)).toEqual({
      hidden: ['size'],
      order: ['name', 'note', 'size'],
    });
    unmount();
    renderTable();
    expect(headers()).toEqual(['Name', 'Note']);
  });

  it('column options: one-line cells, cut names with their title, columns hidden by default, pinned actions', async () => {
    type Account = { id: string; name: string; phone: string; team: string };
    const rows: Account[] = [
      {
        id: 'a1',
        name: 'A very long company name, Incorporated',
        phone: '(401) 555-0134',
        team: 'Renewals',
      },
    ];
    const fitted: DataTableColumn<Account>[] = [
      {
        id: 'name',
        header: 'Name',
        cell: (a) => a.name,
        truncate: { width: 120, text: (a) => a.name },
      },
      { id: 'phone', header: 'Phone', cell: (a) => a.phone, nowrap: true },
      { id: 'team', header: 'Team', cell: (a) => a.team, defaultHidden: true },
      { id: 'actions', header: '', cell: () => <button type="button">Act</button>, pin: 'end' },
    ];
    const user = setupUser();
    render(
      <AppProviders queryClient={new QueryClient()}>
        <DataTable
          tableId="fitted"
          label="Fitted rows"
          columns={fitted}
          rows={rows}
          totalElements={1}
          getRowId={(a) => a.id}
          query={{ page: 0, size: 25 }}
          onQueryChange={() => undefined}
        />
      </AppProviders>,
    );
    const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers()).toEqual(['Name', 'Phone', 'Actions']);
    const cells = screen.getAllByRole('cell');
    expect(within(cells[0]!).getByTitle(rows[0]!.name)).toHaveStyle({
      maxWidth: '120px',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    });
    expect(cells[1]).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(cells[2]).toHaveStyle({ position: 'sticky', right: '0px' });
    // a column hidden by default is offered in the Columns menu and remembered once shown
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const show = screen.getByRole('checkbox', { name: 'Show Team' });
    expect(show).not.toBeChecked();
    await user.click(show);
    await act(async () => {
      await user.keyboard('{Escape}');
    });
    expect(headers()).toEqual(['Name', 'Phone', 'Team', 'Actions']);
    expect(JSON.parse(localStorage.getItem(tableSettingsKey('fitted'))!)).toMatchObject({
      shown: ['team'],
    });
  });

  it('expands a row to show its details', async () => {
    const { user } = renderTable(ALL.slice(0, 2), true);
    expect(screen.queryByText('Details of Row 01')).toBeNull();
    await user.click(screen.getAllByRole('button', { name: 'Show details' })[0]!);
    expect(screen.getByText('Details of Row 01')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide details' }));
    await waitFor(() => expect(screen.queryByText('Details of Row 01')).toBeNull());
  });

  it('shows skeleton rows before the first page arrives', () => {
    render(
      <AppProviders queryClient={new QueryClient()}>
        <DataTable
          tableId="loading"
          label="Loading rows"
          columns={columns}
          rows={undefined}
          totalElements={0}
          loading
          getRowId={(r: Row) => r.id}
          query={{ page: 0, size: 25 }}
          onQueryChange={() => undefined}
        />
      </AppProviders>,
    );
    expect(screen.getByRole('table', { name: 'Loading rows' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByText('No Data')).toBeNull();
  });

  it('says "1,000+" when the server stopped counting', () => {
    render(
      <AppProviders queryClient={new QueryClient()}>
        <DataTable
          tableId="capped"
          label="Capped rows"
          columns={columns}
          rows={ALL.slice(0, 25)}
          totalElements={1000}
          totalIsCapped
          getRowId={(r: Row) => r.id}
          query={{ page: 0, size: 25 }}
          onQueryChange={() => undefined}
        />
      </AppProviders>,
    );
    expect(screen.getByText('1–25 of 1,000+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeEnabled();
  });

  it('names the headers of columns of row controls for screen readers only', async () => {
    const user = setupUser();
    const controls: DataTableColumn<Row>[] = [
      {
        id: 'select',
        header: '',
        hideable: false,
        cell: (r) => <input type="checkbox" aria-label={`Select ${r.name}`} />,
      },
      ...columns,
      {
        id: 'actions',
        header: '',
        hideable: false,
        align: 'right',
        cell: () => <button>Open</button>,
      },
    ];
    render(
      <AppProviders queryClient={new QueryClient()}>
        <DataTable
          tableId="controls"
          label="Rows with controls"
          columns={controls}
          rows={ALL.slice(0, 2)}
          totalElements={2}
          getRowId={(r: Row) => r.id}
          query={{ page: 0, size: 25 }}
          onQueryChange={() => undefined}
          renderExpanded={(r: Row) => <p>Details of {r.name}</p>}
        />
      </AppProviders>,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      'Details',
      'Select',
      'Name',
      'Size',
      'Note',
      'Actions',
    ]);
    // Heard, not seen: the names sit in visually hidden text.
    for (const header of [headers[0], headers[1], headers[5]]) {
      expect(header).toHaveAccessibleName();
      expect(getComputedStyle(header!.firstElementChild!).position).toBe('absolute');
    }
    // The column menu names them too.
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    expect(screen.getByRole('checkbox', { name: 'Show Actions' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Show Select' })).toBeInTheDocument();
  });
});
