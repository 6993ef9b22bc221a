import {
  regionOfCurrency,
  BIND_REQUEST_MESSAGES,
  BIND_REQUEST_PATHS,
  applicationFileName,
  showsRequestToBind,
  surplusNoticeFileName,
  type BindStatus,
  type QuoteView,
  type SendQuoteRequest,
} from '@cyber/domain';
import { Alert, Box, Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isApiError, refusalMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { downloadFile } from '../../../lib/save-blob.ts';
import { SendQuoteDialog } from '../../quotes/index.ts';
import {
  useBindStatus,
  useRefreshQuoteSoon,
  useRequestToBind,
  useVerifyAccount,
} from '../api/bind-request.ts';
import { paths } from '../../../config/paths.ts';

export type BindRequestCardProps = {
  quote: QuoteView;
  /** The agency's (or provider staff's) card: verify, request to bind, attest; else the insured's. */
  mode: 'agent' | 'insured';
};

/** The signatures on file, with the signed copies to download. */
function Signatures({ quote, status }: { quote: QuoteView; status: BindStatus }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const download = useMutation({
    mutationFn: ({ path, fileName }: { path: string; fileName: string }) =>
      downloadFile(path, fileName),
    onError: () =>
      enqueueSnackbar(BIND_REQUEST_MESSAGES.documentsDownloadFailed, { variant: 'error' }),
  });
  const region = regionOfCurrency(quote.currency);
  const application = status.signatures.find((s) => s.kind === 'APPLICATION');
  const notice = status.signatures.find((s) => s.kind === 'SURPLUS_NOTICE');
  return (
    <Stack spacing={1}>
      {application ? (
        <Stack direction="row" spacing={1} alignItems="center" sx={{ flexWrap: 'wrap' }}>
          <Typography variant="body2">
            {t('bindRequest.signed', {
              name: application.signerName,
              date: formatDate(application.signedAt, region),
            })}
          </Typography>
          <Button
            size="small"
            disabled={download.isPending}
            onClick={() =>
              download.mutate({
                path: BIND_REQUEST_PATHS.applicationDocument(encodeURIComponent(quote.id)),
                fileName: applicationFileName(quote.companyName, quote.quoteNumber),
              })
            }
          >
            {t('bindRequest.downloadSigned')}
          </Button>
        </Stack>
      ) : (
        status.agencyStatus !== 'INVALID' && (
          <Typography variant="body2" color="text.secondary">
            {t('bindRequest.notSigned')}
          </Typography>
        )
      )}
      {notice && (
        <Stack direction="row" spacing={1} alignItems="center" sx={{ flexWrap: 'wrap' }}>
          <Typography variant="body2">
            {t('bindRequest.surplusAttested', {
              name: notice.signerName,
              date: formatDate(notice.signedAt, region),
            })}
          </Typography>
          <Button
            size="small"
            disabled={download.isPending}
            onClick={() =>
              download.mutate({
                path: `/api/quote/v1/surplus/${encodeURIComponent(quote.id)}/notice`,
                fileName: surplusNoticeFileName(quote.companyName, quote.quoteNumber),
              })
            }
          >
            {t('bindRequest.surplus.download')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

/** Verified by agent, request to bind, the surplus notice: the agency's side of the card. */
function AgentActions({ quote, status }: { quote: QuoteView; status: BindStatus }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const verify = useVerifyAccount(quote.id);
  const request = useRequestToBind(quote.id);
  const refreshSoon = useRefreshQuoteSoon();
  const [asking, setAsking] = useState(false);
  const region = regionOfCurrency(quote.currency);
  const notice = status.signatures.some((s) => s.kind === 'SURPLUS_NOTICE');
  const open = showsRequestToBind(status.agencyStatus);
  const submit = (values: SendQuoteRequest) => {
    const { quoteId: _id, productType: _product, ...contact } = values;
    request.mutate(contact, {
      onSuccess: (result) => {
        setAsking(false);
        enqueueSnackbar(result.message, { variant: 'success' });
        refreshSoon();
      },
    });
  };
  return (
    <Stack spacing={1.5}>
      {open && (
        <Box>
          <FormControlLabel
            control={
              <Checkbox
                checked={status.isVerifiedByAgent}
                disabled={status.isVerifiedByAgent || verify.isPending}
                onChange={() =>
                  verify.mutate(
                    { name: quote.companyName },
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
          {!status.isVerifiedByAgent && (
            <Typography variant="caption" color="text.secondary" component="p">
              {t('bindRequest.verifyHint')}
            </Typography>
          )}
        </Box>
      )}
      {status.agencyStatus === 'REQUEST_SENT' && (
        <Alert severity="success" variant="outlined">
          <strong>{t('bindRequest.requestSent')}</strong>
          {status.bindRequestedAt &&
            ` — ${t('bindRequest.requestSentOn', { date: formatDate(status.bindRequestedAt, region) })}`}
          {quote.customerEmail && (
            <>
              <br />
              {t('bindRequest.policyholder', {
                name: `${quote.customerFirstName ?? ''} ${quote.customerLastName ?? ''}`.trim(),
                email: quote.customerEmail,
              })}
            </>
          )}
        </Alert>
      )}
      {open && quote.status === 'READY' && (
        <Stack direction="row" spacing={1}>
          <Button
            variant="contained"
            disabled={!status.isVerifiedByAgent}
            onClick={() => {
              request.reset();
              setAsking(true);
            }}
          >
            {t('bindRequest.request')}
          </Button>
          {status.agencyStatus === 'REQUEST_SENT' && (
            <Button
              variant="outlined"
              onClick={() => {
                request.reset();
                setAsking(true);
              }}
            >
              {t('bindRequest.editPolicyholder')}
            </Button>
          )}
        </Stack>
      )}
      {status.surplusNoticeRequired && !notice && quote.status === 'READY' && (
        <Alert
          severity="warning"
          action={
            <Button
              color="inherit"
              size="small"
              component={RouterLink}
              to={paths.attestSurplusNotice.href(quote.id)}
            >
              {t('bindRequest.attestSurplus')}
            </Button>
          }
        >
          {t('bindRequest.surplusNeeded', { state: quote.state ?? '' })}
        </Alert>
      )}
      {asking && (
        <SendQuoteDialog
          quote={quote}
          title={t('bindRequest.requestTitle', { number: quote.quoteNumber })}
          submitLabel={t('bindRequest.request')}
          pending={request.isPending}
          error={
            request.error ? refusalMessage(request.error, BIND_REQUEST_MESSAGES.failed) : undefined
          }
          onSubmit={submit}
          onClose={() => setAsking(false)}
        />
      )}
    </Stack>
  );
}

/**
 * The bind card of a quote's detail (spec 3 §4 "Bind flow"): the agent ticks 'verified by agent'
 * (the box then locks and shows the date), requests to bind with the policyholder contact, sees
 * 'Request Sent' and the signatures; the insured opens the signature page from it.
 */
export function BindRequestCard({ quote, mode }: BindRequestCardProps) {
  const { t } = useTranslation();
  const status = useBindStatus(quote.id);
  if (status.isPending) return null;
  if (status.isError) {
    // A quote the caller may not see a bind card of (404) shows none.
    return isApiError(status.error) && status.error.status === 404 ? null : (
      <Alert severity="error">{t('bindRequest.loadFailed')}</Alert>
    );
  }
  const data = status.data;
  const signed = data.signatures.some((s) => s.kind === 'APPLICATION');
  return (
    <Stack spacing={1.5} component="section" aria-label={t('bindRequest.title')}>
      <Typography variant="subtitle1" component="h3">
        {t('bindRequest.title')}
      </Typography>
      {mode === 'agent' ? (
        <AgentActions quote={quote} status={data} />
      ) : (
        quote.status === 'READY' &&
        !signed && (
          <Box>
            <Button
              variant="contained"
              component={RouterLink}
              to={paths.persona.signQuote('customer', quote.id, quote.product)}
            >
              {t('bindRequest.signApplication')}
            </Button>
          </Box>
        )
      )}
      <Signatures quote={quote} status={data} />
    </Stack>
  );
}
