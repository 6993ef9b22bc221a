import { zodResolver } from '@hookform/resolvers/zod';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_TEXT_MAX,
  FeedbackFormSchema,
  KUDOS_CATEGORY,
  type FeedbackCategory,
  type FeedbackForm,
} from '@cyber/domain';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { useSendFeedback } from '../api/feedback.ts';

export type FeedbackDialogProps = {
  open: boolean;
  onClose: () => void;
};

const EMPTY: FeedbackForm = { category: '', feedbackText: '', permissionToShare: false };

/** Spec 2 §8: a failed send shows the response data (its message, or the data as text). */
function failureText(error: Error): string {
  if (!isApiError(error)) return error.message;
  const data = error.data;
  if (typeof data === 'string' && data) return data;
  if (
    data &&
    typeof data === 'object' &&
    typeof (data as { message?: unknown }).message === 'string'
  )
    return (data as { message: string }).message;
  return error.message;
}

/**
 * The feedback form (spec 2 §3, §5, §9): a category, a description of at most 500 characters
 * with a counter, and — for Kudos only — the permission to share (Yes/No, default No). Send stays
 * disabled until the form changes; a sent form gives way to a thank-you.
 */
export function FeedbackDialog({ open, onClose }: FeedbackDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const send = useSendFeedback();
  const [sent, setSent] = useState(false);
  const { control, handleSubmit, watch, reset, formState } = useForm<FeedbackForm>({
    resolver: zodResolver(FeedbackFormSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const category = watch('category');
  const text = watch('feedbackText');
  const isKudos = category === KUDOS_CATEGORY;

  const close = () => {
    onClose();
    // let the closing transition finish on the old content
    setTimeout(() => {
      reset(EMPTY);
      send.reset();
      setSent(false);
    }, 200);
  };

  const submit = handleSubmit((values) =>
    send.mutate(
      {
        category: values.category as FeedbackCategory,
        feedbackText: values.feedbackText,
        permissionToShare: values.category === KUDOS_CATEGORY && values.permissionToShare,
        page: typeof window === 'undefined' ? undefined : window.location.pathname,
      },
      { onSuccess: () => setSent(true) },
    ),
  );

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {sent ? t('feedback.thanksTitle') : t('feedback.title')}
      </DialogTitle>
      {sent ? (
        <>
          <DialogContent>
            <DialogContentText>{t('feedback.thanksBody')}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={close}>
              {t('feedback.close')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText>{t('feedback.intro')}</DialogContentText>
              {send.error && <Alert severity="error">{failureText(send.error)}</Alert>}
              <Controller
                control={control}
                name="category"
                render={({ field, fieldState }) => (
                  <TextField
                    select
                    id="feedback-category"
                    label={t('feedback.category')}
                    required
                    {...field}
                    inputRef={field.ref}
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message}
                  >
                    {FEEDBACK_CATEGORIES.map((c) => (
                      <MenuItem key={c.value} value={c.value}>
                        {c.label}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <Controller
                control={control}
                name="feedbackText"
                render={({ field, fieldState }) => (
                  <TextField
                    id="feedback-text"
                    label={t('feedback.description')}
                    required
                    multiline
                    minRows={4}
                    {...field}
                    inputRef={field.ref}
                    error={!!fieldState.error}
                    helperText={
                      fieldState.error?.message ??
                      t('feedback.counter', { count: text.length, max: FEEDBACK_TEXT_MAX })
                    }
                  />
                )}
              />
              {isKudos && (
                <Controller
                  control={control}
                  name="permissionToShare"
                  render={({ field }) => (
                    <FormControl>
                      <FormLabel id="feedback-permission">{t('feedback.permission')}</FormLabel>
                      <RadioGroup
                        row
                        aria-labelledby="feedback-permission"
                        value={field.value ? 'yes' : 'no'}
                        onChange={(e) => field.onChange(e.target.value === 'yes')}
                      >
                        <FormControlLabel
                          value="yes"
                          control={<Radio />}
                          label={t('feedback.yes')}
                        />
                        <FormControlLabel value="no" control={<Radio />} label={t('feedback.no')} />
                      </RadioGroup>
                    </FormControl>
                  )}
                />
              )}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{t('feedback.cancel')}</Button>
            <Button
              type="submit"
              variant="contained"
              disabled={!formState.isDirty || send.isPending}
            >
              {t('feedback.send')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
