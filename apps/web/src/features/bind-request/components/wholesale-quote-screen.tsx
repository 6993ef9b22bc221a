import { zodResolver } from '@hookform/resolvers/zod';
import {
  regionOfCurrency,
  BIND_REQUEST_MESSAGES,
  BindRequestSchema,
  PRODUCT_NAMES,
  formatAccountPhone,
  showsRequestToBind,
  type BindRequest,
  type ProductCode,
  type WholesaleQuote,
} from '@cyber/domain';
import {
  Alert,
  Box,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/detail-list.tsx';
import { FormNotice } from '../../../components/form/form-notice.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { PublicLayout } from '../../../components/public-layout.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { isApiError, refusalMessage } from '../../../lib/api-client.ts';
import { formatDate, formatMoney, formatWholeMoney } from '../../../lib/format.ts';
import { PolicyholderContactFields } from '../../quotes/index.ts';
import {
  useRefreshWholesaleSoon,
  useWholesaleQuote,
  useWholesaleRequestToBind,
  useWholesaleVerify,
} from '../api/bind-request.ts';

export type WholesaleQuoteScreenProps = { quoteId: string; token: string };

/** The status-dependent heading of spec 3 §4 (request sent in orange, invalid in red). */
function Heading({ quote }: { quote: WholesaleQuote }) {
  const { t } = useTranslation();
  const number = quote.quoteNumber;
  const company = quote.companyName;
  const [text, color] = (() => {
    switch (quote.bind.agencyStatus) {
      case 'REQUEST_SENT':
        return [t('bindRequest.wholesale.headingSent', { number }), 'warning.main'];
      case 'BOUND':
        return [
          t('bindRequest.wholesale.headingBound', { agency: quote.agencyName ?? '', company }),
          'text.primary',
        ];
      case 'INVALID':
        return [t('bindRequest.wholesale.headingInvalid', { number, company }), 'error.main'];
      default:
        return [t('bindRequest.wholesale.headingOpen', { number, company }), 'text.primary'];
    }
  })();
  return (
    <Typography variant="h5" component="h1" sx={{ color }}>
      {text}
    </Typography>
  );
}

/** The policyholder contact and Request to bind, once the account is verified. */
function BindCard({ quote, token }: { quote: WholesaleQuote; token: string }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const region = regionOfCurrency(quote.currency);
  const verify = useWholesaleVerify(quote.id, token);
  const request = useWholesaleRequestToBind(quote.id, token);
  const refreshSoon = useRefreshWholesaleSoon(quote.id);
  const { control, handleSubmit } = useForm<BindRequest>({
    resolver: zodResolver(BindRequestSchema) as never,
    mode: 'onTouched',
    defaultValues: {
      customerFirstName: quote.customer.firstName ?? '',
      customerLastName: quote.customer.lastName ?? '',
      customerEmail: quote.customer.email ?? '',
      customerPhone: quote.customer.phone ? formatAccountPhone(quote.customer.phone, region) : '',
    },
  });
  const status = quote.bind;
  if (!showsRequestToBind(status.agencyStatus)) return null;
  return (
    <SectionCard title={t('bindRequest.wholesale.bindCard')}>
      <Stack spacing={2}>
        <FormControlLabel
          control={
            <Checkbox
              checked={status.isVerifiedByAgent}
              disabled={status.isVerifiedByAgent || verify.isPending}
              onChange={() =>
                verify.mutate(
                  {
                    name: quote.firmographics.name,
                    state: quote.firmographics.state,
                    revenue: quote.firmographics.revenue,
                  },
                  {
                    onError: (error) =>
                      enqueueSnackbar(refusalMessage(error, t('bindRequest.verifyFailed')), {
                        variant: 'error',
                      }),
                  },
                )
              }
            />
          }
          label={
            status.verifiedDate
              ? t('bindRequest.verifiedOn', { date: formatDate(status.verifiedDate, region) })
              : t('bindRequest.verified')
          }
        />
        {status.agencyStatus === 'REQUEST_SENT' && (
          <Alert severity="success" variant="outlined">
            <strong>{t('bindRequest.requestSent')}</strong>
            {status.bindRequestedAt &&
              ` — ${t('bindRequest.requestSentOn', { date: formatDate(status.bindRequestedAt, region) })}`}
          </Alert>
        )}
        {quote.status === 'READY' && (
          <form
            noValidate
            aria-label={t('bindRequest.request')}
            onSubmit={(event) =>
              void handleSubmit((values) =>
                request.mutate(values, {
                  onSuccess: (result) => {
                    enqueueSnackbar(result.message, { variant: 'success' });
                    refreshSoon();
                  },
                }),
              )(event)
            }
          >
            <Stack spacing={2}>
              <FormNotice
                notice={
                  request.error
                    ? {
                        message: refusalMessage(request.error, BIND_REQUEST_MESSAGES.failed),
                        severity: 'error',
                      }
                    : null
                }
              />
              <PolicyholderContactFields control={control} region={region} idPrefix="wholesale" />
              <Box>
                <SubmitButton
                  size="medium"
                  busy={request.isPending}
                  disabled={!status.isVerifiedByAgent}
                >
                  {t('bindRequest.request')}
                </SubmitButton>
              </Box>
            </Stack>
          </form>
        )}
      </Stack>
    </SectionCard>
  );
}

function QuotePage({ quote, token }: { quote: WholesaleQuote; token: string }) {
  const { t } = useTranslation();
  const region = regionOfCurrency(quote.currency);
  const money = (minor: number) => formatMoney(minor, region);
  const units = (n: number) => formatWholeMoney(n, region);
  const f = quote.firmographics;
  const agent = quote.agent;
  return (
    <Stack spacing={3}>
      <Typography variant="body1">
        {t('bindRequest.wholesale.welcome', { name: quote.retailAgentName ?? '' })}
      </Typography>
      <Heading quote={quote} />
      <SectionCard title={t('bindRequest.wholesale.summary')}>
        <DetailList
          items={[
            {
              label: t('bindRequest.wholesale.product'),
              value: PRODUCT_NAMES[quote.product as ProductCode] ?? quote.product,
            },
            { label: t('bindRequest.wholesale.wholesaler'), value: quote.agencyName ?? '—' },
            {
              label: t('bindRequest.wholesale.period'),
              value: `${formatDate(quote.effectiveDate, region)} → ${formatDate(quote.endDate, region)}`,
            },
            {
              label: t('bindRequest.wholesale.validUntil'),
              value: formatDate(quote.expiresOn, region),
            },
            { label: t('bindRequest.wholesale.limit'), value: units(quote.limit) },
            { label: t('bindRequest.wholesale.deductible'), value: units(quote.deductible) },
            { label: t('bindRequest.wholesale.premium'), value: money(quote.premium) },
            { label: t('bindRequest.wholesale.fees'), value: money(quote.fees) },
            { label: t('bindRequest.wholesale.taxes'), value: money(quote.surplusLinesTax) },
            { label: t('bindRequest.wholesale.total'), value: money(quote.totalPremium) },
          ]}
        />
      </SectionCard>
      <SectionCard title={t('bindRequest.wholesale.firmographics')}>
        <DetailList
          items={[
            { label: t('bindRequest.wholesale.company'), value: f.name },
            {
              label: t('bindRequest.wholesale.state'),
              value: [f.city, f.state].filter(Boolean).join(', ') || '—',
            },
            {
              label: t('bindRequest.wholesale.revenue'),
              value: f.revenue === null ? '—' : units(f.revenue),
            },
            { label: t('bindRequest.wholesale.employees'), value: f.noOfEmployeesAll ?? '—' },
            { label: t('bindRequest.wholesale.industry'), value: f.naicsCode ?? '—' },
            { label: t('bindRequest.wholesale.domain'), value: f.domainName ?? '—' },
            { label: t('bindRequest.wholesale.founded'), value: f.yearEstablished ?? '—' },
          ]}
        />
      </SectionCard>
      <SectionCard title={t('bindRequest.wholesale.riskFactors')}>
        {quote.riskFactors.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('bindRequest.wholesale.noRiskFactors')}
          </Typography>
        ) : (
          <DetailList items={quote.riskFactors.map((r) => ({ label: r.label, value: r.value }))} />
        )}
      </SectionCard>
      <SectionCard title={t('bindRequest.wholesale.coverages')}>
        <Table size="small" aria-label={t('bindRequest.wholesale.coverages')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('bindRequest.wholesale.coverage')}</TableCell>
              <TableCell align="right">{t('bindRequest.wholesale.limit')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {quote.coverages.map((c) => (
              <TableRow key={c.key}>
                <TableCell>{c.label}</TableCell>
                <TableCell align="right">{units(c.limit)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </SectionCard>
      <BindCard quote={quote} token={token} />
      {quote.bind.agencyStatus === 'INVALID' && (
        // Blocking: an invalid quote cannot be acted on; the agent's details say who to call.
        <Dialog open aria-labelledby="wholesale-invalid-title">
          <DialogTitle id="wholesale-invalid-title" sx={{ color: 'error.main' }}>
            {t('bindRequest.wholesale.invalidTitle')}
          </DialogTitle>
          <DialogContent>
            <Stack spacing={1.5}>
              <Typography>
                {t('bindRequest.wholesale.invalidBody', { number: quote.quoteNumber })}
              </Typography>
              {quote.agencyDescription && (
                <Typography>
                  {t('bindRequest.wholesale.reason', { reason: quote.agencyDescription })}
                </Typography>
              )}
              <Typography>
                {t('bindRequest.wholesale.contactAgent', {
                  agent: agent.name ?? quote.agencyName ?? '',
                  agency: quote.agencyName ?? '',
                  email: agent.email ?? '',
                })}
              </Typography>
            </Stack>
          </DialogContent>
        </Dialog>
      )}
    </Stack>
  );
}

/**
 * The wholesale quote page (spec 3 §2, §4): the retail agent opens it from the e-mailed link,
 * without signing in, reviews the quote, verifies the account and requests to bind. A link that
 * is not (or no longer) valid shows the 'not able to view this quote' overlay (401).
 */
export function WholesaleQuoteScreen({ quoteId, token }: WholesaleQuoteScreenProps) {
  const { t } = useTranslation();
  const quote = useWholesaleQuote(quoteId, token);
  return (
    <PublicLayout maxWidth="md">
      {quote.isPending ? (
        <Stack alignItems="center" sx={{ py: 6 }}>
          <CircularProgress aria-label={t('quotes.detail.loading')} />
        </Stack>
      ) : quote.isError ? (
        isApiError(quote.error) && quote.error.status === 401 ? (
          <Dialog open aria-labelledby="wholesale-cannot-view-title">
            <DialogTitle id="wholesale-cannot-view-title">
              {t('bindRequest.wholesale.cannotViewTitle')}
            </DialogTitle>
            <DialogContent>
              <Typography>{BIND_REQUEST_MESSAGES.linkInvalid}</Typography>
            </DialogContent>
          </Dialog>
        ) : (
          <Alert severity="error">{BIND_REQUEST_MESSAGES.retrieveFailed}</Alert>
        )
      ) : (
        <QuotePage quote={quote.data} token={token} />
      )}
    </PublicLayout>
  );
}
