import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { PublicLayout } from './public-layout.tsx';

export type StatusScreenProps = {
  icon?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
};

/** A public message screen: icon, heading, a few lines, actions. */
export function StatusScreen({ icon, title, children, actions }: StatusScreenProps) {
  return (
    <PublicLayout>
      <Stack spacing={2.5} alignItems="center" textAlign="center">
        {icon && (
          <Box
            sx={{
              display: 'grid',
              placeItems: 'center',
              width: 56,
              height: 56,
              borderRadius: '50%',
              bgcolor: 'action.hover',
              color: 'primary.main',
              '& svg': { fontSize: 30 },
            }}
          >
            {icon}
          </Box>
        )}
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {children && (
          <Stack spacing={1.5} sx={{ color: 'text.secondary', maxWidth: 460 }}>
            {children}
          </Stack>
        )}
        {actions && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ pt: 1 }}
            justifyContent="center"
          >
            {actions}
          </Stack>
        )}
      </Stack>
    </PublicLayout>
  );
}
