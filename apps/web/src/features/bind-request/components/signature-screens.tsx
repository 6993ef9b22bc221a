import {
  BIND_REQUEST_MESSAGES,
  SURPLUS_NOTICE_STATES,
  SURPLUS_NOTICE_STATE_NAMES,
  fullNameOf,
  surplusNoticeText,
  type Signature,
  type SurplusNoticeState,
} from '@cyber/domain';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { downloadFile } from '../../../lib/save-blob.ts';
import { useMe } from '../../auth/index.ts';
import { useQuote } from '../../quotes/index.ts';
import {
  useApplicationLink,
  useAttestApplication,
  useAttestSurplusNotice,
  useBindStatus,
} from '../api/bind-request.ts';
import type { Persona } from '@cyber/domain';

function Loading() {
  const { t } = useTranslation();
  return (
    <Stack alignItems="center" sx={{ py: 6 }}>
      <CircularProgress aria-label={t('quotes.detail.loading')} />
    </Stack>
  );
}

/** The signature on file: who, when, from where and the hash of what was signed. */
function SignatureOnFile({ signature, children }: { signature: Signature; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Alert severity="success" role="status">
      <Typography variant="subtitle2" component="p">
        {t('bindRequest.sign.signedTitle')}
      </Typography>
      <Typography variant="body2">
        {t('bindRequest.sign.signedBody', {
          name: signature.signerName,
          date: formatDateTime(signature.signedAt),
          ip: signature.ipAddress ?? '—',
        })}
      </Typography>
      <Typography variant="caption" sx={{ wordBreak: 'break-all' }} component="p">
        {t('bindRequest.sign.hash', { hash: signature.documentSha256 })}
      </Typography>
      {children}
    </Alert>
  );
}

/** The terms (or notice) to accept: a checkbox that enables the one action. */
function Acceptance({
  paragraphs,
  label,
  action,
  busy,
  onAccept,
}: {
  paragraphs: string[];
  label: string;
  action: string;
  busy: boolean;
  onAccept: () => void;
}) {
  const [accepted, setAccepted] = useState(false);
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1.5}>
          {paragraphs.map((p) => (
            <Typography key={p} variant="body2">
              {p}
            </Typography>
          ))}
        </Stack>
      </Paper>
      <FormControlLabel
        control={<Checkbox checked={accepted} onChange={(e) => setAccepted(e.target.checked)} />}
        label={label}
      />
      <Box>
        <Button variant="contained" disabled={!accepted || busy} onClick={onAccept}>
          {busy ? <CircularProgress size={20} color="inherit" /> : action}
        </Button>
      </Box>
    </Stack>
  );
}

/**
 * The named insured's signature page /customer/quotes/{quoteId}/sign/{product} (spec 3 §2, §6):
 * the application documents (link and PDF), the attestation terms, OK once they are accepted;
 * then the signature on file and the way to the policyholder's policies.
 */
export function SignApplicationScreen({ quoteId }: { quoteId: string }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const quote = useQuote(quoteId);
  const link = useApplicationLink(quoteId);
  const status = useBindStatus(quoteId);
  const attest = useAttestApplication(quoteId);
  const download = useMutation({
    mutationFn: () => downloadFile(link.data!.url, link.data!.fileName),
    onError: () =>
      enqueueSnackbar(BIND_REQUEST_MESSAGES.documentsDownloadFailed, { variant: 'error' }),
  });
  if (quote.isPending || link.isPending || status.isPending) return <Loading />;
  if (quote.isError || status.isError) {
    return <Alert severity="error">{BIND_REQUEST_MESSAGES.retrieveFailed}</Alert>;
  }
  const signature = status.data.signatures.find((s) => s.kind === 'APPLICATION');
  const q = quote.data;
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <PageHeader
        title={t('bindRequest.sign.title')}
        subtitle={t('bindRequest.sign.intro', { number: q.quoteNumber, company: q.companyName })}
      />
      {link.isError ? (
        <Alert severity="error">
          {isApiError(link.error) && link.error.status === 409
            ? BIND_REQUEST_MESSAGES.applicationLinkUnavailable
            : BIND_REQUEST_MESSAGES.documentsLinkFailed}
        </Alert>
      ) : (
        <Stack direction="row" spacing={2} alignItems="center">
          <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>
            {t('bindRequest.sign.documents')}: {link.data.fileName}
          </Typography>
          <Button
            variant="outlined"
            disabled={download.isPending}
            onClick={() => download.mutate()}
          >
            {t('bindRequest.sign.download')}
          </Button>
        </Stack>
      )}
      {signature ? (
        <SignatureOnFile signature={signature}>
          <Button
            sx={{ mt: 1 }}
            variant="contained"
            size="small"
            component={RouterLink}
            to={paths.persona.policies('customer')}
          >
            {t('bindRequest.sign.toPolicies')}
          </Button>
        </SignatureOnFile>
      ) : (
        link.data && (
          <>
            {attest.isError && <Alert severity="error">{BIND_REQUEST_MESSAGES.attestFailed}</Alert>}
            <Acceptance
              paragraphs={link.data.terms}
              label={t('bindRequest.sign.accept')}
              action={t('bindRequest.sign.ok')}
              busy={attest.isPending}
              onAccept={() =>
                attest.mutate(undefined, {
                  onSuccess: (result) => enqueueSnackbar(result.message, { variant: 'success' }),
                })
              }
            />
          </>
        )
      )}
    </Stack>
  );
}

/**
 * The surplus lines notice page /quote/{id}/attest-surplus-notice (spec 3 §2, §4), for LA and MT
 * surplus quotes: the quote, the state's notice naming the broker, a required checkbox, Attest;
 * then a thank-you overlay (the signature is on file).
 */
export function SurplusNoticeScreen({ quoteId, persona }: { quoteId: string; persona: Persona }) {
  const { t } = useTranslation();
  const quote = useQuote(quoteId);
  const status = useBindStatus(quoteId);
  const me = useMe();
  const attest = useAttestSurplusNotice(quoteId);
  const [thanks, setThanks] = useState(false);
  if (quote.isPending || status.isPending || me.isPending) return <Loading />;
  if (quote.isError || status.isError || me.isError) {
    return <Alert severity="error">{BIND_REQUEST_MESSAGES.retrieveFailed}</Alert>;
  }
  const q = quote.data;
  const state = (SURPLUS_NOTICE_STATES as readonly string[]).includes(q.state ?? '')
    ? (q.state as SurplusNoticeState)
    : null;
  const signature = status.data.signatures.find((s) => s.kind === 'SURPLUS_NOTICE');
  const back = (
    <Button component={RouterLink} to={paths.persona.quotes(persona)}>
      {t('bindRequest.surplus.back')}
    </Button>
  );
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <PageHeader
        title={t('bindRequest.surplus.title', {
          state: state ? SURPLUS_NOTICE_STATE_NAMES[state] : (q.state ?? ''),
        })}
        subtitle={t('bindRequest.surplus.intro', { number: q.quoteNumber, company: q.companyName })}
      />
      {!status.data.surplusNoticeRequired || !state ? (
        <Alert severity="info" action={back}>
          {t('bindRequest.surplus.notNeeded')}
        </Alert>
      ) : signature ? (
        <SignatureOnFile signature={signature} />
      ) : (
        <>
          {attest.isError && (
            <Alert severity="error">{BIND_REQUEST_MESSAGES.attestNoticeFailed}</Alert>
          )}
          <Acceptance
            paragraphs={surplusNoticeText(state, fullNameOf(me.data))}
            label={t('bindRequest.surplus.accept')}
            action={t('bindRequest.surplus.attest')}
            busy={attest.isPending}
            onAccept={() => attest.mutate(state, { onSuccess: () => setThanks(true) })}
          />
        </>
      )}
      <Dialog open={thanks} aria-labelledby="surplus-thanks-title">
        <DialogTitle id="surplus-thanks-title">{t('bindRequest.surplus.thanksTitle')}</DialogTitle>
        <DialogContent>
          <Typography>{t('bindRequest.surplus.thanksBody')}</Typography>
        </DialogContent>
        <DialogActions>{back}</DialogActions>
      </Dialog>
    </Stack>
  );
}
