import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ViewColumnOutlinedIcon from '@mui/icons-material/ViewColumnOutlined';
import {
  Button,
  Checkbox,
  Divider,
  IconButton,
  ListItemText,
  Menu,
  MenuItem,
  Stack,
} from '@mui/material';
import { useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

export type ColumnMenuItem = { id: string; label: string; hideable: boolean };

export type ColumnMenuProps = {
  columns: ColumnMenuItem[];
  hidden: readonly string[];
  onToggle: (id: string) => void;
  onMove: (id: string, delta: -1 | 1) => void;
  onReset: () => void;
};

/** Show, hide and reorder the columns of a table. */
export function ColumnMenu({ columns, hidden, onToggle, onMove, onReset }: ColumnMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const handleOpen = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);

  return (
    <>
      <Button
        size="small"
        startIcon={<ViewColumnOutlinedIcon />}
        onClick={handleOpen}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
      >
        {t('dataTable.columns')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {columns.map((column, index) => (
          <MenuItem
            key={column.id}
            dense
            onClick={() => column.hideable && onToggle(column.id)}
            disabled={!column.hideable}
          >
            <Checkbox
              size="small"
              edge="start"
              checked={!hidden.includes(column.id)}
              tabIndex={-1}
              slotProps={{
                input: { 'aria-label': t('dataTable.showColumn', { column: column.label }) },
              }}
            />
            <ListItemText>{column.label}</ListItemText>
            <Stack direction="row" sx={{ ml: 2 }}>
              <IconButton
                size="small"
                disabled={index === 0}
                aria-label={t('dataTable.moveUp', { column: column.label })}
                onClick={(event) => {
                  event.stopPropagation();
                  onMove(column.id, -1);
                }}
              >
                <ArrowUpwardIcon fontSize="inherit" />
              </IconButton>
              <IconButton
                size="small"
                disabled={index === columns.length - 1}
                aria-label={t('dataTable.moveDown', { column: column.label })}
                onClick={(event) => {
                  event.stopPropagation();
                  onMove(column.id, 1);
                }}
              >
                <ArrowDownwardIcon fontSize="inherit" />
              </IconButton>
            </Stack>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem dense onClick={onReset}>
          {t('dataTable.resetColumns')}
        </MenuItem>
      </Menu>
    </>
  );
}
