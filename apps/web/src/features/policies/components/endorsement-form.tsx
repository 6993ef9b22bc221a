import {
  regionOfCurrency,
  EndorsementRequestSchema,
  type EndorsementOptions,
  type EndorsementQuote,
  type EndorsementRequest,
  type EndorsementType,
  type Policy,
  type Region,
} from '@cyber/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  IconButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import dayjs from 'dayjs';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormSelectField } from '../../../components/form/form-picker-fields.tsx';
import { formatDate, formatMoney, formatWholeMoney } from '../../../lib/format.ts';
import { TermChanges } from './term-changes.tsx';

/*
 * The endorsement dialog's form: its values (every type's fields at once), the request they
 * make, the fields that are more than a text field, and the review of the priced endorsement.
 */

/** Every type's fields at once: switching type keeps what was typed for the others. */
export type EndorseValues = {
  type: EndorsementType;
  effectiveDate: string;
  reason: string;
  limit: number;
  deductible: number;
  namedInsured: string;
  address: { address1: string; address2: string; city: string; state: string; zipCode: string };
  additionalNamedInsureds: string[];
  forms: string[];
  /** The social engineering sub-limit; 0: not covered (the endorsement removed). */
  socialEngineering: number;
};

/** The request the chosen type sends (blank name rows left out). */
export function requestOf(values: EndorseValues): unknown {
  const base = { type: values.type, effectiveDate: values.effectiveDate, reason: values.reason };
  switch (values.type) {
    case 'LIMIT_CHANGE':
      return { ...base, limit: values.limit, deductible: values.deductible };
    case 'NAMED_INSURED_CHANGE':
      return { ...base, namedInsured: values.namedInsured };
    case 'ADDRESS_CHANGE':
      return { ...base, address: values.address };
    case 'ADDITIONAL_NAMED_INSUREDS':
      return {
        ...base,
        additionalNamedInsureds: values.additionalNamedInsureds.filter((name) => name.trim()),
      };
    case 'FORMS':
      return { ...base, forms: values.forms };
    case 'SOCIAL_ENGINEERING':
      return { ...base, socialEngineering: values.socialEngineering || null };
  }
}

/** The form is checked by the domain's schema, as the server checks the request. */
export const EndorseFormSchema = z.preprocess(
  (values: EndorseValues) => requestOf(values),
  EndorsementRequestSchema,
);

const clamp = (day: string, from: string, to: string) => (day < from ? from : day > to ? to : day);

export function defaultsOf(options: EndorsementOptions): EndorseValues {
  const { terms } = options;
  return {
    type: options.types[0] ?? 'LIMIT_CHANGE',
    effectiveDate: clamp(dayjs().format('YYYY-MM-DD'), options.earliest, options.latest),
    reason: '',
    limit: terms.limit,
    deductible: terms.deductible,
    namedInsured: terms.namedInsured,
    address: {
      address1: terms.address?.address1 ?? '',
      address2: terms.address?.address2 ?? '',
      city: terms.address?.city ?? '',
      state: terms.address?.state ?? '',
      zipCode: terms.address?.zipCode ?? '',
    },
    additionalNamedInsureds: [...terms.additionalNamedInsureds],
    forms: [...terms.forms],
    // a policy without it: the first sub-limit offered, to add it
    socialEngineering: terms.socialEngineering ?? options.socialEngineeringSubLimits[0] ?? 0,
  };
}

/** The options of a limit or deductible select, with the current value even if not offered. */
const withCurrent = (values: readonly number[], current: number) =>
  values.includes(current) ? values : [...values, current].sort((a, b) => a - b);

export function AmountSelect({
  control,
  name,
  id,
  label,
  values,
  current,
  region,
}: {
  control: Control<EndorseValues>;
  name: 'limit' | 'deductible';
  id: string;
  label: string;
  values: readonly number[];
  /** The policy's current amount, offered even when not among the values. */
  current: number;
  region: Region;
}) {
  return (
    <FormSelectField
      control={control}
      name={name}
      id={id}
      label={label}
      options={withCurrent(values, current)}
      optionLabel={(value) => formatWholeMoney(value, region)}
      parse={Number}
    />
  );
}

/**
 * The social engineering endorsement's sub-limit, or "not covered" to remove it (offered only
 * when the policy carries it).
 */
export function SocialEngineeringSelect({
  control,
  id,
  options,
  region,
}: {
  control: Control<EndorseValues>;
  id: string;
  options: EndorsementOptions;
  region: Region;
}) {
  const { t } = useTranslation();
  const current = options.terms.socialEngineering;
  const values = current === null ? [] : [0];
  for (const v of options.socialEngineeringSubLimits) values.push(v);
  if (current !== null && !values.includes(current)) values.push(current);
  return (
    <FormSelectField
      control={control}
      name="socialEngineering"
      id={id}
      label={t('policies.endorse.socialEngineering')}
      options={values}
      optionLabel={(value) =>
        value === 0 ? t('policies.endorse.noSocialEngineering') : formatWholeMoney(value, region)
      }
      parse={Number}
    />
  );
}

/** The additional named insureds: one field per name, a way to add and to remove one. */
export function NamesField({
  control,
  id,
  errors,
}: {
  control: Control<EndorseValues>;
  id: string;
  errors: FieldErrors<EndorseValues>['additionalNamedInsureds'];
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name="additionalNamedInsureds"
      render={({ field }) => {
        const names = field.value;
        const replace = (next: string[]) => field.onChange(next);
        return (
          <Stack component="fieldset" spacing={1.5} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
            <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
              {t('policies.endorse.additionalNamedInsureds')}
            </Typography>
            {names.length === 0 && (
              <Typography variant="body2" color="text.secondary">
                {t('policies.endorse.noNames')}
              </Typography>
            )}
            {names.map((name, index) => {
              const number = index + 1;
              const message = Array.isArray(errors) ? errors[index]?.message : undefined;
              return (
                <Stack key={index} direction="row" spacing={1} alignItems="flex-start">
                  <TextField
                    fullWidth
                    id={`${id}-name-${index}`}
                    label={t('policies.endorse.name', { number })}
                    value={name}
                    onChange={(e) =>
                      replace(names.map((n, i) => (i === index ? e.target.value : n)))
                    }
                    onBlur={field.onBlur}
                    error={!!message}
                    helperText={message}
                    slotProps={{ htmlInput: { maxLength: 200 } }}
                  />
                  <IconButton
                    aria-label={t('policies.endorse.removeName', { number })}
                    onClick={() => replace(names.filter((_, i) => i !== index))}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </Stack>
              );
            })}
            <Button
              startIcon={<AddIcon />}
              onClick={() => replace([...names, ''])}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('policies.endorse.addName')}
            </Button>
          </Stack>
        );
      }}
    />
  );
}

/** The amendatory endorsement forms on the policy: one checkbox per form offered. */
export function FormsField({
  control,
  forms,
}: {
  control: Control<EndorseValues>;
  forms: EndorsementOptions['forms'];
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name="forms"
      render={({ field, fieldState }) => (
        <FormControl component="fieldset" error={!!fieldState.error}>
          <FormLabel component="legend">{t('policies.endorse.forms')}</FormLabel>
          <FormGroup>
            {forms.map((form) => (
              <FormControlLabel
                key={form.key}
                label={form.label}
                control={
                  <Checkbox
                    checked={field.value.includes(form.key)}
                    onChange={(e) =>
                      field.onChange(
                        e.target.checked
                          ? [...field.value, form.key]
                          : field.value.filter((key) => key !== form.key),
                      )
                    }
                  />
                }
              />
            ))}
          </FormGroup>
          {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}

/** The quote of the endorsement under review: its premium, the annual premium, what changes. */
export function EndorsementReview({
  policy,
  request,
  quote,
}: {
  policy: Policy;
  request: EndorsementRequest;
  quote: EndorsementQuote;
}) {
  const { t } = useTranslation();
  const region = regionOfCurrency(policy.currency);
  const amount = formatMoney(Math.abs(quote.premiumDelta), region);
  const premium =
    quote.premiumDelta > 0
      ? t('policies.endorse.additionalPremium', { amount })
      : quote.premiumDelta < 0
        ? t('policies.endorse.returnPremium', { amount })
        : t('policies.endorse.noPremiumChange');
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {premium}
      </Typography>
      {quote.annualPremiumBefore !== quote.annualPremiumAfter && (
        <Typography variant="body2" color="text.secondary">
          {t('policies.endorse.annualPremium', {
            before: formatMoney(quote.annualPremiumBefore, region),
            after: formatMoney(quote.annualPremiumAfter, region),
          })}{' '}
          {t('policies.endorse.proRata', { day: formatDate(request.effectiveDate) })}
        </Typography>
      )}
      <Typography variant="subtitle2" component="h3">
        {t('policies.endorse.changes')}
      </Typography>
      <TermChanges changes={quote.changes} currency={policy.currency} />
    </Stack>
  );
}
