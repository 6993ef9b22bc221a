import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import UpcomingOutlinedIcon from '@mui/icons-material/UpcomingOutlined';
import {
  accountDisplayName,
  isActingAsProvider,
  matchPermissions,
  readsByPaper,
  REGION_SETTINGS,
} from '@cyber/domain';
import { Chip, Grid, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/detail-list.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useEnv } from '../../../features/auth/api/get-env.ts';
import { JumpCard } from '../../../features/jump/components/jump-card.tsx';
import { RecentClaimsCard } from '../../../features/claims/components/recent-claims-card.tsx';
import { PortfolioRiskCard } from '../../../features/accounts/components/portfolio-risk-card.tsx';
import { BookCard } from '../../../features/policies/index.ts';
import { FinancedPoliciesCard } from '../../../features/billing/index.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { navigationFor } from '../../shell/navigation.ts';
import { DashboardTabs } from './dashboard-tabs.tsx';

/** Each persona's home: who is signed in, for which organisation, and what is coming. */
export function DashboardRoute() {
  const { t } = useTranslation();
  const { me, persona, permissions, claims } = useCurrentUser();
  // Provider staff in their own account can open any organisation (spec 1 §6).
  const canJump = persona === 'admin' && isActingAsProvider(claims);
  const env = useEnv();
  useDocumentTitle(t('nav.dashboard'));

  const { account } = me;
  const regionSettings = REGION_SETTINGS[account.region];
  const accountTypeLabel = t(`accountType.${account.accountType}`);
  const lastSignIn = formatDateTime(me.lastLoginAt);
  const upcoming = navigationFor(persona, permissions).filter((item) => item.href === null);
  // The book (decision 042): provider staff, an agency, a policyholder or a carrier (its paper).
  const seesBook =
    matchPermissions(permissions, 'policy:view') &&
    (isActingAsProvider(claims) ||
      ['AGENCY', 'CUSTOMER'].includes(account.accountType) ||
      // carriers (and reinsurers): the book on their paper; clusters and aggregators their member
      // agencies'; MSSPs their accounts'
      readsByPaper(account.accountType) ||
      // premium processors the policies they finance
      ['CLUSTER', 'DIGITAL', 'MSSP', 'PREMIUM_PROCESSOR'].includes(account.accountType));
  // The lists of spec 3 §2 /agency/dashboard?tab=: the agency's, and provider staff's of all.
  const hasTabs = persona === 'agency' || (persona === 'admin' && isActingAsProvider(claims));

  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Typography variant="h2" component="h1">
          {t('dashboard.welcome', { name: me.firstName })}
        </Typography>
        <Typography color="text.secondary">
          {t('dashboard.subtitle', { persona: accountTypeLabel.toLowerCase() })}
        </Typography>
      </Stack>

      <Grid container spacing={3}>
        {seesBook && (
          <Grid size={12}>
            <BookCard persona={persona} showQuotes={matchPermissions(permissions, 'quote:view')} />
          </Grid>
        )}
        {hasTabs && (
          <Grid size={12}>
            <DashboardTabs />
          </Grid>
        )}
        {/* an MSSP looks after its clients' security: their risk */}
        {account.accountType === 'MSSP' && matchPermissions(permissions, 'account:view') && (
          <Grid size={{ xs: 12, xl: 8 }}>
            <PortfolioRiskCard persona={persona} />
          </Grid>
        )}
        {/* a premium processor's work is the policies it finances */}
        {account.accountType === 'PREMIUM_PROCESSOR' &&
          matchPermissions(permissions, 'billing:view') && (
            <Grid size={{ xs: 12, xl: 8 }}>
              <FinancedPoliciesCard persona={persona} />
            </Grid>
          )}
        {/* a vendor's work is the claims assigned to it */}
        {account.accountType === 'VENDOR' && matchPermissions(permissions, 'claim:view') && (
          <Grid size={{ xs: 12, xl: 8 }}>
            <RecentClaimsCard persona={persona} />
          </Grid>
        )}
        <Grid size={{ xs: 12, md: 6, xl: 4 }}>
          <SectionCard title={t('dashboard.profile')} icon={<BadgeOutlinedIcon color="primary" />}>
            <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2.5 }}>
              <UserAvatar user={me} size={48} />
              <Stack sx={{ minWidth: 0 }}>
                <Typography
                  variant="subtitle1"
                  sx={{ fontWeight: 600 }}
                  data-testid="user-full-name"
                >
                  {me.fullName}
                </Typography>
                <Typography variant="body2" color="text.secondary" noWrap>
                  {me.email}
                </Typography>
              </Stack>
            </Stack>
            <DetailList
              items={[
                { label: t('dashboard.name'), value: me.fullName },
                { label: t('dashboard.email'), value: me.email, testId: 'user-email' },
                {
                  label: t('dashboard.role'),
                  value: t(`role.${me.role.name}`, { defaultValue: me.role.name }),
                  testId: 'user-role',
                },
              ]}
            />
          </SectionCard>
        </Grid>

        <Grid size={{ xs: 12, md: 6, xl: 4 }}>
          <SectionCard
            title={t('dashboard.organisation')}
            icon={<BusinessOutlinedIcon color="primary" />}
          >
            <DetailList
              items={[
                {
                  label: t('dashboard.organisationName'),
                  value: accountDisplayName(account),
                  testId: 'organisation-name',
                },
                {
                  label: t('dashboard.accountType'),
                  value: (
                    <Chip
                      size="small"
                      label={accountTypeLabel}
                      color="primary"
                      variant="outlined"
                    />
                  ),
                  testId: 'account-type',
                },
                {
                  label: t('dashboard.region'),
                  value: `${t(`region.${account.region}`)} (${regionSettings.language})`,
                  testId: 'organisation-region',
                },
                {
                  label: t('dashboard.currency'),
                  value: `${regionSettings.currency} (${regionSettings.currencySymbol})`,
                },
              ]}
            />
          </SectionCard>
        </Grid>

        <Grid size={{ xs: 12, md: 6, xl: 4 }}>
          <SectionCard
            title={t('dashboard.session')}
            icon={<ScheduleOutlinedIcon color="primary" />}
          >
            <DetailList
              items={[
                {
                  label: t('dashboard.lastSignIn'),
                  value: lastSignIn ?? t('dashboard.firstSignIn'),
                  testId: 'last-sign-in',
                },
                {
                  label: t('dashboard.mfa'),
                  value:
                    me.mfaType === 'NONE'
                      ? t('dashboard.mfaOff')
                      : t('dashboard.mfaOn', { type: me.mfaType }),
                },
                {
                  label: t('dashboard.environment'),
                  value: env.data?.envName ?? t('common.notAvailable'),
                },
              ]}
            />
          </SectionCard>
        </Grid>

        {canJump && (
          <Grid size={{ xs: 12, xl: 8 }}>
            <JumpCard />
          </Grid>
        )}

        {upcoming.length > 0 && (
          <Grid size={{ xs: 12, md: 6, xl: 12 }}>
            <SectionCard
              title={t('dashboard.upcoming')}
              icon={<UpcomingOutlinedIcon color="primary" />}
            >
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {t('dashboard.upcomingBody')}
              </Typography>
              <Stack direction="row" useFlexGap flexWrap="wrap" gap={1}>
                {upcoming.map(({ key, icon: Icon }) => (
                  <Chip key={key} icon={<Icon />} label={t(`nav.${key}`)} variant="outlined" />
                ))}
              </Stack>
            </SectionCard>
          </Grid>
        )}
      </Grid>
    </Stack>
  );
}

export { DashboardRoute as Component };
