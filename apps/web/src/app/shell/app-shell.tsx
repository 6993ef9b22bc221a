import { Box, Toolbar } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Header } from './header.tsx';
import { SideNav } from './side-nav.tsx';

export type AppShellProps = { children: ReactNode };

/** The signed-in frame (DESIGN §3): app bar on top, persona navigation at the side. */
export function AppShell({ children }: AppShellProps) {
  const [mobileOpen, setMobileOpen] = useState(false);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Header onOpenNav={() => setMobileOpen(true)} />
      <SideNav mobileOpen={mobileOpen} onClose={() => setMobileOpen(false)} />
      <Box component="main" sx={{ flex: 1, minWidth: 0 }}>
        <Toolbar />
        <Box sx={{ p: { xs: 2, sm: 3, lg: 4 }, maxWidth: 1400, mx: 'auto' }}>{children}</Box>
      </Box>
    </Box>
  );
}
