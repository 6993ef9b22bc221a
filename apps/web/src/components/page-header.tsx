import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export type PageHeaderProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons on the right (stacked under the title on small screens). */
  actions?: ReactNode;
};

/** The heading of a screen: its h1, an optional line under it and the screen's main actions. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-end' }}>
      <Stack spacing={0.5} sx={{ flex: 1 }}>
        <Typography variant="h2" component="h1">
          {title}
        </Typography>
        {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
      </Stack>
      {actions}
    </Stack>
  );
}
