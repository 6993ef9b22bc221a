import {
  Box,
  Chip,
  Drawer,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Toolbar,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useCurrentUser } from '../../lib/auth/current-user.tsx';
import { navigationFor } from './navigation.ts';

export const SIDE_NAV_WIDTH = 280;

export type SideNavProps = {
  mobileOpen: boolean;
  onClose: () => void;
};

function NavList({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { persona, permissions, me } = useCurrentUser();
  const items = navigationFor(persona, permissions, me.account.region);

  return (
    <Box component="nav" aria-label={t('nav.main')} sx={{ px: 1.5, py: 2 }}>
      <Typography
        variant="overline"
        color="text.secondary"
        sx={{ px: 1.5, display: 'block', mb: 0.5 }}
      >
        {t(`accountType.${me.account.accountType}`)}
      </Typography>
      <List disablePadding sx={{ display: 'grid', gap: 0.25 }}>
        {items.map(({ key, icon: Icon, href }) => (
          <ListItem key={key} disablePadding>
            {href ? (
              <ListItemButton
                component={RouterLink}
                to={href}
                selected={pathname === href || pathname.startsWith(`${href}/`)}
                onClick={onNavigate}
              >
                <ListItemIcon>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={t(`nav.${key}`)} />
              </ListItemButton>
            ) : (
              // No aria-label: the name is what the entry shows, its label and 'Coming soon'.
              <ListItemButton disabled>
                <ListItemIcon>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={t(`nav.${key}`)} slotProps={{ primary: { noWrap: true } }} />
                <Chip
                  label={t('common.comingSoon')}
                  size="small"
                  variant="outlined"
                  sx={{
                    height: 20,
                    fontSize: 10.5,
                    flexShrink: 0,
                    ml: 1,
                    '& .MuiChip-label': { px: 0.75 },
                  }}
                />
              </ListItemButton>
            )}
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

/** Permanent on wide screens, a drawer on narrow ones. */
export function SideNav({ mobileOpen, onClose }: SideNavProps) {
  return (
    <>
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={onClose}
        ModalProps={{ keepMounted: true }}
        sx={{
          display: { xs: 'block', md: 'none' },
          '& .MuiDrawer-paper': { width: SIDE_NAV_WIDTH },
        }}
      >
        <NavList onNavigate={onClose} />
      </Drawer>
      <Drawer
        variant="permanent"
        open
        sx={{
          display: { xs: 'none', md: 'block' },
          width: SIDE_NAV_WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: SIDE_NAV_WIDTH, boxSizing: 'border-box' },
        }}
      >
        <Toolbar />
        <NavList />
      </Drawer>
    </>
  );
}
