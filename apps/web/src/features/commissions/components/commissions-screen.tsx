import { Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormNotice, type Notice } from '../../../components/form/form-notice.tsx';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { AgencyBillsTab } from './agency-bills-tab.tsx';
import { CommissionLinesTab } from './commission-lines-tab.tsx';
import { OutstandingTab } from './outstanding-tab.tsx';
import { PayoutAccountTab } from './payout-account-tab.tsx';
import { StatementsTab } from './statements-tab.tsx';

export type CommissionsScreenProps = {
  /** Provider staff: every agency's commission; an agency reads its own. */
  provider: boolean;
  /** An admin of the caller's organisation: an agency admin manages its payout account. */
  admin: boolean;
};

const TABS = ['statements', 'lines', 'outstanding', 'agencyBills', 'payoutAccount'] as const;
type CommissionTab = (typeof TABS)[number];

/**
 * Commissions ({base}/commissions; spec 3 §2, §7 "Commissions"): the statements by month, the
 * commission of each invoice, the outstanding balances, the agency bill (decision 058; agency
 * admins and provider staff) and, for an agency admin, the bank account commission is paid to.
 * Provider staff who manage billing hold and release a policy's commission, pay an agency, set
 * its rates, let it bill its clients and record its remittances. The tab is kept in the address
 * (?tab=).
 */
export function CommissionsScreen({ provider, admin }: CommissionsScreenProps) {
  const { t } = useTranslation();
  const { me, permissions } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const [notice, setNotice] = useState<Notice | null>(null);
  const canManage = provider && permissions.includes('commission:manage');
  const tabs = TABS.filter(
    (tab) =>
      (tab !== 'payoutAccount' || (!provider && admin)) &&
      (tab !== 'agencyBills' || provider || admin),
  );
  const tab: CommissionTab = tabs.find((x) => x === params.get('tab')) ?? 'statements';

  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Typography variant="h2" component="h1">
          {t('commissions.title')}
        </Typography>
        <Typography color="text.secondary">{t('commissions.subtitle')}</Typography>
      </Stack>
      <Tabs
        value={tab}
        onChange={(_e, next: CommissionTab) => {
          setNotice(null);
          setParams({ tab: next }, { replace: true });
        }}
        aria-label={t('commissions.tabs.label')}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {tabs.map((key) => (
          <Tab key={key} value={key} label={t(`commissions.tabs.${key}`)} />
        ))}
      </Tabs>
      <FormNotice notice={notice} />
      {tab === 'statements' && <StatementsTab provider={provider} onNotice={setNotice} />}
      {tab === 'lines' && (
        <CommissionLinesTab provider={provider} canManage={canManage} onNotice={setNotice} />
      )}
      {tab === 'outstanding' && (
        <OutstandingTab provider={provider} canManage={canManage} onNotice={setNotice} />
      )}
      {tab === 'agencyBills' && (
        <AgencyBillsTab provider={provider} canManage={canManage} onNotice={setNotice} />
      )}
      {tab === 'payoutAccount' && (
        <PayoutAccountTab
          agencyId={me.account.id}
          region={me.account.region}
          onNotice={setNotice}
        />
      )}
    </Stack>
  );
}
