import { zodResolver } from '@hookform/resolvers/zod';
import {
  regionOfCurrency,
  ENDORSEMENT_TYPE_LABELS,
  SERVICING_MESSAGES,
  type EndorsementOptions,
  type EndorsementQuote,
  type EndorsementRequest,
  type Policy,
  type PolicyActionResult,
} from '@cyber/domain';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '../../../components/form/address-fields.tsx';
import { FormDateField, FormSelectField } from '../../../components/form/form-picker-fields.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { formatDate } from '../../../lib/format.ts';
import { actionFailure } from '../../underwriting/index.ts';
import { useEndorsementOptions } from '../api/get-endorsement-options.ts';
import { useQuoteEndorsement, useServicePolicy } from '../api/policy-servicing.ts';
import {
  AmountSelect,
  defaultsOf,
  EndorseFormSchema,
  EndorsementReview,
  FormsField,
  NamesField,
  SocialEngineeringSelect,
  type EndorseValues,
} from './endorsement-form.tsx';
import { SocialEngineeringCheck } from './social-engineering-check.tsx';

export type EndorsePolicyDialogProps = {
  policy: Policy;
  /** The endorsement is made: the server's answer (its message for the snackbar). */
  onDone: (result: PolicyActionResult) => void;
  onClose: () => void;
};

/** The fields, then the review of the priced endorsement, then the endorsement itself. */
function EndorseForm({
  policy,
  options,
  onDone,
  onClose,
}: EndorsePolicyDialogProps & { options: EndorsementOptions }) {
  const { t } = useTranslation();
  const id = useId();
  const region = regionOfCurrency(policy.currency);
  const quote = useQuoteEndorsement();
  const endorse = useServicePolicy();
  const [review, setReview] = useState<{
    request: EndorsementRequest;
    quote: EndorsementQuote;
  } | null>(null);
  const { control, handleSubmit, getValues, setError, formState } = useForm<EndorseValues>({
    resolver: zodResolver(EndorseFormSchema) as never,
    mode: 'onTouched',
    defaultValues: defaultsOf(options),
  });
  const type = useWatch({ control, name: 'type' });
  const socialEngineering = useWatch({ control, name: 'socialEngineering' });

  /** Valid by the resolver: the request the form makes. */
  const handleReview = () => {
    const request = EndorseFormSchema.parse(getValues());
    if (request.effectiveDate < options.earliest || request.effectiveDate > options.latest) {
      setError('effectiveDate', {
        message: SERVICING_MESSAGES.outsideWindow(
          formatDate(options.earliest) ?? options.earliest,
          formatDate(options.latest) ?? options.latest,
        ),
      });
      return;
    }
    quote.mutate(
      { id: policy.id, body: request },
      { onSuccess: (answer) => setReview({ request, quote: answer }) },
    );
  };
  const handleEndorse = () => {
    if (!review) return;
    endorse.mutate(
      { action: 'endorse', id: policy.id, body: review.request },
      { onSuccess: onDone },
    );
  };
  const handleBack = () => {
    setReview(null);
    endorse.reset();
  };

  const error = review
    ? actionFailure(endorse.error, t('policies.endorse.failed'))
    : actionFailure(quote.error, t('policies.endorse.quoteFailed'));

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (review) handleEndorse();
        else void handleSubmit(handleReview)(event);
      }}
    >
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          {review ? (
            <EndorsementReview policy={policy} request={review.request} quote={review.quote} />
          ) : (
            <>
              <FormSelectField
                control={control}
                name="type"
                id={`${id}-type`}
                label={t('policies.endorse.type')}
                options={options.types}
                optionLabel={(option) => ENDORSEMENT_TYPE_LABELS[option]}
              />
              <FormDateField
                control={control}
                name="effectiveDate"
                id={`${id}-date`}
                label={t('policies.endorse.effectiveDate')}
                helperText={t('policies.endorse.window', {
                  from: formatDate(options.earliest),
                  to: formatDate(options.latest),
                })}
                min={options.earliest}
                max={options.latest}
              />
              {type === 'LIMIT_CHANGE' && (
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <AmountSelect
                    control={control}
                    name="limit"
                    id={`${id}-limit`}
                    label={t('policies.endorse.limit')}
                    values={options.limits}
                    current={options.terms.limit}
                    region={region}
                  />
                  <AmountSelect
                    control={control}
                    name="deductible"
                    id={`${id}-deductible`}
                    label={t('policies.endorse.deductible')}
                    values={options.deductibles}
                    current={options.terms.deductible}
                    region={region}
                  />
                </Stack>
              )}
              {type === 'NAMED_INSURED_CHANGE' && (
                <FormTextField
                  control={control}
                  name="namedInsured"
                  id={`${id}-named-insured`}
                  label={t('policies.endorse.namedInsured')}
                  required
                />
              )}
              {type === 'ADDRESS_CHANGE' && (
                <AddressFields
                  control={control}
                  name="address"
                  region={region}
                  idPrefix={`${id}-address`}
                  required
                />
              )}
              {type === 'ADDITIONAL_NAMED_INSUREDS' && (
                <NamesField
                  control={control}
                  id={id}
                  errors={formState.errors.additionalNamedInsureds}
                />
              )}
              {type === 'FORMS' && <FormsField control={control} forms={options.forms} />}
              {type === 'SOCIAL_ENGINEERING' && (
                <>
                  <SocialEngineeringSelect
                    control={control}
                    id={`${id}-social-engineering`}
                    options={options}
                    region={region}
                  />
                  {socialEngineering > 0 && options.terms.socialEngineering === null && (
                    <SocialEngineeringCheck accountId={policy.accountId} />
                  )}
                </>
              )}
              <FormTextField
                control={control}
                name="reason"
                id={`${id}-reason`}
                label={t('policies.endorse.reason')}
                required
                multiline
                minRows={2}
              />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {review ? (
          <>
            <Button onClick={handleBack}>{t('policies.servicing.back')}</Button>
            <Button type="submit" variant="contained" disabled={endorse.isPending}>
              {t('policies.endorse.confirm')}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose}>{t('policies.servicing.close')}</Button>
            <Button type="submit" variant="contained" disabled={quote.isPending}>
              {t('policies.endorse.review')}
            </Button>
          </>
        )}
      </DialogActions>
    </form>
  );
}

/**
 * Endorse policy (decision 046): the endorsement's type among those offered, its effective date
 * within the days allowed (today by default), its reason and the type's fields, prefilled with
 * the current terms. Review prices it (pro rata for the rest of the term) and shows what changes;
 * Endorse makes it. A refusal's message stays in the dialog.
 */
export function EndorsePolicyDialog(props: EndorsePolicyDialogProps) {
  const { t } = useTranslation();
  const options = useEndorsementOptions(props.policy.id);
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('policies.endorse.title')}</DialogTitle>
      {options.data ? (
        <EndorseForm {...props} options={options.data} />
      ) : (
        <>
          <DialogContent>
            {options.isError ? (
              <Alert severity="error" role="alert">
                {actionFailure(options.error, t('policies.endorse.loadFailed'))}
              </Alert>
            ) : (
              <CircularProgress aria-label={t('policies.endorse.loading')} />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={props.onClose}>{t('policies.servicing.close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
