import { zodResolver } from '@hookform/resolvers/zod';
import {
  regionOfCurrency,
  ErpIssueSchema,
  type ErpStatus,
  type Policy,
  type PolicyActionResult,
  type ServicingActor,
} from '@cyber/domain';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
} from '@mui/material';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/detail-list.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { actionFailure } from '../../underwriting/index.ts';
import { useErpStatus, useIssueErp, useVoidErp } from '../api/erp.ts';
import { PolicyReasonDialog } from './policy-reason-dialog.tsx';

export type ErpDialogProps = {
  policy: Policy;
  /** Who services the policy: provider staff may also void the ERP bought. */
  actor: ServicingActor;
  /** The ERP is bought or voided: the server's answer (its message for the snackbar). */
  onDone: (result: PolicyActionResult) => void;
  onClose: () => void;
};

type ErpValues = { years: string };

/** Why none may be bought (cover not ended, non-payment, too late), and Close. */
function ErpIneligible({ status, onClose }: { status: ErpStatus; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <DialogContent>
        <Alert severity="info" role="alert">
          {status.reasons.length > 0
            ? status.reasons.map((reason) => (
                <Box key={reason} component="p" sx={{ m: 0 }}>
                  {reason}
                </Box>
              ))
            : t('policies.erp.notEligible')}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('policies.servicing.close')}</Button>
      </DialogActions>
    </>
  );
}

/** What it covers, the days, the options priced, and Buy. A refusal stays in the dialog. */
function ErpPurchase({
  policy,
  status,
  issue,
  onDone,
  onClose,
}: {
  policy: Policy;
  status: ErpStatus;
  issue: ReturnType<typeof useIssueErp>;
  onDone: (result: PolicyActionResult) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const region = regionOfCurrency(policy.currency);
  const { control, handleSubmit, getValues } = useForm<ErpValues>({
    resolver: zodResolver(ErpIssueSchema) as never,
    mode: 'onTouched',
    defaultValues: { years: '' },
  });

  /** Valid by the resolver: the option chosen. */
  const handleValid = () => {
    const body = ErpIssueSchema.parse(getValues());
    issue.mutate({ id: policy.id, body }, { onSuccess: onDone });
  };

  const error = actionFailure(issue.error, t('policies.erp.failed'));
  const labelId = `${id}-period`;

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(handleValid)(event)}>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <DialogContentText>{t('policies.erp.explanation')}</DialogContentText>
          <DetailList
            items={[
              {
                label: t('policies.erp.coverEndedOn'),
                value: formatDate(status.coverEndedOn) ?? '—',
              },
              { label: t('policies.erp.electBy'), value: formatDate(status.electBy) ?? '—' },
            ]}
          />
          <Controller
            control={control}
            name="years"
            render={({ field, fieldState }) => (
              <FormControl error={!!fieldState.error} required>
                <FormLabel id={labelId}>{t('policies.erp.period')}</FormLabel>
                <RadioGroup
                  aria-labelledby={labelId}
                  name={field.name}
                  value={field.value}
                  onChange={(e) => field.onChange(e.target.value)}
                  onBlur={field.onBlur}
                >
                  {status.options.map((option) => (
                    <FormControlLabel
                      key={option.years}
                      value={String(option.years)}
                      control={<Radio />}
                      label={t('policies.erp.option', {
                        count: option.years,
                        percent: option.percent,
                        premium: formatMoney(option.premium, region),
                      })}
                    />
                  ))}
                </RadioGroup>
                {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
              </FormControl>
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('policies.servicing.close')}</Button>
        <Button type="submit" variant="contained" disabled={issue.isPending}>
          {t('policies.erp.buy')}
        </Button>
      </DialogActions>
    </form>
  );
}

/**
 * The ERP bought: its years, days and premium. Provider staff may void it, with a reason, until
 * its last voidable day.
 */
function ErpSummary({
  policy,
  erp,
  provider,
  voidErp,
  onDone,
  onClose,
}: {
  policy: Policy;
  erp: NonNullable<ErpStatus['erp']>;
  provider: boolean;
  voidErp: ReturnType<typeof useVoidErp>;
  onDone: (result: PolicyActionResult) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [voiding, setVoiding] = useState(false);
  const region = regionOfCurrency(policy.currency);
  const voidable = provider && dayjs().format('YYYY-MM-DD') <= erp.voidableUntil;
  const closeVoid = () => {
    setVoiding(false);
    voidErp.reset();
  };
  return (
    <>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <DetailList
            items={[
              {
                label: t('policies.erp.period'),
                value: t('policies.erp.years', { count: erp.years }),
              },
              { label: t('policies.erp.startsOn'), value: formatDate(erp.startsOn) },
              { label: t('policies.erp.endsOn'), value: formatDate(erp.endsOn) },
              { label: t('policies.erp.premium'), value: formatMoney(erp.premium, region) },
              ...(voidable
                ? [{ label: t('policies.erp.voidableUntil'), value: formatDate(erp.voidableUntil) }]
                : []),
            ]}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('policies.servicing.close')}</Button>
        {voidable && (
          <Button variant="outlined" color="error" onClick={() => setVoiding(true)}>
            {t('policies.erp.void')}
          </Button>
        )}
      </DialogActions>
      {voiding && (
        <PolicyReasonDialog
          title={t('policies.erp.voidTitle')}
          body={t('policies.erp.voidBody')}
          pending={voidErp.isPending}
          error={actionFailure(voidErp.error, t('policies.erp.voidFailed'))}
          onSubmit={(body) => voidErp.mutate({ id: policy.id, body }, { onSuccess: onDone })}
          onClose={closeVoid}
        />
      )}
    </>
  );
}

/**
 * Extended reporting period, once cover has ended: when one may be bought, what it
 * covers, the days cover ended and it must be elected by, and the options (1, 2 or 3 years, each
 * a share of the annual premium) to buy one; when not, why; once bought, the one bought, which
 * provider staff may void for a while. The status is not refetched while a purchase or a void
 * is made, so the dialog keeps what it showed until it closes.
 */
export function ErpDialog({ policy, actor, onDone, onClose }: ErpDialogProps) {
  const { t } = useTranslation();
  const issue = useIssueErp();
  const voidErp = useVoidErp();
  const settling = issue.isPending || issue.isSuccess || voidErp.isPending || voidErp.isSuccess;
  const status = useErpStatus(policy.id, !settling);
  const data = status.data;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('policies.erp.title')}</DialogTitle>
      {data?.erp ? (
        <ErpSummary
          policy={policy}
          erp={data.erp}
          provider={actor === 'PROVIDER'}
          voidErp={voidErp}
          onDone={onDone}
          onClose={onClose}
        />
      ) : data?.eligible ? (
        <ErpPurchase
          policy={policy}
          status={data}
          issue={issue}
          onDone={onDone}
          onClose={onClose}
        />
      ) : data ? (
        <ErpIneligible status={data} onClose={onClose} />
      ) : (
        <>
          <DialogContent>
            {status.isError ? (
              <Alert severity="error" role="alert">
                {actionFailure(status.error, t('policies.erp.loadFailed'))}
              </Alert>
            ) : (
              <CircularProgress aria-label={t('policies.erp.loading')} />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('policies.servicing.close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
