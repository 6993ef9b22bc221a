import { isActingAsProvider, PARTNER_SEGMENTS, type PartnerSegment } from '@cyber/domain';
import { Alert, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { MembersPanel } from './members-dialog.tsx';
import { OrganisationTab } from './organisation-tab.tsx';

const isSegment = (value: string | null): value is PartnerSegment =>
  !!value && (PARTNER_SEGMENTS as readonly string[]).includes(value);

/**
 * {persona}/organisations: provider staff get one tab per partner type; a cluster or an aggregator
 * sees the agencies grouped under it (its admin may remove them).
 */
export function OrganisationsScreen() {
  const { t } = useTranslation();
  const { claims, persona, me, permissions, scopes } = useScreenUser();
  if (!isActingAsProvider(claims) || !permissions.includes('organisation:view')) {
    if (persona === 'cluster' || persona === 'da') {
      return (
        <Stack spacing={3}>
          <Typography variant="h2" component="h1">
            {t('organisations.membersTitle', { name: me.account.name })}
          </Typography>
          <MembersPanel
            segment={persona}
            groupId={undefined}
            groupName={me.account.name}
            canAdd={false}
            canRemove={scopes.includes('role:admin')}
          />
        </Stack>
      );
    }
    return <Alert severity="info">{t('organisations.providerOnly')}</Alert>;
  }
  return <ProviderOrganisations />;
}

function useScreenUser() {
  const { claims, persona, me, permissions } = useCurrentUser();
  return { claims, persona, me, permissions, scopes: claims.scopes };
}

function ProviderOrganisations() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const segment: PartnerSegment = isSegment(tabParam) ? tabParam : 'da';
  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Typography variant="h2" component="h1">
          {t('organisations.title')}
        </Typography>
        <Typography color="text.secondary">{t('organisations.subtitle')}</Typography>
      </Stack>
      <Tabs
        value={segment}
        onChange={(_, value: PartnerSegment) => setParams({ tab: value }, { replace: true })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('organisations.title')}
      >
        {PARTNER_SEGMENTS.map((s) => (
          <Tab key={s} value={s} label={t(`organisations.tabs.${s}`)} id={`org-tab-${s}`} />
        ))}
      </Tabs>
      <div role="tabpanel" aria-labelledby={`org-tab-${segment}`}>
        <OrganisationTab key={segment} segment={segment} />
      </div>
    </Stack>
  );
}
