import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import {
  EDITABLE_QUOTE_STATUSES,
  isActingAsProvider,
  PRODUCT_NAMES,
  retroactiveLabel,
  seesRatingWorksheet,
  waitingPeriodLabel,
  type QuoteView,
} from '@cyber/domain';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Divider,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionClaims } from '../../../lib/auth/session.ts';
import { formatDate, formatWholeMoney } from '../../../lib/format.ts';
import { useQuote } from '../api/get-quote.ts';
import { useCoverageMapping, useDownloadProposal, type ProposalRequest } from '../api/proposal.ts';
import { DetailDrawer } from '../../../components/detail-drawer.tsx';
import { NotesPanel } from '../../notes/index.ts';
import { BindRequestCard } from '../../bind-request/index.ts';
import { BindQuoteButton } from '../../policies/index.ts';
import { presetLabelOf } from '../../quoting/index.ts';
import { QuoteFeesDialog } from './quote-fees-dialog.tsx';
import { QuoteStatusChip } from './quote-status-chip.tsx';
import { QuoteChargesTable, RatingBreakdownTable } from './rating-worksheet.tsx';

export type QuoteDetailDrawerProps = {
  quoteId: string | null;
  /** Show the quote's notes (and let the caller add them when canWrite). */
  notes?: { canWrite: boolean };
  /** Offer Bind on a Ready quote (quote:manage). */
  canBind?: boolean;
  onClose: () => void;
};

const units = (n: number, uk: boolean) => formatWholeMoney(n, uk ? 'UK' : 'US');

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The proposal download button of a quote (drawer and row action share the mutation). */
export function useProposalDownload() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const download = useDownloadProposal();
  return {
    pending: download.isPending,
    /** Which copy is on its way (the mutation's variables), to show progress on its button. */
    copy: download.isPending ? (download.variables?.copy ?? 'default') : null,
    start: (quote: ProposalRequest) =>
      download.mutate(quote, {
        onError: () => enqueueSnackbar(t('quotes.detail.downloadFailed'), { variant: 'error' }),
      }),
  };
}

function QuoteDetail({ quote, canBind }: { quote: QuoteView; canBind: boolean }) {
  const { t } = useTranslation();
  const uk = quote.currency === 'GBP';
  const region = uk ? 'UK' : 'US';
  const mapping = useCoverageMapping(quote.product);
  const names = new Map((mapping.data?.coverages ?? []).map((c) => [c.key, c]));
  // What the quote offers (every copy); the rating worksheet only on the broker's and the
  // provider's copy: the server leaves it out of the insured's (decision 033).
  const terms = quote.terms ?? quote.rating;
  const rating = quote.rating;
  const claims = useSessionClaims();
  const brokerSide = claims !== null && seesRatingWorksheet(claims);
  const download = useProposalDownload();
  const [editingFees, setEditingFees] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const agent = [quote.agentFirstName, quote.agentLastName].filter(Boolean).join(' ');
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} alignItems="center">
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('quotes.detail.heading', { number: quote.quoteNumber, company: quote.companyName })}
        </Typography>
        <QuoteStatusChip status={quote.status} />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          startIcon={
            download.copy === 'default' ? (
              <CircularProgress size={16} />
            ) : (
              <PictureAsPdfOutlinedIcon />
            )
          }
          disabled={download.pending}
          onClick={() => download.start(quote)}
        >
          {t('quotes.detail.downloadProposal')}
        </Button>
        {brokerSide && (
          <Button
            variant="outlined"
            startIcon={
              download.copy === 'client' ? (
                <CircularProgress size={16} />
              ) : (
                <PictureAsPdfOutlinedIcon />
              )
            }
            disabled={download.pending}
            onClick={() => download.start({ ...quote, copy: 'client' })}
          >
            {t('quotes.detail.downloadClientCopy')}
          </Button>
        )}
        {canBind && <BindQuoteButton quote={quote} />}
        {canBind && (EDITABLE_QUOTE_STATUSES as readonly string[]).includes(quote.status) && (
          <Button variant="outlined" onClick={() => setEditingFees(true)}>
            {t('quotes.fees.edit')}
          </Button>
        )}
      </Stack>
      {notice && (
        <Alert severity="success" role="status" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {editingFees && (
        <QuoteFeesDialog
          quote={quote}
          provider={claims !== null && isActingAsProvider(claims)}
          onClose={() => setEditingFees(false)}
          onDone={(message) => {
            setEditingFees(false);
            setNotice(message);
          }}
        />
      )}
      {(canBind || claims?.accountType === 'CUSTOMER') && (
        <BindRequestCard quote={quote} mode={canBind ? 'agent' : 'insured'} />
      )}
      <Box
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5 }}
        aria-label={t('quotes.detail.summary')}
        role="group"
      >
        <Fact label={t('quotes.product')} value={PRODUCT_NAMES[quote.product]} />
        <Fact label={t('quoteCalculator.preset')} value={presetLabelOf(t, quote.presetName)} />
        <Fact label={t('quotes.agency')} value={quote.agencyName ?? '—'} />
        <Fact label={t('quotes.agent')} value={agent || '—'} />
        <Fact
          label={t('quotes.detail.period')}
          value={`${formatDate(quote.effectiveDate)} → ${formatDate(quote.endDate)}`}
        />
        <Fact label={t('quotes.expiresOn')} value={formatDate(quote.expiresOn) ?? '—'} />
        <Fact label={t('quotes.detail.limit')} value={units(quote.limit, uk)} />
        <Fact label={t('quotes.detail.aggregate')} value={units(quote.aggLimit, uk)} />
        <Fact label={t('quotes.detail.deductible')} value={units(quote.deductible, uk)} />
        {terms && (
          <>
            <Fact
              label={t('quotes.detail.waitingPeriod')}
              value={waitingPeriodLabel(terms.waitingPeriod)}
            />
            <Fact
              label={t('quotes.detail.retroactive')}
              value={retroactiveLabel(terms.retroActivePeriod)}
            />
          </>
        )}
      </Box>
      <Divider />
      <Typography variant="subtitle1" component="h3">
        {t('quotes.detail.coverages')}
      </Typography>
      {terms && terms.coverages.length > 0 ? (
        <Table size="small" aria-label={t('quotes.detail.coverages')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('quotes.detail.coverage')}</TableCell>
              <TableCell>{t('quotes.detail.group')}</TableCell>
              <TableCell align="right">{t('quotes.detail.limit')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {terms.coverages.map((c) => (
              <TableRow key={c.key}>
                <TableCell>{names.get(c.key)?.name ?? c.label}</TableCell>
                <TableCell>{names.get(c.key)?.group ?? ''}</TableCell>
                <TableCell align="right">{units(c.subLimit, uk)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('quotes.detail.noCoverages')}
        </Typography>
      )}
      {rating && rating.breakdown.length > 0 && (
        <>
          <Typography variant="subtitle1" component="h3">
            {t('quotes.detail.breakdown')}
          </Typography>
          <RatingBreakdownTable rating={rating} region={region} />
        </>
      )}
      <QuoteChargesTable quote={quote} />
      {rating &&
        [...rating.referralReasons, ...rating.eligibility.reasons, ...rating.indicationReasons].map(
          (r, i) => (
            <Alert key={`${r.code}-${i}`} severity="info">
              {r.message}
            </Alert>
          ),
        )}
    </Stack>
  );
}

/**
 * The quote detail on the QUOTES tab (spec 3 §7 wholesale view's calls: the quote by id and the
 * coverage mapping): summary, coverages, charges and Download proposal. The broker's and the
 * provider's copy add "why this premium" and the underwriting notes, and a client copy of the
 * proposal to hand to the insured; the policyholder's has neither (decision 033).
 */
export function QuoteDetailDrawer({
  quoteId,
  notes,
  canBind = false,
  onClose,
}: QuoteDetailDrawerProps) {
  const { t } = useTranslation();
  const quote = useQuote(quoteId ?? '');
  return (
    <DetailDrawer
      open={quoteId !== null}
      onClose={onClose}
      width={560}
      closeLabel={t('quotes.cancel')}
      loading={quoteId !== null && quote.isPending && { label: t('quotes.detail.loading') }}
      error={quote.isError && t('quotes.detail.loadFailed')}
    >
      {quote.data && (
        <Stack spacing={3}>
          <QuoteDetail quote={quote.data} canBind={canBind} />
          {notes && <NotesPanel target={{ quoteId: quote.data.id }} canWrite={notes.canWrite} />}
        </Stack>
      )}
    </DetailDrawer>
  );
}
