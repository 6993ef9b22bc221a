import { Box, Container, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { appConfig } from '../config/env.ts';
import { BrandLogo } from './brand-logo.tsx';

export type PublicLayoutProps = {
  children: ReactNode;
  /** Width of the card: `sm` for messages, `md` for forms with more room. */
  maxWidth?: 'xs' | 'sm' | 'md';
};

/** The frame of every public screen: the mark on top, one card, a quiet footer. */
export function PublicLayout({ children, maxWidth = 'sm' }: PublicLayoutProps) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <Container maxWidth={maxWidth} sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Stack sx={{ py: { xs: 4, sm: 6 } }} alignItems="center">
          <BrandLogo />
        </Stack>
        <Paper variant="outlined" component="main" sx={{ p: { xs: 3, sm: 5 } }}>
          {children}
        </Paper>
        <Typography
          variant="caption"
          color="text.secondary"
          align="center"
          sx={{ display: 'block', py: 4, mt: 'auto' }}
        >
          © {new Date().getFullYear()} {appConfig.appName}
        </Typography>
      </Container>
    </Box>
  );
}
