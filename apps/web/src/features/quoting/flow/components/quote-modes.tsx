import { formatRegionDate, PRODUCT_NAMES, productCodeSchema, type Persona } from '@cyber/domain';
import {
  Alert,
  Button,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ModalHost, openModal } from '../../../../components/modal-registry/index.ts';
import { paths } from '../../../../config/paths.ts';
import { formatMoney } from '../../../../lib/format.ts';
import { useAccount } from '../../../accounts/index.ts';
import type { CalculatorScreenProps } from '../../calculator/components/calculator-screen.tsx';
import { useQuote } from '../../../quotes/index.ts';
import { useQuoteFlowContext, useRenewQuote } from '../../api/quote-flow.ts';
import { VerifyStep } from './flow-steps.tsx';
import {
  SEND_QUOTE_REQUEST_MODAL,
  type SendQuoteRequestModalData,
} from './send-quote-request-dialog.tsx';

type ModeProps = { persona: Persona; productType: string; accountId: string; quoteId: string };

export type EditQuoteScreenProps = ModeProps & {
  /** The calculator's `CalculatorScreen`, passed in by the route (see `QuoteFlowScreenProps`). */
  Calculator: ComponentType<CalculatorScreenProps>;
};

/**
 * edit-quote {base}/edit-quote/{product}/{accountId}/{quoteId}/quote: the calculator set to the
 * quote; saving re-rates that quote (PUT /api/quote/v1/{product}/{id}). A wholesale agency can
 * send it to a retail agency from here.
 */
export function EditQuoteScreen({
  persona,
  productType,
  accountId,
  quoteId,
  Calculator,
}: EditQuoteScreenProps) {
  const { t } = useTranslation();
  const quote = useQuote(quoteId);
  const context = useQuoteFlowContext();
  if (quote.isPending) return <LinearProgress aria-label={t('common.loading')} />;
  if (quote.isError) {
    return (
      <Alert severity="error" role="alert">
        {quote.error.message}
      </Alert>
    );
  }
  const q = quote.data;
  const wrong = q.accountId !== accountId || q.product !== productType;
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-end' }}>
        <Stack spacing={0.5} sx={{ flex: 1 }}>
          <Typography variant="h2" component="h1">
            {t('quoteFlow.edit.title', { number: q.quoteNumber })}
          </Typography>
          <Typography color="text.secondary">
            {t('quoteCalculator.subtitle', {
              product: PRODUCT_NAMES[q.product],
              name: q.companyName,
            })}
          </Typography>
        </Stack>
        {context.data?.agencyKind === 'WHOLESALE' && (
          <Button
            onClick={() =>
              openModal<SendQuoteRequestModalData>(SEND_QUOTE_REQUEST_MODAL, {
                quoteIds: [q.id],
                quoteNumbers: [q.quoteNumber],
              })
            }
          >
            {t('quoteFlow.sendRequest.open')}
          </Button>
        )}
      </Stack>
      {wrong ? (
        <Alert severity="error" role="alert">
          {t('quoteFlow.edit.mismatch')}
        </Alert>
      ) : (
        <Calculator
          embedded
          persona={persona}
          productType={productType}
          accountId={accountId}
          quote={q}
        />
      )}
      <ModalHost />
    </Stack>
  );
}

/**
 * renew-quote {base}/renew-quote/{product}/{accountId}/{quoteId}/verify: the account to verify
 * and the quote being renewed; Renew creates the renewal (effective on the old end date) and
 * opens it in edit-quote to review its terms.
 */
export function RenewQuoteScreen({ persona, productType, accountId, quoteId }: ModeProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const quote = useQuote(quoteId);
  const account = useAccount(accountId);
  const renew = useRenewQuote();
  const product = productCodeSchema.safeParse(productType);
  if (quote.isPending || account.isPending)
    return <LinearProgress aria-label={t('common.loading')} />;
  if (quote.isError || account.isError || !product.success) {
    return (
      <Alert severity="error" role="alert">
        {quote.error?.message ?? account.error?.message ?? t('quoteCalculator.unknownProduct')}
      </Alert>
    );
  }
  const q = quote.data;
  const region = account.data.region;
  const handleRenew = () =>
    renew.mutate(
      { product: product.data, id: q.id },
      {
        onSuccess: (created) => {
          enqueueSnackbar(t('quoteFlow.renew.created', { number: created.quoteNumber }), {
            variant: 'success',
          });
          void navigate(
            paths.persona.quoteFlow(
              persona,
              'edit-quote',
              created.product,
              accountId,
              created.id,
              'quote',
            ),
          );
        },
      },
    );
  return (
    <Stack spacing={3}>
      <Typography variant="h2" component="h1">
        {t('quoteFlow.renew.title', { number: q.quoteNumber })}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h5" component="h2" gutterBottom>
          {t('quoteFlow.renew.current')}
        </Typography>
        <Table size="small" aria-label={t('quoteFlow.renew.current')}>
          <TableBody>
            <TableRow>
              <TableCell component="th">{t('quoteFlow.review.product')}</TableCell>
              <TableCell>{PRODUCT_NAMES[q.product]}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell component="th">{t('quoteFlow.renew.term')}</TableCell>
              <TableCell>{`${formatRegionDate(q.effectiveDate, region)} – ${formatRegionDate(q.endDate, region)}`}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell component="th">{t('quoteCalculator.total')}</TableCell>
              <TableCell>{formatMoney(q.totalPremium, region)}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell component="th">{t('quoteFlow.renew.newStart')}</TableCell>
              <TableCell>{formatRegionDate(q.endDate, region)}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h5" component="h2" gutterBottom>
          {t('quoteFlow.steps.verify')}
        </Typography>
        <VerifyStep account={account.data} persona={persona} />
      </Paper>
      {renew.isError && (
        <Alert severity="error" role="alert">
          {renew.error.message}
        </Alert>
      )}
      <Stack direction="row" justifyContent="flex-end">
        <Button
          variant="contained"
          onClick={handleRenew}
          disabled={renew.isPending || renew.isSuccess}
        >
          {t('quoteFlow.renew.submit')}
        </Button>
      </Stack>
    </Stack>
  );
}
