import MenuIcon from '@mui/icons-material/Menu';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { accountDisplayName, isActingAsProvider } from '@cyber/domain';
import { AppBar, Box, Chip, IconButton, Stack, Toolbar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { paths } from '../../config/paths.ts';
import { useEnv } from '../../features/auth/api/get-env.ts';
import { AgencyLogo } from '../../features/logos/components/agency-logo.tsx';
import { LinkBehavior } from '../../components/link-behavior.tsx';
import { TeamSelector } from '../../features/teams/components/team-selector.tsx';
import { useCurrentUser } from '../../lib/auth/current-user.tsx';
import { UserMenu } from './user-menu.tsx';

export type HeaderProps = { onOpenNav: () => void };

export function Header({ onOpenNav }: HeaderProps) {
  const { t } = useTranslation();
  const { me, persona, ghosting, claims } = useCurrentUser();
  // Provider staff choose a team (spec 1 §6); 'All' is offered in the ACCOUNT realm.
  const showTeams = isActingAsProvider(claims);
  const env = useEnv();
  const envName = env.data?.envName;

  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 1.5 }}>
        <IconButton
          edge="start"
          onClick={onOpenNav}
          aria-label={t('header.openNav')}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Box
          component={LinkBehavior}
          href={paths.persona.dashboard(persona)}
          sx={{ textDecoration: 'none', color: 'inherit', display: 'flex' }}
        >
          <BrandLogo />
        </Box>
        {me.account.accountType === 'AGENCY' && (
          <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
            <AgencyLogo
              agencyId={me.account.id}
              hasLogo={me.account.logos?.small ?? false}
              agencyName={accountDisplayName(me.account)}
            />
          </Box>
        )}
        {envName && envName !== 'prod' && (
          <Chip label={envName.toUpperCase()} size="small" color="secondary" variant="outlined" />
        )}
        <Box sx={{ flex: 1 }} />
        <Stack direction="row" spacing={1.5} alignItems="center">
          {showTeams && (
            <Box sx={{ display: { xs: 'none', lg: 'block' } }}>
              <TeamSelector accountId={claims.accountId} includeAll={claims.realm === 'ACCOUNT'} />
            </Box>
          )}
          {ghosting && (
            <Chip
              icon={<VisibilityOutlinedIcon />}
              color="warning"
              label={t('header.viewingAs', { account: accountDisplayName(me.account) })}
            />
          )}
          <UserMenu />
        </Stack>
      </Toolbar>
    </AppBar>
  );
}
