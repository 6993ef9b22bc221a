import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import FeedbackOutlinedIcon from '@mui/icons-material/FeedbackOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import {
  Box,
  ButtonBase,
  Divider,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Switch,
  Typography,
} from '@mui/material';
import { useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { paths } from '../../config/paths.ts';
import { FeedbackDialog } from '../../features/engagement/components/feedback-dialog.tsx';
import { useMyAccounts } from '../../features/jump/api/get-my-accounts.ts';
import { SwitchAccountDialog } from '../../features/jump/components/switch-account-dialog.tsx';
import { updateUiSettings, useUiSettings } from '../../lib/ui-settings.ts';
import { useCurrentUser } from '../../lib/auth/current-user.tsx';

/** Who is signed in, atop the account menu. */
function MenuIdentity({ fullName, email }: { fullName: string; email: string }) {
  return (
    <Box sx={{ px: 2, py: 1.5 }}>
      <Typography variant="subtitle2">{fullName}</Typography>
      <Typography variant="body2" color="text.secondary">
        {email}
      </Typography>
    </Box>
  );
}
// Not an item (as MUI marks its Divider): the menu's focus starts at the first item below it
// instead of making this text focusable, which also gave the menu a child it may not hold.
MenuIdentity.muiSkipListHighlight = true;

/** The header's account menu: who is signed in, My profile, the theme switch and Log out. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { me, persona } = useCurrentUser();
  const { theme } = useUiSettings();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [switching, setSwitching] = useState(false);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const myAccounts = useMyAccounts();
  const accounts = myAccounts.data ?? [];
  const menuId = useId();
  const open = anchor !== null;
  const roleName = t(`role.${me.role.name}`, { defaultValue: me.role.name });

  const handleOpen = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const handleClose = () => setAnchor(null);
  const handleToggleTheme = () => updateUiSettings({ theme: theme === 'dark' ? 'light' : 'dark' });
  const handleSwitch = () => {
    handleClose();
    setSwitching(true);
  };
  const handleFeedback = () => {
    handleClose();
    setFeedbackOpen(true);
  };
  const handleLogout = () => {
    handleClose();
    void navigate(paths.logout.href());
  };

  return (
    <>
      <ButtonBase
        onClick={handleOpen}
        // The name holds what the button shows (initials, name and role) so speech users can say
        // what they see; the spaces between the parts below, not rendered between boxes, keep
        // them apart in the button's text too.
        aria-label={t('header.userMenu', {
          initials: me.initials,
          name: me.fullName,
          role: roleName,
        })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        sx={{ borderRadius: 99, p: 0.5, pr: { xs: 0.5, md: 1.5 }, gap: 1 }}
      >
        <UserAvatar user={me} size={34} />{' '}
        <Box sx={{ display: { xs: 'none', md: 'block' }, textAlign: 'left' }}>
          <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
            {me.fullName}
          </Typography>{' '}
          <Typography variant="caption" color="text.secondary" sx={{ lineHeight: 1.2 }}>
            {roleName}
          </Typography>
        </Box>
      </ButtonBase>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={handleClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 260, mt: 1 } } }}
      >
        <MenuIdentity fullName={me.fullName} email={me.email} />
        <Divider />
        <MenuItem component={RouterLink} to={paths.persona.profile(persona)} onClick={handleClose}>
          <ListItemIcon>
            <PersonOutlineIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('header.profile')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={handleToggleTheme}>
          <ListItemIcon>
            <DarkModeOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('header.darkMode')}</ListItemText>
          <Switch
            edge="end"
            size="small"
            checked={theme === 'dark'}
            tabIndex={-1}
            slotProps={{ input: { 'aria-label': t('header.darkMode') } }}
          />
        </MenuItem>
        {accounts.length > 1 && <Divider />}
        {accounts.length > 1 && (
          <MenuItem onClick={handleSwitch}>
            <ListItemIcon>
              <SwapHorizIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('switchAccount.menu')}</ListItemText>
          </MenuItem>
        )}
        <Divider />
        <MenuItem onClick={handleFeedback}>
          <ListItemIcon>
            <FeedbackOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('feedback.menu')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={handleLogout}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('header.logout')}</ListItemText>
        </MenuItem>
      </Menu>
      <FeedbackDialog open={feedbackOpen} onClose={() => setFeedbackOpen(false)} />
      <SwitchAccountDialog
        open={switching}
        accounts={accounts}
        onClose={() => setSwitching(false)}
      />
    </>
  );
}
