import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import type { Persona } from '@cyber/domain';
import { Alert, Box, Grid, Link, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { paths } from '../../../config/paths.ts';
import { formatMoney, formatWholeMoney } from '../../../lib/format.ts';
import { usePolicyBook } from '../api/get-book.ts';

/** One figure of the book: its label and value, linked to the tab that lists it. */
function Figure({ label, value, href }: { label: string; value: string; href: string }) {
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

/**
 * The caller's book on the dashboard (spec 3 §5 counting rules, from the server): policies in
 * force, premium in force, binders and limit in force, one row per currency held. An empty book
 * says so; a failed read says why.
 */
export function BookCard({ persona }: { persona: Persona }) {
  const { t } = useTranslation();
  const book = usePolicyBook();
  const content = (() => {
    if (book.isPending) return <Skeleton variant="rounded" height={64} />;
    if (book.isError) return <Alert severity="error">{t('policies.book.loadFailed')}</Alert>;
    if (book.data.books.length === 0) {
      return <Typography color="text.secondary">{t('policies.book.empty')}</Typography>;
    }
    return (
      <Stack spacing={2}>
        {book.data.books.map((b) => {
          const region = b.currency === 'GBP' ? 'UK' : 'US';
          return (
            <Grid container spacing={2} key={b.currency} aria-label={b.currency} role="group">
              <Grid size={{ xs: 6, sm: 3 }}>
                <Figure
                  label={t('policies.book.activePolicies')}
                  value={String(b.activePolicies)}
                  href={paths.persona.policies(persona)}
                />
              </Grid>
              <Grid size={{ xs: 6, sm: 3 }}>
                <Figure
                  label={t('policies.book.premiumInForce')}
                  value={formatMoney(b.premiumInForce, region)}
                  href={paths.persona.policies(persona)}
                />
              </Grid>
              <Grid size={{ xs: 6, sm: 3 }}>
                <Figure
                  label={t('policies.book.binders')}
                  value={String(b.binders)}
                  href={paths.persona.binders(persona)}
                />
              </Grid>
              <Grid size={{ xs: 6, sm: 3 }}>
                <Figure
                  label={t('policies.book.limitInForce')}
                  value={formatWholeMoney(b.limitInForce, region)}
                  href={paths.persona.policies(persona)}
                />
              </Grid>
            </Grid>
          );
        })}
      </Stack>
    );
  })();
  return (
    <SectionCard title={t('policies.book.title')} icon={<InsightsOutlinedIcon color="primary" />}>
      {content}
    </SectionCard>
  );
}
