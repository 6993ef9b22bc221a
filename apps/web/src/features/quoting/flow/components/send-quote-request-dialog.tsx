import { zodResolver } from '@hookform/resolvers/zod';
import {
  SEND_QUOTE_REQUEST_LABELS,
  SendQuoteRequestFormSchema,
  type SendQuoteRequestForm,
} from '@cyber/domain';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../../components/form/form-text-field.tsx';
import { SubmitButton } from '../../../../components/form/submit-button.tsx';
import { registerModal, type ModalProps } from '../../../../components/modal-registry/index.ts';
import { useSendQuoteRequest } from '../../api/quote-flow.ts';

export const SEND_QUOTE_REQUEST_MODAL = 'send-quote-request';

export type SendQuoteRequestModalData = {
  quoteIds: string[];
  /** The quote numbers, shown so the agent knows what goes out. */
  quoteNumbers?: string[];
  onSent?: () => void;
} | null;

const FIELDS = Object.keys(SEND_QUOTE_REQUEST_LABELS) as (keyof typeof SEND_QUOTE_REQUEST_LABELS)[];

/**
 * Send quote request to a retail agency (spec 2 §5, spec 3 §2): a wholesale agent sends quotes
 * to a retail agency's agent; the form's messages are the spec's ('{label} is required',
 * '{label} is not a valid phone number').
 */
export function SendQuoteRequestDialog({ data, onClose }: ModalProps<SendQuoteRequestModalData>) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const send = useSendQuoteRequest();
  const form = useForm<SendQuoteRequestForm>({
    resolver: zodResolver(SendQuoteRequestFormSchema),
    defaultValues: {
      agencyName: '',
      agentFirstName: '',
      agentLastName: '',
      agentEmail: '',
      agentPhone: '',
    },
    mode: 'onTouched',
  });
  if (!data) return null;

  const submit = form.handleSubmit((values) =>
    send.mutate(
      { ...values, quoteIds: data.quoteIds },
      {
        onSuccess: (result) => {
          enqueueSnackbar(result.message, { variant: 'success' });
          onClose();
          data.onSent?.();
        },
        onError: () => enqueueSnackbar(t('quoteFlow.sendRequest.failed'), { variant: 'error' }),
      },
    ),
  );

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="send-quote-request-title"
    >
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="send-quote-request-title">{t('quoteFlow.sendRequest.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {t('quoteFlow.sendRequest.intro', {
                count: data.quoteIds.length,
                numbers: (data.quoteNumbers ?? []).join(', '),
              })}
            </Typography>
            {send.isError && (
              <Alert severity="error" role="alert">
                {send.error.message || t('quoteFlow.sendRequest.failed')}
              </Alert>
            )}
            {FIELDS.map((name) => (
              <FormTextField
                key={name}
                control={form.control}
                name={name}
                id={`send-request-${name}`}
                label={t(`quoteFlow.sendRequest.fields.${name}`)}
                required
                type={name === 'agentEmail' ? 'email' : name === 'agentPhone' ? 'tel' : 'text'}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={send.isPending}>
            {t('quoteFlow.cancel')}
          </Button>
          <SubmitButton busy={send.isPending} size="medium">
            {t('quoteFlow.sendRequest.submit')}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}

registerModal(SEND_QUOTE_REQUEST_MODAL, SendQuoteRequestDialog);
