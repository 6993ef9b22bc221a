import {
  regionOfCurrency,
  NO_QUOTE,
  PRODUCT_NAMES,
  PRODUCT_CODES,
  productRegion,
  SUBMISSION_ID_PARAM,
  SUBMISSION_STEP_PREFIX,
  SUBMISSION_DECLINE_REASON_LABELS,
  SUBMISSION_MESSAGES,
  type Persona,
  type QuoteView,
  type SubmissionDetail,
} from '@cyber/domain';
import {
  Box,
  Button,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailDrawer } from '../../../components/detail-drawer.tsx';
import { DetailList, type DetailItem } from '../../../components/detail-list.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { QuoteStatusChip } from '../../quotes/index.ts';
import { actionFailure } from '../../underwriting/index.ts';
import { useDeclineSubmission } from '../api/decline-submission.ts';
import { useSubmission } from '../api/get-submission.ts';
import { DeclineSubmissionDialog } from './decline-submission-dialog.tsx';
import { SubmissionStatusChip } from './submission-status-chip.tsx';

export type SubmissionDetailDrawerProps = {
  persona: Persona;
  /** The open submission, or null. */
  submissionId: string | null;
  /** Provider underwriters open a quote in the workbench; agencies on the QUOTES tab. */
  underwriter: boolean;
  onClose: () => void;
};

const reasonLabel = (code: string): string =>
  SUBMISSION_DECLINE_REASON_LABELS[code as keyof typeof SUBMISSION_DECLINE_REASON_LABELS] ?? code;

function SubmissionQuotes({
  detail,
  persona,
  underwriter,
}: {
  detail: SubmissionDetail;
  persona: Persona;
  underwriter: boolean;
}) {
  const { t } = useTranslation();
  const hrefOf = (q: QuoteView) =>
    underwriter
      ? paths.persona.inboxQuote(persona, q.product, q.id)
      : paths.persona.quotes(persona);
  if (detail.quotes.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('submissions.detail.noQuotes')}
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label={t('submissions.detail.quotes')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('submissions.detail.quoteNumber')}</TableCell>
          <TableCell>{t('submissions.detail.product')}</TableCell>
          <TableCell>{t('submissions.detail.status')}</TableCell>
          <TableCell align="right">{t('submissions.detail.totalPremium')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {detail.quotes.map((q) => (
          <TableRow key={q.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Link
                href={hrefOf(q)}
                aria-label={t('submissions.detail.openQuote', { number: q.quoteNumber })}
              >
                {q.quoteNumber}
              </Link>
            </TableCell>
            <TableCell>{PRODUCT_NAMES[q.product]}</TableCell>
            <TableCell>
              <QuoteStatusChip status={q.status} />
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatMoney(q.totalPremium, regionOfCurrency(q.currency))}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * Where "Request more quotes" leads: the first step of the request flow's submissions-* variant
 * for the account, on the submission's first product.
 */
function addQuotesHref(persona: Persona, detail: SubmissionDetail): string {
  const { submission } = detail;
  const product =
    submission.products[0] ??
    PRODUCT_CODES.find((p) => productRegion(p) === regionOfCurrency(submission.currency))!;
  const path = paths.persona.quoteFlow(
    persona,
    'requestQuote',
    product,
    submission.accountId,
    NO_QUOTE,
    `${SUBMISSION_STEP_PREFIX}verify`,
  );
  return `${path}?${new URLSearchParams({ [SUBMISSION_ID_PARAM]: submission.id })}`;
}

/**
 * One submission beside the SUBMISSIONS list: who asked, its status and, once declined, why; its
 * quotes, each linked to where the caller works on it; and "Decline submission" when the server
 * says the caller may (`canDecline`: an underwriter, while it is not declined).
 */
export function SubmissionDetailDrawer({
  persona,
  submissionId,
  underwriter,
  onClose,
}: SubmissionDetailDrawerProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const query = useSubmission(submissionId);
  const decline = useDeclineSubmission();
  const [declining, setDeclining] = useState(false);
  const headingId = useId();
  const detail = query.data;
  const submission = detail?.submission;

  const closeDialog = () => {
    setDeclining(false);
    decline.reset();
  };
  const items: DetailItem[] = submission
    ? [
        {
          label: t('submissions.status'),
          value: <SubmissionStatusChip status={submission.status} />,
        },
        { label: t('submissions.agency'), value: submission.agencyName ?? '—' },
        { label: t('submissions.agent'), value: submission.agentName ?? '—' },
        {
          label: t('submissions.products'),
          value: submission.products.map((p) => PRODUCT_NAMES[p]).join(', ') || '—',
        },
        {
          label: t('submissions.detail.source'),
          value: t(`submissions.sources.${submission.source}`),
        },
        { label: t('submissions.needBy'), value: formatDate(submission.needByDate) ?? '—' },
        {
          label: t('submissions.lowestPremium'),
          value:
            submission.lowestPremium === null
              ? '—'
              : formatMoney(submission.lowestPremium, regionOfCurrency(submission.currency)),
        },
        ...(submission.declinedAt
          ? [
              {
                label: t('submissions.detail.declinedOn'),
                value: formatDate(submission.declinedAt),
              },
            ]
          : []),
        ...(submission.declinationReason
          ? [
              {
                label: t('submissions.detail.declinationReason'),
                value: reasonLabel(submission.declinationReason),
              },
              {
                label: t('submissions.detail.reasonDescription'),
                value: submission.declinationReasonDescription ?? '—',
              },
            ]
          : []),
      ]
    : [];

  return (
    <DetailDrawer
      open={submissionId !== null}
      onClose={onClose}
      width={600}
      labelledBy={headingId}
      closeLabel={t('submissions.detail.close')}
      loading={
        submissionId !== null && query.isPending && { label: t('submissions.detail.loading') }
      }
      error={query.isError && t('submissions.detail.loadFailed')}
    >
      {detail && submission && (
        <Stack spacing={3}>
          <Stack direction="row" spacing={2} alignItems="center">
            <Typography id={headingId} variant="h6" component="h2" sx={{ flex: 1 }}>
              {t('submissions.detail.title', { company: submission.companyName })}
            </Typography>
            {detail.canAddQuotes && (
              <Button variant="outlined" href={addQuotesHref(persona, detail)}>
                {t('submissions.detail.addQuotes')}
              </Button>
            )}
            {detail.canDecline && (
              <Button variant="outlined" color="error" onClick={() => setDeclining(true)}>
                {t('submissions.detail.decline')}
              </Button>
            )}
          </Stack>
          <DetailList items={items} />
          <Box>
            <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
              {t('submissions.detail.quotes')}
            </Typography>
            <SubmissionQuotes detail={detail} persona={persona} underwriter={underwriter} />
          </Box>
        </Stack>
      )}
      {declining && submission && (
        <DeclineSubmissionDialog
          pending={decline.isPending}
          error={actionFailure(decline.error, SUBMISSION_MESSAGES.declineFailed)}
          onSubmit={(values) =>
            decline.mutate(
              { id: submission.id, ...values },
              {
                onSuccess: (result) => {
                  closeDialog();
                  enqueueSnackbar(result.message, { variant: 'success' });
                },
              },
            )
          }
          onClose={closeDialog}
        />
      )}
    </DetailDrawer>
  );
}
