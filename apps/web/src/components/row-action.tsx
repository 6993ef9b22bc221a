import { IconButton, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';

export type RowActionProps = {
  /** What the button does ("Edit"), shown as its tooltip. */
  title: string;
  /** Names the row for screen readers: the button is "{title} {name}" ("Edit Jane Doe"). */
  name: string;
  icon: ReactNode;
  disabled?: boolean;
  onClick: () => void;
};

/** A small icon button of a table row's actions, with a tooltip. */
export function RowAction({ title, name, icon, disabled, onClick }: RowActionProps) {
  return (
    <Tooltip title={title}>
      <IconButton
        size="small"
        aria-label={`${title} ${name}`}
        disabled={disabled}
        onClick={onClick}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
}
