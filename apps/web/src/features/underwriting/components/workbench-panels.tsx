import {
  regionOfCurrency,
  PRODUCT_NAMES,
  type Subjectivity,
  type UnderwritingDetail,
} from '@cyber/domain';
import {
  Alert,
  Button,
  Chip,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/detail-list.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatDate, formatDateTime, formatMoney, formatWholeMoney } from '../../../lib/format.ts';
import { QuoteChargesTable, RatingBreakdownTable } from '../../quotes/index.ts';

type PanelProps = { detail: UnderwritingDetail };

/** The account's terms and risk as the quote and its rating carry them. */
export function AccountTermsPanel({ detail }: PanelProps) {
  const { t } = useTranslation();
  const { quote, authority } = detail;
  const region = regionOfCurrency(quote.currency);
  const rating = quote.rating;
  const agent = [quote.agentFirstName, quote.agentLastName].filter(Boolean).join(' ');
  const irpmApplied = rating?.irpm.applied ?? detail.irpm.applied;
  const whole = (n: number | null) =>
    n === null ? t('underwriting.workbench.unlimited') : formatWholeMoney(n, region);
  return (
    <SectionCard title={t('underwriting.workbench.account')}>
      <DetailList
        items={[
          { label: t('underwriting.workbench.product'), value: PRODUCT_NAMES[quote.product] },
          { label: t('underwriting.workbench.state'), value: quote.state ?? '—' },
          { label: t('underwriting.workbench.agency'), value: quote.agencyName ?? '—' },
          { label: t('underwriting.workbench.agent'), value: agent || '—' },
          {
            label: t('underwriting.workbench.paper'),
            value: quote.isSurplus
              ? t('underwriting.workbench.surplus')
              : t('underwriting.workbench.admitted'),
          },
          {
            label: t('underwriting.workbench.effectiveDate'),
            value: formatDate(quote.effectiveDate) ?? '—',
          },
          {
            label: t('underwriting.workbench.limit'),
            value: formatWholeMoney(quote.limit, region),
          },
          {
            label: t('underwriting.workbench.aggregate'),
            value: formatWholeMoney(quote.aggLimit, region),
          },
          {
            label: t('underwriting.workbench.deductible'),
            value: formatWholeMoney(quote.deductible, region),
          },
          {
            label: t('underwriting.workbench.premium'),
            value: formatMoney(quote.premium, region),
          },
          {
            label: t('underwriting.workbench.total'),
            value: formatMoney(quote.totalPremium, region),
          },
          {
            label: t('underwriting.workbench.irpmApplied'),
            value: irpmApplied === null ? '—' : String(irpmApplied),
            testId: 'irpm-applied-fact',
          },
          {
            label: t('underwriting.workbench.securityScore'),
            value: rating?.securityScore ?? '—',
          },
          { label: t('underwriting.workbench.hazardClass'), value: rating?.hazardClass ?? '—' },
          ...(authority
            ? [
                {
                  label: t('underwriting.workbench.authority'),
                  value: t('underwriting.workbench.authorityValue', {
                    limit: whole(authority.maxLimit),
                    premium:
                      authority.maxPremium === null
                        ? t('underwriting.workbench.unlimited')
                        : formatMoney(authority.maxPremium, region),
                  }),
                },
              ]
            : []),
        ]}
      />
    </SectionCard>
  );
}

/** "Why this premium": the rating worksheet's steps and the charges. */
export function BreakdownPanel({ detail }: PanelProps) {
  const { t } = useTranslation();
  const { quote } = detail;
  const rating = quote.rating;
  return (
    <SectionCard title={t('underwriting.workbench.breakdown')}>
      <Stack spacing={2}>
        {rating && rating.breakdown.length > 0 ? (
          <RatingBreakdownTable rating={rating} region={regionOfCurrency(quote.currency)} />
        ) : (
          <Typography color="text.secondary">{t('underwriting.workbench.noBreakdown')}</Typography>
        )}
        <QuoteChargesTable quote={quote} />
      </Stack>
    </SectionCard>
  );
}

/** Why the quote is with underwriting: the engine's reasons, the manual one, a decline. */
export function ReferralPanel({ detail }: PanelProps) {
  const { t } = useTranslation();
  const none = detail.referralReasons.length === 0 && !detail.manualReferralReason;
  return (
    <SectionCard title={t('underwriting.workbench.referral')}>
      <Stack spacing={1}>
        {detail.manualReferralReason && (
          <Alert severity="warning">
            {t('underwriting.workbench.manualReason', { reason: detail.manualReferralReason })}
          </Alert>
        )}
        {detail.referralReasons.map((r, i) => (
          <Alert key={`${r.code}-${i}`} severity="info">
            {r.message}
          </Alert>
        ))}
        {detail.declineReasonSummary && (
          <Alert severity="error">
            {t('underwriting.workbench.declined', { summary: detail.declineReasonSummary })}
            {detail.declineReason ? ` — ${detail.declineReason}` : ''}
          </Alert>
        )}
        {none && (
          <Typography color="text.secondary">{t('underwriting.workbench.noReferral')}</Typography>
        )}
      </Stack>
    </SectionCard>
  );
}

/** The decisions taken on the quote, newest as the server orders them. */
export function HistoryPanel({ detail }: PanelProps) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('underwriting.workbench.history')}>
      {detail.history.length === 0 ? (
        <Typography color="text.secondary">{t('underwriting.workbench.noHistory')}</Typography>
      ) : (
        <List dense disablePadding aria-label={t('underwriting.workbench.history')}>
          {detail.history.map((h, i) => (
            <ListItem key={`${h.at}-${i}`} disableGutters>
              <ListItemText
                primary={[
                  h.action,
                  h.fromStatus || h.toStatus ? `${h.fromStatus ?? '—'} → ${h.toStatus ?? '—'}` : '',
                  h.detail ?? '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
                secondary={t('underwriting.workbench.historyBy', {
                  at: formatDateTime(h.at),
                  name: h.byName ?? '—',
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}

export type SubjectivitiesPanelProps = PanelProps & {
  /** The agent may complete open ones (allowedActions has 'complete-subjectivity'). */
  onComplete?: ((subjectivity: Subjectivity) => void) | undefined;
};

/** The quote's subjectivities, open or completed with their evidence. */
export function SubjectivitiesPanel({ detail, onComplete }: SubjectivitiesPanelProps) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('underwriting.workbench.subjectivities')}>
      {detail.subjectivities.length === 0 ? (
        <Typography color="text.secondary">
          {t('underwriting.workbench.noSubjectivities')}
        </Typography>
      ) : (
        <List dense disablePadding aria-label={t('underwriting.workbench.subjectivities')}>
          {detail.subjectivities.map((s) => (
            <ListItem
              key={s.id}
              disableGutters
              secondaryAction={
                s.status === 'OPEN' && onComplete ? (
                  <Button size="small" onClick={() => onComplete(s)}>
                    {t('underwriting.actions.complete-subjectivity')}
                  </Button>
                ) : undefined
              }
            >
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} alignItems="center" component="span">
                    <Chip
                      size="small"
                      component="span"
                      color={s.status === 'OPEN' ? 'warning' : 'success'}
                      label={
                        s.status === 'OPEN'
                          ? t('underwriting.workbench.open')
                          : t('underwriting.workbench.completed')
                      }
                    />
                    <span>{s.text}</span>
                  </Stack>
                }
                secondary={[
                  t(`underwriting.workbench.kinds.${s.kind}`),
                  s.status === 'COMPLETED'
                    ? t('underwriting.workbench.completedBy', {
                        at: formatDateTime(s.completedAt),
                        name: s.completedByName ?? '—',
                      })
                    : '',
                  s.documentName ?? '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}

/** The event exclusion list. */
export function ExclusionsPanel({ detail }: PanelProps) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('underwriting.workbench.exclusions')}>
      {detail.exclusions.length === 0 ? (
        <Typography color="text.secondary">{t('underwriting.workbench.noExclusions')}</Typography>
      ) : (
        <List dense disablePadding aria-label={t('underwriting.workbench.exclusions')}>
          {detail.exclusions.map((e, i) => (
            <ListItem key={`${e.claimNumber}-${i}`} disableGutters>
              <ListItemText
                primary={`${e.claimNumber} · ${e.claimName}`}
                secondary={[formatDate(e.claimDate), e.claimDescription]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
