import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import { regionOfCurrency, type Persona } from '@cyber/domain';
import {
  Alert,
  Link,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../../components/section-card.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { useFinancedPolicies } from '../api/financed.ts';

/** How many financed policies the dashboard card lists. */
const LATEST = 5;

/**
 * A premium processor's dashboard (decision 052): the policies it finances — how many, the latest
 * plans with the amount financed, the installment and when the next one falls due — and the way
 * to their invoices.
 */
export function FinancedPoliciesCard({ persona }: { persona: Persona }) {
  const { t } = useTranslation();
  const financed = useFinancedPolicies({ page: 0, size: LATEST });
  const title = t('billing.financed.title');
  const body = (() => {
    if (financed.isPending) return <Skeleton variant="rounded" height={64} />;
    if (financed.isError) return <Alert severity="error">{t('billing.financed.loadFailed')}</Alert>;
    if (financed.data.content.length === 0)
      return <Typography color="text.secondary">{t('billing.financed.empty')}</Typography>;
    return (
      <List dense disablePadding aria-label={title}>
        {financed.data.content.map((plan) => {
          const region = regionOfCurrency(plan.currency);
          return (
            <ListItem key={plan.planId} disableGutters>
              <ListItemText
                primary={`${plan.policyNumber} · ${plan.companyName}`}
                secondary={t('billing.financed.line', {
                  financed: formatMoney(plan.amountFinanced, region),
                  count: plan.numberOfInstallments,
                  installment: formatMoney(plan.installmentAmount, region),
                  next: plan.nextInstallmentDue
                    ? t('billing.financed.nextDue', {
                        date: formatDate(plan.nextInstallmentDue, region),
                      })
                    : t('billing.financed.allDue'),
                })}
              />
            </ListItem>
          );
        })}
      </List>
    );
  })();
  return (
    <SectionCard title={title} icon={<RequestQuoteOutlinedIcon color="primary" />}>
      <Stack spacing={1.5}>
        {body}
        {financed.data && (
          <Link component={RouterLink} to={paths.persona.billing(persona)}>
            {t('billing.financed.invoices', { count: financed.data.totalElements })}
          </Link>
        )}
      </Stack>
    </SectionCard>
  );
}
