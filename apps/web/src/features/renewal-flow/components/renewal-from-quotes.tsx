import { isOpenForRenewal, type Persona } from '@cyber/domain';
import { Alert, Button } from '@mui/material';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { refusalMessage } from '../../../lib/api-client.ts';
import { usePolicies } from '../../policies/index.ts';
import { RenewalFlowError, RenewalFlowMessage } from './renewal-flow-layout.tsx';

/** The most policies an account is searched for: far more than one account holds. */
const ACCOUNT_POLICIES = 100;

export type RenewalFromQuotesScreenProps = {
  persona: Persona;
  productType: string;
  accountId: string;
};

/**
 * A renewal from the quotes side {base}/quotes/{productType}/{accountId}/renew-quote/verify
 * (spec 3 §2), with no quote named: the account's policy of that product open for renewal (the
 * POLICIES search's filter, then the domain's `isOpenForRenewal`) is the one renewed, and the
 * policy's renewal flow opens on verify in place of this address. With none, an Alert says so
 * and leads back to the account.
 */
export function RenewalFromQuotesScreen({
  persona,
  productType,
  accountId,
}: RenewalFromQuotesScreenProps) {
  const { t } = useTranslation();
  const today = useMemo(() => dayjs().format('YYYY-MM-DD'), []);
  const policies = usePolicies({
    page: 0,
    size: ACCOUNT_POLICIES,
    kind: 'POLICIES',
    accountId,
    openForRenewal: 'true',
  });
  // a list kept from other search parameters is not this account's
  if (policies.isPending || policies.isPlaceholderData) {
    return <RenewalFlowMessage loading loadingLabel={t('renewalFlow.quotes.searching')} />;
  }
  if (policies.isError) {
    return (
      <RenewalFlowMessage>
        <RenewalFlowError>
          {refusalMessage(policies.error, t('renewalFlow.quotes.noPolicy'))}
        </RenewalFlowError>
      </RenewalFlowMessage>
    );
  }
  const renewable = policies.data.content.find(
    (p) => p.accountId === accountId && p.product === productType && isOpenForRenewal(p, today),
  );
  if (renewable) {
    return (
      <Navigate
        replace
        to={paths.persona.policyRenewal(
          persona,
          renewable.id,
          renewable.accountId,
          renewable.product,
          'verify',
        )}
      />
    );
  }
  return (
    <RenewalFlowMessage>
      <Alert
        severity="warning"
        role="alert"
        action={
          <Button color="inherit" size="small" href={paths.persona.account(persona, accountId)}>
            {t('renewalFlow.quotes.backToAccount')}
          </Button>
        }
      >
        {t('renewalFlow.quotes.noPolicy')}
      </Alert>
    </RenewalFlowMessage>
  );
}
