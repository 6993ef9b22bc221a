import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, Divider, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type RowActionsMenuItem = {
  /** What the item does ("Download proposal"): the item's visible text and accessible name. */
  label: string;
  icon?: ReactNode;
  disabled?: boolean;
  /** Destructive (delete): shown last, after a divider, in the error colour. */
  danger?: boolean;
  onClick: () => void;
};

export type RowActionsMenuProps = {
  /** Names the row for screen readers: the button is "Actions {name}" ("Actions Q-2026-0000101"). */
  name: string;
  items: RowActionsMenuItem[];
};

/**
 * A table row's actions behind one "Actions" button: a menu of labelled items, the destructive
 * ones last and in the error colour. The menu closes before an item acts, so a dialog the item
 * opens gets the focus.
 */
export function RowActionsMenu({ name, items }: RowActionsMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const safe = items.filter((item) => !item.danger);
  const danger = items.filter((item) => item.danger);
  const render = (item: RowActionsMenuItem) => (
    <MenuItem
      key={item.label}
      dense
      disabled={item.disabled}
      onClick={() => {
        setAnchor(null);
        item.onClick();
      }}
      sx={item.danger ? { color: 'error.main' } : undefined}
    >
      {item.icon && (
        <ListItemIcon sx={item.danger ? { color: 'error.main' } : undefined}>
          {item.icon}
        </ListItemIcon>
      )}
      <ListItemText>{item.label}</ListItemText>
    </MenuItem>
  );
  return (
    <>
      <Button
        id={buttonId}
        size="small"
        endIcon={<ArrowDropDownIcon />}
        aria-label={`${t('dataTable.rowActions')} ${name}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ whiteSpace: 'nowrap', px: 0.75, '& .MuiButton-endIcon': { ml: 0.25 } }}
      >
        {t('dataTable.rowActions')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId, dense: true } }}
      >
        {safe.map(render)}
        {safe.length > 0 && danger.length > 0 && <Divider />}
        {danger.map(render)}
      </Menu>
    </>
  );
}
