import {
  DASHBOARD_TABS,
  isActingAsProvider,
  matchPermissions,
  type DashboardTab,
  type Permission,
} from '@cyber/domain';
import { Card, CardContent, Chip, Stack, Tab, Tabs } from '@mui/material';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../../features/accounts/index.ts';
import { AccountsScreen } from '../../../features/accounts/components/accounts-screen.tsx';
import { PolicyListScreen } from '../../../features/policies/index.ts';
import { QuotesScreen } from '../../../features/quotes/components/quotes-screen.tsx';
import { SubmissionsScreen } from '../../../features/submissions/index.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';

/** Who sees each tab. */
const TAB_PERMISSION: Record<DashboardTab, Permission> = {
  QUOTES: 'quote:view',
  BINDERS: 'policy:view',
  POLICIES: 'policy:view',
  ACCOUNTS: 'account:view',
  SUBMISSIONS: 'quote:view',
};

const isTab = (value: string | null): value is DashboardTab =>
  (DASHBOARD_TABS as readonly string[]).includes(value ?? '');

/** The account the tabs are narrowed to, by name (its chip removes the narrowing). */
function AccountChip({ accountId, onDelete }: { accountId: string; onDelete: () => void }) {
  const { t } = useTranslation();
  const account = useAccount(accountId);
  const name = account.data?.name ?? (account.isError ? t('dashboard.tabs.unknownAccount') : '…');
  return (
    <Chip
      color="primary"
      variant="outlined"
      label={t('dashboard.tabs.forAccount', { name })}
      onDelete={onDelete}
      data-testid="dashboard-account-filter"
    />
  );
}

/**
 * The dashboard's lists (spec 3 §2 `/agency/dashboard?tab=QUOTES|BINDERS|POLICIES|ACCOUNTS|
 * SUBMISSIONS&prefilterAccountId=`): one tab at a time, 20 rows, the tab and the account in the
 * address (a shareable link; switching tabs replaces it). `prefilterAccountId` narrows the
 * quotes, binders, policies and submissions to one account; the accounts tab filters by type.
 */
export function DashboardTabs() {
  const { t } = useTranslation();
  const { persona, permissions, claims } = useCurrentUser();
  const provider = isActingAsProvider(claims);
  const [params, setParams] = useSearchParams();
  const tabs = DASHBOARD_TABS.filter((tab) => matchPermissions(permissions, TAB_PERMISSION[tab]));
  const requested = params.get('tab');
  const tab = isTab(requested) && tabs.includes(requested) ? requested : tabs[0];
  const accountId = params.get('prefilterAccountId') ?? undefined;
  if (!tab) return null;

  const update = (change: (next: URLSearchParams) => void) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        // a row opened on one tab does not follow to another
        next.delete('policy');
        next.delete('submission');
        change(next);
        return next;
      },
      { replace: true },
    );
  const canManage = matchPermissions(permissions, 'quote:manage');

  return (
    <Card component="section" aria-label={t('dashboard.tabs.label')}>
      <CardContent sx={{ p: 3, '&:last-child': { pb: 3 } }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          alignItems={{ md: 'center' }}
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tabs
            value={tab}
            onChange={(_, value: DashboardTab) => update((next) => next.set('tab', value))}
            aria-label={t('dashboard.tabs.label')}
            variant="scrollable"
            allowScrollButtonsMobile
            sx={{ flex: 1 }}
          >
            {tabs.map((value) => (
              <Tab
                key={value}
                value={value}
                label={t(`dashboard.tabs.${value}`)}
                id={`dashboard-tab-${value}`}
                aria-controls="dashboard-tabpanel"
              />
            ))}
          </Tabs>
          {accountId && tab !== 'ACCOUNTS' && (
            <AccountChip
              accountId={accountId}
              onDelete={() => update((next) => next.delete('prefilterAccountId'))}
            />
          )}
        </Stack>
        <div role="tabpanel" id="dashboard-tabpanel" aria-labelledby={`dashboard-tab-${tab}`}>
          {tab === 'QUOTES' && (
            <QuotesScreen canManage={canManage} accountId={accountId} embedded />
          )}
          {(tab === 'BINDERS' || tab === 'POLICIES') && (
            <PolicyListScreen
              key={tab}
              persona={persona}
              kind={tab}
              provider={provider}
              accountId={accountId}
              embedded
            />
          )}
          {tab === 'ACCOUNTS' && <AccountsScreen embedded />}
          {tab === 'SUBMISSIONS' && (
            <SubmissionsScreen
              persona={persona}
              underwriter={provider && matchPermissions(permissions, 'quote:underwrite')}
              accountId={accountId}
              embedded
            />
          )}
        </div>
      </CardContent>
    </Card>
  );
}
