import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LinkIcon from '@mui/icons-material/Link';
import {
  QUOTE_MESSAGES,
  QUOTE_STATUS_GROUPS,
  SUBJECTIVITY_DOCUMENT_TYPE,
  UNDERWRITING_MESSAGES,
  isUkProduct,
  type Persona,
  type Subjectivity,
  type UnderwritingAction,
  type UnderwritingResult,
} from '@cyber/domain';
import { Alert, Box, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { paths } from '../../../config/paths.ts';
import { copyToClipboard } from '../../../lib/browser.ts';
import { formatDate } from '../../../lib/format.ts';
import { useDialogState } from '../../../lib/use-dialog-state.ts';
import { useUploadDocument } from '../../documents/index.ts';
import { NotesPanel } from '../../notes/index.ts';
import {
  LostQuoteDialog,
  NeedByDialog,
  QuoteStatusChip,
  useMarkQuoteLost,
  useSetQuoteNeedBy,
} from '../../quotes/index.ts';
import { useAssignUnderwriter } from '../api/assign-underwriter.ts';
import { useCancelToInbox } from '../api/cancel-to-inbox.ts';
import { useCompleteSubjectivity } from '../api/complete-subjectivity.ts';
import { useDeclineQuote } from '../api/decline-quote.ts';
import { useUnderwriters } from '../api/get-underwriters.ts';
import { useUnderwritingDetail } from '../api/get-underwriting-detail.ts';
import { useReassessRisk } from '../api/reassess-risk.ts';
import { useReferQuote, useRequestReview } from '../api/refer-quote.ts';
import { useReleaseQuote } from '../api/release-quote.ts';
import { useResetQuote } from '../api/reset-quote.ts';
import { useSaveExclusions } from '../api/save-exclusions.ts';
import { useSaveIrpm } from '../api/save-irpm.ts';
import { useSaveSubjectivities } from '../api/save-subjectivities.ts';
import { useSwitchSurplus } from '../api/switch-surplus.ts';
import { useUnderwriteQuote } from '../api/underwrite-quote.ts';
import { useUpdateTerms } from '../api/update-terms.ts';
import { AssignDialog, ReferDialog, ReleaseDialog, UpdateTermsDialog } from './action-dialogs.tsx';
import { DeclineQuoteDialog } from './decline-quote-dialog.tsx';
import { ExclusionsDialog } from './exclusions-dialog.tsx';
import { actionFailure } from './helpers.ts';
import { IrpmDialog } from './irpm-dialog.tsx';
import { CompleteSubjectivityDialog, SubjectivitiesDialog } from './subjectivities-dialogs.tsx';
import {
  AccountTermsPanel,
  BreakdownPanel,
  ExclusionsPanel,
  HistoryPanel,
  ReferralPanel,
  SubjectivitiesPanel,
} from './workbench-panels.tsx';
import { RiskPanel } from './risk-panel.tsx';

export type WorkbenchScreenProps = {
  persona: Persona;
  product: string;
  quoteId: string;
  /** quote:manage: the need-by date. */
  canSetNeedBy: boolean;
  /** Notes on the quote may be written (quote:manage or quote:underwrite). */
  canWriteNotes: boolean;
};

/** Statuses a quote may be declared lost from (spec 3 §4). */
const ACTIVE_STATUSES: readonly string[] = QUOTE_STATUS_GROUPS.ACTIVE;

type Kind = UnderwritingAction | 'complete' | 'need-by' | 'lost';

/** The action buttons, in the order of the work: take it, change it, decide. */
const BUTTONS: readonly { action: UnderwritingAction; variant: 'contained' | 'outlined' }[] = [
  { action: 'underwrite', variant: 'contained' },
  { action: 'request-review', variant: 'contained' },
  { action: 'assign', variant: 'outlined' },
  { action: 'cancel-to-inbox', variant: 'outlined' },
  { action: 'update', variant: 'outlined' },
  { action: 'irpm', variant: 'outlined' },
  { action: 'exclusions', variant: 'outlined' },
  { action: 'subjectivities', variant: 'outlined' },
  { action: 'surplus', variant: 'outlined' },
  { action: 'reassess', variant: 'outlined' },
  { action: 'reset', variant: 'outlined' },
  { action: 'refer', variant: 'outlined' },
  { action: 'release', variant: 'contained' },
  { action: 'decline', variant: 'outlined' },
];

/**
 * The underwriting workbench of one quote ({base}/inbox/{product}/{quoteId}; spec 3 §2 underwriter
 * modals, §4 actions): the quote, its rating and referral reasons, the decisions taken, notes,
 * subjectivities and exclusions, and the actions `allowedActions` grants the caller now, each in
 * its dialog. Every action answers the quote's new view, shown at once.
 */
export function WorkbenchScreen({
  persona,
  product,
  quoteId,
  canSetNeedBy,
  canWriteNotes,
}: WorkbenchScreenProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const query = useUnderwritingDetail(product, quoteId);
  const detail = query.data;
  const allowed = new Set(detail?.allowedActions ?? []);
  const underwriters = useUnderwriters(allowed.has('assign'));

  const m = {
    underwrite: useUnderwriteQuote(),
    'cancel-to-inbox': useCancelToInbox(),
    assign: useAssignUnderwriter(),
    update: useUpdateTerms(),
    irpm: useSaveIrpm(),
    exclusions: useSaveExclusions(),
    subjectivities: useSaveSubjectivities(),
    surplus: useSwitchSurplus(),
    reassess: useReassessRisk(),
    reset: useResetQuote(),
    refer: useReferQuote(),
    'request-review': useRequestReview(),
    release: useReleaseQuote(),
    decline: useDeclineQuote(),
    complete: useCompleteSubjectivity(),
  };
  const upload = useUploadDocument();
  const needBy = useSetQuoteNeedBy();
  const lost = useMarkQuoteLost();
  const dialog = useDialogState<Kind, Subjectivity>({
    onClose: () => {
      for (const mutation of Object.values(m)) mutation.reset();
      upload.reset();
      needBy.reset();
      lost.reset();
    },
  });

  if (query.isPending) {
    return <CircularProgress aria-label={t('underwriting.workbench.loading')} />;
  }
  if (query.isError || !detail) {
    return <Alert severity="error">{t('underwriting.workbench.loadFailed')}</Alert>;
  }

  const { quote } = detail;
  const ref = { product: quote.product, id: quote.id };
  const done = (result: { message: string }) => {
    dialog.close();
    enqueueSnackbar(result.message, { variant: 'success' });
  };
  const onDone = { onSuccess: (result: UnderwritingResult) => done(result) };
  const failure = (kind: keyof typeof m, fallback: string) =>
    actionFailure(m[kind].error, fallback);
  const generic = QUOTE_MESSAGES.somethingWentWrong;
  const showSurplus = allowed.has('surplus') && !isUkProduct(quote.product);
  const labelOf = (action: UnderwritingAction) =>
    action === 'surplus'
      ? quote.isSurplus
        ? t('underwriting.actions.admitted')
        : t('underwriting.actions.surplus')
      : t(`underwriting.actions.${action}`);

  const handleCopyLink = async () => {
    // The application the policyholder signs (decision 043): its page, on this platform.
    const copied = await copyToClipboard(
      `${window.location.origin}${paths.persona.signQuote('customer', quote.id, quote.product)}`,
    );
    enqueueSnackbar(
      copied ? t('underwriting.actions.linkCopied') : t('underwriting.actions.copyFailed'),
      { variant: copied ? 'success' : 'error' },
    );
  };

  const handleComplete = async (subjectivity: Subjectivity, file: File, comment: string | null) => {
    const document = await upload
      .mutateAsync({
        file,
        docName: file.name,
        docType: SUBJECTIVITY_DOCUMENT_TYPE,
        accountId: quote.accountId,
        quoteId: quote.id,
        productType: quote.product,
      })
      .catch(() => null);
    if (!document) return;
    m.complete.mutate(
      { product: quote.product, subjectivityId: subjectivity.id, documentId: document.id, comment },
      onDone,
    );
  };

  // A confirmation for the actions that take no input.
  const confirmations: Partial<
    Record<UnderwritingAction, { title: string; body: string; fallback: string; danger?: boolean }>
  > = {
    underwrite: {
      title: t('underwriting.dialogs.underwriteTitle'),
      body: t('underwriting.dialogs.underwriteBody', { number: quote.quoteNumber }),
      fallback: generic,
    },
    'cancel-to-inbox': {
      title: t('underwriting.dialogs.cancelTitle'),
      body: t('underwriting.dialogs.cancelBody', { number: quote.quoteNumber }),
      fallback: generic,
    },
    reset: {
      title: t('underwriting.dialogs.resetTitle'),
      body: t('underwriting.dialogs.resetBody', { number: quote.quoteNumber }),
      fallback: generic,
      danger: true,
    },
    reassess: {
      title: t('underwriting.dialogs.reassessTitle'),
      body: t('underwriting.dialogs.reassessBody', { number: quote.quoteNumber }),
      fallback: UNDERWRITING_MESSAGES.reassessFailed,
      danger: true,
    },
    surplus: {
      title: t('underwriting.dialogs.surplusTitle'),
      body: quote.isSurplus
        ? t('underwriting.dialogs.toAdmittedBody', { number: quote.quoteNumber })
        : t('underwriting.dialogs.toSurplusBody', { number: quote.quoteNumber }),
      fallback: generic,
      danger: true,
    },
  };
  const confirmKind = dialog.kind && dialog.kind in confirmations ? dialog.kind : null;
  const confirm = confirmKind ? confirmations[confirmKind as UnderwritingAction] : undefined;
  const handleConfirm = () => {
    switch (confirmKind) {
      case 'underwrite':
        return m.underwrite.mutate(ref, onDone);
      case 'cancel-to-inbox':
        return m['cancel-to-inbox'].mutate(ref, onDone);
      case 'reset':
        return m.reset.mutate(ref, onDone);
      case 'reassess':
        return m.reassess.mutate(ref, onDone);
      case 'surplus':
        return m.surplus.mutate({ ...ref, isSurplus: !quote.isSurplus }, onDone);
    }
  };
  const common = { detail, onClose: dialog.close };
  const completing = dialog.targetOf('complete');

  return (
    <Stack spacing={3}>
      <Box>
        <Button
          href={paths.persona.inbox(persona)}
          startIcon={<ArrowBackIcon />}
          size="small"
          sx={{ mb: 1 }}
        >
          {t('underwriting.workbench.back')}
        </Button>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'center' }}>
          <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
            {t('underwriting.workbench.heading', {
              number: quote.quoteNumber,
              company: quote.companyName,
            })}
          </Typography>
          <QuoteStatusChip status={quote.status} />
        </Stack>
        <Stack direction="row" spacing={3} sx={{ mt: 1 }} color="text.secondary">
          <Typography variant="body2">
            {t('underwriting.workbench.assignee')}:{' '}
            {detail.assignee?.name ?? t('underwriting.workbench.unassigned')}
          </Typography>
          <Typography variant="body2">
            {t('underwriting.workbench.needBy')}: {formatDate(quote.needByDate) ?? '—'}
          </Typography>
          {detail.submissionId && (
            <Link href={paths.persona.submission(persona, detail.submissionId)} variant="body2">
              {t('underwriting.workbench.viewSubmission')}
            </Link>
          )}
        </Stack>
      </Box>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        role="toolbar"
        aria-label={t('underwriting.workbench.actions')}
      >
        {BUTTONS.filter(({ action }) =>
          action === 'surplus' ? showSurplus : allowed.has(action),
        ).map(({ action, variant }) => (
          <Button
            key={action}
            variant={variant}
            color={action === 'decline' ? 'error' : 'primary'}
            onClick={() => dialog.open(action)}
          >
            {labelOf(action)}
          </Button>
        ))}
        {canSetNeedBy && (
          <Button variant="outlined" onClick={() => dialog.open('need-by')}>
            {t('underwriting.actions.needBy')}
          </Button>
        )}
        {canSetNeedBy && ACTIVE_STATUSES.includes(quote.status) && (
          <Button variant="outlined" onClick={() => dialog.open('lost')}>
            {t('underwriting.actions.lost')}
          </Button>
        )}
        <Button startIcon={<LinkIcon />} onClick={() => void handleCopyLink()}>
          {t('underwriting.actions.copyLink')}
        </Button>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <AccountTermsPanel detail={detail} />
        <BreakdownPanel detail={detail} />
        <RiskPanel detail={detail} />
        <ReferralPanel detail={detail} />
        <HistoryPanel detail={detail} />
        <SubjectivitiesPanel
          detail={detail}
          onComplete={
            allowed.has('complete-subjectivity') ? (s) => dialog.open('complete', s) : undefined
          }
        />
        <ExclusionsPanel detail={detail} />
      </Box>
      <NotesPanel target={{ quoteId: quote.id }} canWrite={canWriteNotes} />

      <ConfirmDialog
        open={!!confirm}
        title={confirm?.title ?? ''}
        body={confirm?.body ?? ''}
        confirmLabel={t('underwriting.dialogs.confirm')}
        danger={confirm?.danger ?? false}
        pending={confirmKind ? m[confirmKind as keyof typeof m].isPending : false}
        error={
          confirmKind && confirm
            ? (failure(confirmKind as keyof typeof m, confirm.fallback) ?? null)
            : null
        }
        onConfirm={handleConfirm}
        onClose={dialog.close}
      />
      {dialog.kind === 'assign' && (
        <AssignDialog
          {...common}
          underwriters={underwriters.data}
          pending={m.assign.isPending}
          error={failure('assign', generic)}
          onSubmit={(underwriterId) => m.assign.mutate({ ...ref, underwriterId }, onDone)}
        />
      )}
      {dialog.kind === 'release' && (
        <ReleaseDialog
          {...common}
          pending={m.release.isPending}
          error={failure('release', UNDERWRITING_MESSAGES.releaseFailed)}
          onSubmit={(values) => m.release.mutate({ ...ref, ...values }, onDone)}
        />
      )}
      {(dialog.kind === 'refer' || dialog.kind === 'request-review') && (
        <ReferDialog
          {...common}
          title={
            dialog.kind === 'refer'
              ? t('underwriting.dialogs.referTitle')
              : t('underwriting.dialogs.requestReviewTitle')
          }
          pending={m[dialog.kind].isPending}
          error={failure(dialog.kind, generic)}
          onSubmit={(values) => m[dialog.kind as 'refer'].mutate({ ...ref, ...values }, onDone)}
        />
      )}
      {dialog.kind === 'decline' && (
        <DeclineQuoteDialog
          {...common}
          pending={m.decline.isPending}
          error={failure('decline', UNDERWRITING_MESSAGES.declineFailed)}
          onSubmit={(values) => m.decline.mutate({ ...ref, ...values }, onDone)}
        />
      )}
      {dialog.kind === 'update' && (
        <UpdateTermsDialog
          {...common}
          pending={m.update.isPending}
          error={failure('update', UNDERWRITING_MESSAGES.updateFailed)}
          onSubmit={(values) => m.update.mutate({ ...ref, ...values }, onDone)}
        />
      )}
      {dialog.kind === 'irpm' && (
        <IrpmDialog
          {...common}
          pending={m.irpm.isPending}
          error={failure('irpm', UNDERWRITING_MESSAGES.irpmSaveFailed)}
          onSubmit={(body) => m.irpm.mutate({ ...ref, isSurplus: quote.isSurplus, body }, onDone)}
        />
      )}
      {dialog.kind === 'exclusions' && (
        <ExclusionsDialog
          {...common}
          pending={m.exclusions.isPending}
          error={failure('exclusions', generic)}
          onSubmit={(values) => m.exclusions.mutate({ ...ref, ...values }, onDone)}
        />
      )}
      {dialog.kind === 'subjectivities' && (
        <SubjectivitiesDialog
          {...common}
          pending={m.subjectivities.isPending}
          error={failure('subjectivities', generic)}
          onSubmit={(values) => m.subjectivities.mutate({ ...ref, ...values }, onDone)}
        />
      )}
      {completing && (
        <CompleteSubjectivityDialog
          {...common}
          subjectivity={completing}
          pending={upload.isPending || m.complete.isPending}
          error={
            actionFailure(upload.error, t('underwriting.dialogs.uploadFailed')) ??
            failure('complete', generic)
          }
          onSubmit={({ file, comment }) => void handleComplete(completing, file, comment)}
        />
      )}
      {dialog.kind === 'lost' && (
        <LostQuoteDialog
          quote={quote}
          pending={lost.isPending}
          error={actionFailure(lost.error, QUOTE_MESSAGES.somethingWentWrong)}
          onSubmit={(values) =>
            lost.mutate(
              { ...values, id: quote.id },
              {
                onSuccess: (result) => {
                  void query.refetch();
                  done(result);
                },
              },
            )
          }
          onClose={dialog.close}
        />
      )}
      {dialog.kind === 'need-by' && (
        <NeedByDialog
          quote={quote}
          pending={needBy.isPending}
          error={actionFailure(needBy.error, QUOTE_MESSAGES.somethingWentWrong)}
          onSubmit={(value) =>
            needBy.mutate(
              { quoteId: quote.id, needBy: value },
              {
                onSuccess: (result) => {
                  void query.refetch();
                  done(result);
                },
              },
            )
          }
          onClose={dialog.close}
        />
      )}
    </Stack>
  );
}
