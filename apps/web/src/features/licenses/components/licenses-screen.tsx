import { Alert, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { AgencyLicensesTab } from './agency-licenses-tab.tsx';
import { AgentLicensesTab } from './agent-licenses-tab.tsx';
import { SurplusLicensesTab } from './surplus-licenses-tab.tsx';
import { isActingAsProvider } from '@cyber/domain';
import { paths } from '../../../config/paths.ts';

const TABS = ['agency', 'agent', 'surplus'] as const;
type LicenseTab = (typeof TABS)[number];

/**
 * {persona}/manage/licenses: agency licences, agent licences and surplus licences. Agency admins
 * and provider staff with `agency:manage` add, edit and delete; agents only read.
 */
export function LicensesScreen() {
  const { t } = useTranslation();
  const { claims, permissions, me, persona } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const tab: LicenseTab = TABS.find((x) => x === params.get('tab')) ?? 'agency';
  const isProvider = isActingAsProvider(claims);
  const isProviderAdmin = isProvider && (claims.scopes ?? []).includes('role:admin');
  const canManage = permissions.includes('agency:manage');

  const heading = (
    <Typography variant="h2" component="h1">
      {t('licenses.title')}
    </Typography>
  );
  // state licences are a US matter: a UK brokerage (reaching the page by its address) is told so
  if (!isProvider && me.account.region === 'UK') {
    return (
      <Stack spacing={3} alignItems="flex-start">
        {heading}
        <Alert severity="info">{t('licenses.notForRegion')}</Alert>
        <Button variant="contained" href={paths.persona.dashboard(persona)}>
          {t('nav.dashboard')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        {heading}
        <Typography color="text.secondary">{t('licenses.subtitle')}</Typography>
      </Stack>
      <Tabs
        value={tab}
        onChange={(_e, next: LicenseTab) => setParams({ tab: next }, { replace: true })}
        aria-label={t('licenses.title')}
      >
        {TABS.map((key) => (
          <Tab key={key} value={key} label={t(`licenses.tabs.${key}`)} />
        ))}
      </Tabs>
      {tab === 'agency' && <AgencyLicensesTab canManage={canManage} isProvider={isProvider} />}
      {tab === 'agent' && <AgentLicensesTab canManage={canManage} isProvider={isProvider} />}
      {tab === 'surplus' && (
        <SurplusLicensesTab
          canManage={canManage}
          isProvider={isProvider}
          isProviderAdmin={isProviderAdmin}
        />
      )}
    </Stack>
  );
}
