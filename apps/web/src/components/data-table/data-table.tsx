import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import SearchIcon from '@mui/icons-material/Search';
import { PAGE_SIZES } from '@cyber/domain';
import {
  Alert,
  Box,
  Collapse,
  IconButton,
  InputAdornment,
  LinearProgress,
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  TextField,
  Typography,
  type Theme,
} from '@mui/material';
import {
  flexRender,
  getCoreRowModel,
  getExpandedRowModel,
  useReactTable,
  type ColumnDef,
  type ExpandedState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { Fragment, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../visually-hidden.tsx';
import { ColumnMenu } from './column-menu.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';
import { formatSort, parseSort, type TableQuery } from './use-table-query.ts';
import {
  hiddenColumnIds,
  orderedColumnIds,
  toggleColumn,
  useTableSettings,
} from './use-table-settings.ts';

/** How long the search box waits for typing to stop before asking the server. */
export const SEARCH_DEBOUNCE_MS = 400;

/**
 * Cells 8 px apart on each side (16 at the table's edges) rather than MUI's 16: ten columns of
 * names, phones, dates and amounts fit beside the navigation at 1440 px. Headers wrap between
 * words when a column's values are narrower than its title.
 */
const compactCells = {
  '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': {
    px: 1,
    '&:first-of-type': { pl: 2 },
    '&:last-of-type': { pr: 2 },
  },
} as const;

/**
 * A column pinned to the table's right edge: it keeps the paper behind it while the other columns
 * scroll underneath, and the row's hover shade over that paper.
 */
const pinnedEnd = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  '.MuiTableRow-hover:hover > &': {
    backgroundImage: (theme: Theme) =>
      `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
  },
} as const;

/** One column. `id` is also the sort field sent to the server (`sort=id,asc`). */
export type DataTableColumn<T> = {
  id: string;
  /**
   * The column's title. Empty for a column of row controls: its header then names it for screen
   * readers only, 'Select' for the column `select` and 'Actions' for any other.
   */
  header: string;
  cell: (row: T) => ReactNode;
  sortable?: boolean;
  /** false keeps the column always visible (default true). */
  hideable?: boolean;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /** Keep the cell on one line: phones, dates, amounts. */
  nowrap?: boolean;
  /**
   * Cut long text (names) to one line of at most `width` pixels, with an ellipsis; `text` is the
   * whole value, shown as the cell's tooltip (its title).
   */
  truncate?: { width: number; text: (row: T) => string };
  /**
   * Hidden until the user shows it from the Columns menu: for columns a screen offers but that
   * would not fit beside the others at a common width.
   */
  defaultHidden?: boolean;
  /**
   * 'end' keeps the column at the right edge of the table when the table scrolls sideways (a
   * narrow window, many columns shown): the row actions stay in reach.
   */
  pin?: 'end';
};

export type DataTableProps<T> = {
  /** Remembers hidden and reordered columns under this id (one per screen). */
  tableId: string;
  /** Accessible name of the table. */
  label: string;
  columns: DataTableColumn<T>[];
  /** The current page's rows; undefined while the first page loads. */
  rows: T[] | undefined;
  totalElements: number;
  /** The server counted no further than totalElements: the pager reads "of 1,000+". */
  totalIsCapped?: boolean;
  loading?: boolean;
  /**
   * Why the rows could not be read: the query's error (`list.error`, its message is shown) or a
   * message of the screen's own. It shows in the table, in place of the skeleton rows of a first
   * page that never came or of the empty message.
   */
  error?: Error | string | null | false;
  getRowId: (row: T) => string;
  /** Server-side state: page, size, sort, search (see `useTableQuery`). */
  query: TableQuery;
  onQueryChange: (next: TableQuery) => void;
  /** Show the debounced search box (default true). */
  searchable?: boolean;
  searchPlaceholder?: string;
  /** Rendered below a row when it is expanded; rows get an expand button when set. */
  renderExpanded?: (row: T) => ReactNode;
  /** Extra controls at the right of the toolbar (filters, buttons). */
  toolbar?: ReactNode;
  /**
   * Destructive actions on the selected rows or the whole list (bulk delete): the last controls of
   * the toolbar, after every other one. Give them the text or outlined variant in the error
   * colour, disable those that need a selection until there is one, and confirm before acting.
   */
  bulkActions?: ReactNode;
  pageSizes?: readonly number[];
  /**
   * Opens the row (a workbench, a detail page): the whole row becomes a pointer target. Give one
   * cell a link or button too, for the keyboard and screen readers.
   */
  onRowClick?: (row: T) => void;
};

/**
 * The one data table of the app (DESIGN §5): TanStack Table for the model, MUI for the look.
 * Paging, sorting and searching happen on the server — the table only reports what the user
 * asked for through `onQueryChange`. Column visibility and order persist per `tableId`.
 */
export function DataTable<T>({
  tableId,
  label,
  columns,
  rows,
  totalElements,
  totalIsCapped = false,
  loading = false,
  error,
  getRowId,
  query,
  onQueryChange,
  searchable = true,
  searchPlaceholder,
  renderExpanded,
  toolbar,
  bulkActions,
  pageSizes = PAGE_SIZES,
  onRowClick,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const [settings, setSettings] = useTableSettings(tableId);
  const columnName = (column: DataTableColumn<T>) =>
    column.header ||
    (column.id === 'select' ? t('dataTable.selectColumn') : t('dataTable.actionsColumn'));
  const [expanded, setExpanded] = useState<ExpandedState>({});
  const [searchText, setSearchText] = useState(query.search ?? '');
  const debouncedSearch = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);

  // Report the search once typing stops; a new search starts at the first page.
  useEffect(() => {
    const next = debouncedSearch.trim() || undefined;
    if (next !== (query.search || undefined)) onQueryChange({ ...query, search: next, page: 0 });
  }, [debouncedSearch, query, onQueryChange]);

  const allIds = useMemo(() => columns.map((c) => c.id), [columns]);
  const order = useMemo(() => orderedColumnIds(allIds, settings.order), [allIds, settings.order]);
  const hidden = useMemo(() => hiddenColumnIds(columns, settings), [columns, settings]);
  const visibility = useMemo(
    () => Object.fromEntries(allIds.map((id) => [id, !hidden.includes(id)])),
    [allIds, hidden],
  );

  const tableColumns = useMemo<ColumnDef<T>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        // Sorting is the server's; TanStack only needs an accessor to allow it.
        accessorFn: () => null,
        header: column.header,
        cell: (context) => column.cell(context.row.original),
        enableSorting: column.sortable ?? false,
        enableHiding: column.hideable ?? true,
        meta: column,
      })),
    [columns],
  );

  const sorting = useMemo(() => parseSort(query.sort), [query.sort]);
  const handleSortingChange = (updater: Updater<SortingState>) => {
    const next = typeof updater === 'function' ? updater(sorting) : updater;
    onQueryChange({ ...query, sort: formatSort(next), page: 0 });
  };

  const table = useReactTable({
    data: rows ?? [],
    columns: tableColumns,
    getRowId,
    state: { sorting, columnVisibility: visibility, columnOrder: order, expanded },
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    sortDescFirst: false,
    onSortingChange: handleSortingChange,
    onExpandedChange: setExpanded,
    getRowCanExpand: () => renderExpanded !== undefined,
    getCoreRowModel: getCoreRowModel(),
    getExpandedRowModel: getExpandedRowModel(),
  });

  const handleToggleColumn = (id: string) => {
    const column = columns.find((c) => c.id === id);
    if (column) setSettings(toggleColumn(settings, column));
  };
  const handleMoveColumn = (id: string, delta: -1 | 1) => {
    const next = [...order];
    const from = next.indexOf(id);
    const to = from + delta;
    if (from < 0 || to < 0 || to >= next.length) return;
    [next[from], next[to]] = [next[to]!, next[from]!];
    setSettings({ ...settings, order: next });
  };

  const visibleColumns = table.getVisibleLeafColumns();
  const span = visibleColumns.length + (renderExpanded ? 1 : 0);
  const firstLoad = rows === undefined && !error;
  const empty = !error && rows !== undefined && rows.length === 0;

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        alignItems={{ sm: 'center' }}
        sx={{ p: 1.5 }}
      >
        {searchable && (
          <TextField
            size="small"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            placeholder={searchPlaceholder ?? t('dataTable.search')}
            slotProps={{
              htmlInput: {
                'aria-label': searchPlaceholder ?? t('dataTable.search'),
                maxLength: 200,
              },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
            sx={{ minWidth: { sm: 280 } }}
          />
        )}
        <Box sx={{ flex: 1 }} />
        {toolbar}
        <ColumnMenu
          columns={order.map((id) => {
            const column = columns.find((c) => c.id === id)!;
            return { id, label: columnName(column), hideable: column.hideable ?? true };
          })}
          hidden={hidden}
          onToggle={handleToggleColumn}
          onMove={handleMoveColumn}
          onReset={() => setSettings({ hidden: [], order: [] })}
        />
        {bulkActions}
      </Stack>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={t('common.loading')} />}</Box>
      <TableContainer>
        <Table size="small" aria-label={label} aria-busy={loading} sx={compactCells}>
          <TableHead>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id}>
                {renderExpanded && (
                  <TableCell padding="checkbox">
                    <VisuallyHidden>{t('dataTable.detailsColumn')}</VisuallyHidden>
                  </TableCell>
                )}
                {group.headers.map((header) => {
                  const meta = header.column.columnDef.meta as DataTableColumn<T>;
                  const sorted = header.column.getIsSorted();
                  return (
                    <TableCell
                      key={header.id}
                      align={meta.align}
                      padding={meta.id === 'select' ? 'checkbox' : 'normal'}
                      sx={{
                        width: meta.width,
                        fontWeight: 600,
                        ...(meta.pin === 'end' ? pinnedEnd : {}),
                      }}
                      sortDirection={sorted === false ? false : sorted}
                    >
                      {!meta.header ? (
                        <VisuallyHidden>{columnName(meta)}</VisuallyHidden>
                      ) : header.column.getCanSort() ? (
                        <TableSortLabel
                          active={sorted !== false}
                          direction={sorted === false ? 'asc' : sorted}
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {flexRender(header.column.columnDef.header, header.getContext())}
                        </TableSortLabel>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableHead>
          <TableBody>
            {error && (
              <TableRow>
                <TableCell colSpan={span} sx={{ py: 2 }}>
                  <Alert severity="error" role="alert">
                    {typeof error === 'string' ? error : error.message}
                  </Alert>
                </TableCell>
              </TableRow>
            )}
            {firstLoad &&
              Array.from({ length: 3 }, (_, i) => (
                <TableRow key={`skeleton-${i}`}>
                  {Array.from({ length: span }, (_, j) => (
                    <TableCell key={j}>
                      <Skeleton variant="text" />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            {empty && (
              <TableRow>
                <TableCell colSpan={span} align="center" sx={{ py: 6 }}>
                  <Typography color="text.secondary">{t('dataTable.noData')}</Typography>
                </TableCell>
              </TableRow>
            )}
            {table.getRowModel().rows.map((row) => (
              <Fragment key={row.id}>
                <TableRow
                  hover
                  onClick={onRowClick ? () => onRowClick(row.original) : undefined}
                  sx={onRowClick ? { cursor: 'pointer' } : undefined}
                >
                  {renderExpanded && (
                    <TableCell padding="checkbox">
                      <IconButton
                        size="small"
                        aria-label={
                          row.getIsExpanded() ? t('dataTable.collapse') : t('dataTable.expand')
                        }
                        aria-expanded={row.getIsExpanded()}
                        onClick={row.getToggleExpandedHandler()}
                      >
                        {row.getIsExpanded() ? (
                          <KeyboardArrowDownIcon fontSize="small" />
                        ) : (
                          <KeyboardArrowRightIcon fontSize="small" />
                        )}
                      </IconButton>
                    </TableCell>
                  )}
                  {row.getVisibleCells().map((cell) => {
                    const meta = cell.column.columnDef.meta as DataTableColumn<T>;
                    const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                    return (
                      <TableCell
                        key={cell.id}
                        align={meta.align}
                        padding={meta.id === 'select' ? 'checkbox' : 'normal'}
                        sx={{
                          ...(meta.nowrap ? { whiteSpace: 'nowrap' } : {}),
                          ...(meta.pin === 'end' ? pinnedEnd : {}),
                        }}
                      >
                        {meta.truncate ? (
                          <Box
                            component="span"
                            title={meta.truncate.text(row.original)}
                            sx={{
                              display: 'block',
                              maxWidth: meta.truncate.width,
                              overflow: 'hidden',
                              textOverflow: 'ellipsis',
                              whiteSpace: 'nowrap',
                            }}
                          >
                            {content}
                          </Box>
                        ) : (
                          content
                        )}
                      </TableCell>
                    );
                  })}
                </TableRow>
                {renderExpanded && row.getIsExpanded() && (
                  <TableRow>
                    <TableCell colSpan={span} sx={{ bgcolor: 'action.hover' }}>
                      <Collapse in appear>
                        {renderExpanded(row.original)}
                      </Collapse>
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={totalElements}
        page={totalElements === 0 ? 0 : query.page}
        {...(totalIsCapped
          ? {
              labelDisplayedRows: ({
                from,
                to,
                count,
              }: {
                from: number;
                to: number;
                count: number;
              }) => `${from}–${to} of ${count.toLocaleString()}+`,
            }
          : {})}
        rowsPerPage={query.size}
        rowsPerPageOptions={[...pageSizes]}
        onPageChange={(_, page) => onQueryChange({ ...query, page })}
        onRowsPerPageChange={(event) =>
          onQueryChange({ ...query, size: Number(event.target.value), page: 0 })
        }
      />
    </Paper>
  );
}
