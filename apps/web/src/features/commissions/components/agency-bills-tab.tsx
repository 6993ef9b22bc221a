import { COMMISSION_MESSAGES, type Agency } from '@cyber/domain';
import { Alert, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notice } from '../../../components/form/form-notice.tsx';
import { formatDate } from '../../../lib/format.ts';
import { AgencyPicker } from '../../agencies/index.ts';
import { actionFailure } from '../../underwriting/index.ts';
import { useAgencyBillTerms } from '../api/get-agency-bill-terms.ts';
import { useSetAgencyBillTerms } from '../api/set-agency-bill-terms.ts';
import { AgencyBillStatementSection } from './agency-bill-statement.tsx';
import { AgencyBillStatsTiles } from './agency-bill-stats.tsx';

export type AgencyBillsTabProps = {
  /** Provider staff: pick the agency; its terms, figures and statements follow. */
  provider: boolean;
  /** Provider staff who manage billing: set whether the agency bills, record remittances. */
  canManage: boolean;
  onNotice: (notice: Notice | null) => void;
};

/**
 * The agency bill (decision 058): an agency that bills its clients collects their premium and
 * remits it monthly, net of its commission. The tab shows the book's figures, then a month's
 * statement. An agency reads its own; provider staff first see every agency's figures, then pick
 * an agency, and those who manage billing let it bill its clients or not and record its
 * remittances.
 */
export function AgencyBillsTab({ provider, canManage, onNotice }: AgencyBillsTabProps) {
  const { t } = useTranslation();
  const [agency, setAgency] = useState<Agency | null>(null);
  const agencyId = provider ? agency?.id : undefined;

  return (
    <Stack spacing={3}>
      {provider && (
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          alignItems={{ md: 'center' }}
          useFlexGap
        >
          <AgencyPicker
            id="agency-bill-agency"
            label={t('commissions.agency')}
            value={agency}
            onChange={(next) => {
              onNotice(null);
              setAgency(next);
            }}
          />
          {agency && (
            <AgencyBillTermsSwitch
              key={agency.id}
              agencyId={agency.id}
              canManage={canManage}
              onNotice={onNotice}
            />
          )}
        </Stack>
      )}
      <AgencyBillStatsTiles agencyId={agencyId} own={!provider} />
      {!provider || agencyId ? (
        <AgencyBillStatementSection agencyId={agencyId} canManage={canManage} onNotice={onNotice} />
      ) : (
        <Typography color="text.secondary">{t('commissions.agencyBills.chooseAgency')}</Typography>
      )}
    </Stack>
  );
}

type AgencyBillTermsSwitchProps = {
  agencyId: string;
  canManage: boolean;
  onNotice: (notice: Notice | null) => void;
};

/** Whether the agency bills its clients: staff who manage billing turn it on or off. */
function AgencyBillTermsSwitch({ agencyId, canManage, onNotice }: AgencyBillTermsSwitchProps) {
  const { t } = useTranslation();
  const terms = useAgencyBillTerms(agencyId);
  const save = useSetAgencyBillTerms();

  if (terms.error)
    return (
      <Alert severity="error" role="alert">
        {terms.error.message}
      </Alert>
    );
  return (
    <Stack spacing={0.25}>
      <FormControlLabel
        control={
          <Switch
            checked={terms.data?.enabled ?? false}
            disabled={!canManage || !terms.data || save.isPending}
            onChange={(e) => {
              onNotice(null);
              save.mutate(
                { agencyId, enabled: e.target.checked },
                {
                  onSuccess: ({ message }) => onNotice({ message, severity: 'success' }),
                  onError: (error) =>
                    onNotice({
                      message:
                        actionFailure(error, COMMISSION_MESSAGES.genericError) ?? error.message,
                      severity: 'error',
                    }),
                },
              );
            }}
          />
        }
        label={t('commissions.agencyBills.billsClients')}
      />
      {terms.data?.since && (
        <Typography variant="body2" color="text.secondary">
          {t('commissions.agencyBills.billsClientsSince', { date: formatDate(terms.data.since) })}
        </Typography>
      )}
    </Stack>
  );
}
