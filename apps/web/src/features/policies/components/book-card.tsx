import { regionOfCurrency } from '@cyber/domain';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import type { PolicyBook, Persona, QuoteDashboard, Region } from '@cyber/domain';
import { Alert, Box, Grid, Link, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { paths } from '../../../config/paths.ts';
import { formatMoney, formatWholeMoney } from '../../../lib/format.ts';
import { useQuoteDashboard } from '../../quotes/index.ts';
import { usePolicyBook } from '../api/get-book.ts';

type FigureProps = { label: string; value: string; href: string };

/** One figure of the book: its label and value, linked to the tab that lists it. */
function Figure({ label, value, href }: FigureProps) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        <Link href={href} underline="hover" color="inherit">
          {label}
        </Link>
      </Typography>
      <Typography variant="h5" component="p" data-testid={`book-${label}`}>
        {value}
      </Typography>
    </Box>
  );
}

const cell = { xs: 6, sm: 4, lg: 2 } as const;

/** Written premium by month bound: one bar per month, scaled to the largest. */
function PremiumChart({ book, region }: { book: PolicyBook['books'][number]; region: Region }) {
  const { t } = useTranslation();
  const max = Math.max(1, ...book.premiumByMonth.map((m) => m.premium));
  const label = t('policies.book.chart', { currency: book.currency });
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        {label}
      </Typography>
      <Box
        component="ol"
        aria-label={label}
        sx={{
          display: 'flex',
          alignItems: 'flex-end',
          gap: 0.75,
          height: 120,
          m: 0,
          p: 0,
          listStyle: 'none',
        }}
      >
        {book.premiumByMonth.map((m) => {
          const amount = formatMoney(m.premium, region);
          const month = dayjs(`${m.month}-01`).format(region === 'UK' ? 'MMM YYYY' : 'MMM. YYYY');
          const text = t('policies.book.chartBar', { month, amount });
          return (
            <Tooltip key={m.month} title={text}>
              <Box
                component="li"
                aria-label={text}
                sx={{ flex: 1, height: '100%', display: 'flex', flexDirection: 'column' }}
              >
                <Box sx={{ flex: 1, display: 'flex', alignItems: 'flex-end' }}>
                  <Box
                    sx={{
                      width: '100%',
                      height: `${Math.max(m.premium > 0 ? 2 : 0, (m.premium / max) * 100)}%`,
                      bgcolor: 'primary.main',
                      borderRadius: 0.5,
                    }}
                  />
                </Box>
                <Typography
                  variant="caption"
                  color="text.secondary"
                  align="center"
                  aria-hidden
                  sx={{ fontSize: 10 }}
                >
                  {dayjs(`${m.month}-01`).format('MMM')}
                </Typography>
              </Box>
            </Tooltip>
          );
        })}
      </Box>
    </Stack>
  );
}

/**
 * The caller's book on the dashboard (spec 3 §5 counting rules, from the server), one block per
 * currency held: policies and premium in force, binders (and those awaiting payment), limit in
 * force, renewals due within 90 days and the premium written by month; with quote:view, the quote
 * work too (expiring within 7 days, referrals, requests to bind, applications awaiting the
 * insured's signature; a policyholder its applications to sign and its quotes ready to bind). An empty book says so; a failed
 * read says why.
 */
export function BookCard({
  persona,
  showQuotes = false,
}: {
  persona: Persona;
  showQuotes?: boolean;
}) {
  const { t } = useTranslation();
  const book = usePolicyBook();
  const quotes = useQuoteDashboard(showQuotes);
  const quoteFigures = (work: QuoteDashboard): FigureProps[] => {
    const quotesTab = paths.persona.quotes(persona);
    const toSign = {
      label: t('policies.book.awaitingSignature'),
      value: String(work.awaitingSignature),
      href: quotesTab,
    };
    // the policyholder's to-do: the applications its agent asked it to sign, and what is ready
    if (persona === 'customer') {
      return [
        toSign,
        { label: t('policies.book.ready'), value: String(work.ready), href: quotesTab },
      ];
    }
    return [
      {
        label: t('policies.book.expiringSoon'),
        value: String(work.expiringSoon),
        href: quotesTab,
      },
      {
        label: t('policies.book.referrals'),
        value: String(work.referrals),
        href:
          persona === 'agency' || persona === 'admin' ? paths.persona.inbox(persona) : quotesTab,
      },
      {
        label: t('policies.book.requestsToBind'),
        value: String(work.requestsToBind),
        href: quotesTab,
      },
      toSign,
    ];
  };
  const quoteWork = showQuotes && quotes.data && (
    <Grid container spacing={2} role="group" aria-label={t('nav.quotes')}>
      {quoteFigures(quotes.data).map((figure) => (
        <Grid size={cell} key={figure.label}>
          <Figure {...figure} />
        </Grid>
      ))}
    </Grid>
  );
  const content = (() => {
    if (book.isPending) return <Skeleton variant="rounded" height={64} />;
    if (book.isError) return <Alert severity="error">{t('policies.book.loadFailed')}</Alert>;
    if (book.data.books.length === 0) {
      return <Typography color="text.secondary">{t('policies.book.empty')}</Typography>;
    }
    return (
      <Stack spacing={3}>
        {book.data.books.map((b) => {
          const region = regionOfCurrency(b.currency);
          return (
            <Stack spacing={2} key={b.currency}>
              <Grid container spacing={2} aria-label={b.currency} role="group">
                <Grid size={cell}>
                  <Figure
                    label={t('policies.book.activePolicies')}
                    value={String(b.activePolicies)}
                    href={paths.persona.policies(persona)}
                  />
                </Grid>
                <Grid size={cell}>
                  <Figure
                    label={t('policies.book.premiumInForce')}
                    value={formatMoney(b.premiumInForce, region)}
                    href={paths.persona.policies(persona)}
                  />
                </Grid>
                <Grid size={cell}>
                  <Figure
                    label={t('policies.book.binders')}
                    value={String(b.binders)}
                    href={paths.persona.binders(persona)}
                  />
                </Grid>
                <Grid size={cell}>
                  <Figure
                    label={t('policies.book.bindersAwaitingPayment')}
                    value={String(b.bindersAwaitingPayment)}
                    href={paths.persona.binders(persona)}
                  />
                </Grid>
                <Grid size={cell}>
                  <Figure
                    label={t('policies.book.renewalsDue')}
                    value={String(b.renewalsDue)}
                    href={paths.persona.policies(persona)}
                  />
                </Grid>
                <Grid size={cell}>
                  <Figure
                    label={t('policies.book.limitInForce')}
                    value={formatWholeMoney(b.limitInForce, region)}
                    href={paths.persona.policies(persona)}
                  />
                </Grid>
              </Grid>
              <PremiumChart book={b} region={region} />
            </Stack>
          );
        })}
      </Stack>
    );
  })();
  return (
    <SectionCard title={t('policies.book.title')} icon={<InsightsOutlinedIcon color="primary" />}>
      <Stack spacing={3}>
        {quoteWork}
        {content}
      </Stack>
    </SectionCard>
  );
}
