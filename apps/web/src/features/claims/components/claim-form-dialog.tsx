import { zodResolver } from '@hookform/resolvers/zod';
import {
  CLAIM_MESSAGES,
  claimFormSchema,
  REGION_SETTINGS,
  type ClaimDefaults,
  type ClaimFormValues,
  type ClaimInput,
  type ClaimReporter,
  type ClaimView,
  type Region,
} from '@cyber/domain';
import {
  Alert,
  Autocomplete,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Grid,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useMemo, useState, type ReactNode } from 'react';
import {
  Controller,
  useForm,
  useWatch,
  type Control,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { PhoneField } from '../../../components/form/phone-field.tsx';
import { StatePicker } from '../../reference/index.ts';
import { useClaim, useClaimDefaults, useClaimReporters, useSaveClaim } from '../api/claims.ts';

type Values = ClaimFormValues;

/** The form's values for a saved claim, or a new one (the loss address from the account). */
export function valuesOf(
  claim: ClaimView | undefined,
  defaults: ClaimDefaults | undefined,
): Values {
  if (claim) {
    const { reporterUserId, name, isRightContact, isAuthoritiesInvolved, isReportFiled } = claim;
    const text = (v: string | null) => v ?? '';
    return {
      reporterUserId,
      name,
      role: text(claim.role),
      email: text(claim.email),
      companyName: text(claim.companyName),
      workPhone: text(claim.workPhone),
      cellPhone: text(claim.cellPhone),
      isRightContact,
      contactName: text(claim.contactName),
      contactEmail: text(claim.contactEmail),
      contactPhone: text(claim.contactPhone),
      address: text(claim.address),
      city: text(claim.city),
      state: text(claim.state),
      zipCode: text(claim.zipCode),
      lossDate: text(claim.lossDate),
      lossDescription: text(claim.lossDescription),
      impactedDevicesOs: text(claim.impactedDevicesOs),
      impactedDevicesType: text(claim.impactedDevicesType),
      incidentNoticed: text(claim.incidentNoticed),
      lossInformationExplanation: text(claim.lossInformationExplanation),
      isAuthoritiesInvolved,
      authorityName: text(claim.authorityName),
      authorityPhoneNumber: text(claim.authorityPhoneNumber),
      isReportFiled,
      reportNumber: text(claim.reportNumber),
      isBusinessImpacted: claim.isBusinessImpacted,
      isCyberIncident: claim.isCyberIncident,
      isRemediationServiceBegun: claim.isRemediationServiceBegun,
      otherInformationExplanation: text(claim.otherInformationExplanation),
      isFiled: false,
    };
  }
  return {
    reporterUserId: null,
    name: '',
    role: '',
    email: '',
    companyName: '',
    workPhone: '',
    cellPhone: '',
    isRightContact: null,
    contactName: '',
    contactEmail: '',
    contactPhone: '',
    address: defaults?.address ?? '',
    city: defaults?.city ?? '',
    state: defaults?.state ?? '',
    zipCode: defaults?.zipCode ?? '',
    lossDate: '',
    lossDescription: '',
    impactedDevicesOs: '',
    impactedDevicesType: '',
    incidentNoticed: '',
    lossInformationExplanation: '',
    isAuthoritiesInvolved: false,
    authorityName: '',
    authorityPhoneNumber: '',
    isReportFiled: false,
    reportNumber: '',
    isBusinessImpacted: null,
    isCyberIncident: null,
    isRemediationServiceBegun: null,
    otherInformationExplanation: '',
    isFiled: false,
  };
}

/** A yes/no question as two radios; `null` is unanswered. */
function YesNoField({
  control,
  name,
  label,
  required,
}: {
  control: Control<Values>;
  name: Path<Values>;
  label: string;
  required?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl error={!!fieldState.error} required={required}>
          <FormLabel id={`claim-${name}-label`}>{label}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`claim-${name}-label`}
            value={field.value === true ? 'yes' : field.value === false ? 'no' : ''}
            onChange={(e) => field.onChange(e.target.value === 'yes')}
            onBlur={field.onBlur}
          >
            <FormControlLabel value="yes" control={<Radio />} label={t('claims.yes')} />
            <FormControlLabel value="no" control={<Radio />} label={t('claims.no')} />
          </RadioGroup>
          {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}

function FormCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <Grid container spacing={2}>
          {children}
        </Grid>
      </CardContent>
    </Card>
  );
}

const Cell = ({ children, wide = false }: { children: ReactNode; wide?: boolean }) => (
  <Grid size={{ xs: 12, sm: wide ? 12 : 6 }}>{children}</Grid>
);

/** The reporter: one of the account's users; picking one fills role, e-mail and company. */
function ReporterField({
  control,
  reporters,
  loading,
  onPick,
}: {
  control: Control<Values>;
  reporters: ClaimReporter[];
  loading: boolean;
  onPick: (reporter: ClaimReporter | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name="name"
      render={({ field, fieldState }) => {
        const selected = reporters.find((r) => r.name === field.value) ?? null;
        return (
          <Autocomplete
            id="claim-name"
            options={reporters}
            loading={loading}
            value={selected}
            noOptionsText={t('claims.noReporters')}
            getOptionLabel={(r) => r.name}
            isOptionEqualToValue={(a, b) => a.userId === b.userId}
            renderOption={(props, r) => (
              <li {...props} key={r.userId}>
                <Stack>
                  <span>{r.name}</span>
                  <Typography variant="caption" color="text.secondary">
                    {r.roleName} · {r.organization}
                  </Typography>
                </Stack>
              </li>
            )}
            onChange={(_e, r) => onPick(r)}
            onBlur={field.onBlur}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('claims.fields.name')}
                required
                error={!!fieldState.error}
                helperText={fieldState.error?.message ?? t('claims.reporterHelp')}
              />
            )}
          />
        );
      }}
    />
  );
}

export type ClaimFormProps = {
  accountId: string;
  region: Region;
  claim: ClaimView | undefined;
  defaults: ClaimDefaults | undefined;
  onClose: () => void;
};

/**
 * ClaimCreateEdit (spec 2 §2, §4, §5): three cards, Cancel / Save / File Claim. Save keeps the
 * claim UN_FILED ("Claim progress saved"; a new claim switches to edit); File Claim sends isFiled
 * and closes on "Claim successfully filed". Save is disabled until the form changes.
 */
export function ClaimForm({ accountId, region, claim, defaults, onClose }: ClaimFormProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [saved, setSaved] = useState<ClaimView | undefined>(claim);
  const [error, setError] = useState<string>();
  const save = useSaveClaim();
  const reporters = useClaimReporters(accountId);
  const schema = useMemo(() => claimFormSchema(region), [region]);
  const initial = useMemo(() => valuesOf(claim, defaults), [claim, defaults]);
  const { control, handleSubmit, setValue, reset, formState } = useForm<
    Values,
    unknown,
    ClaimInput
  >({
    resolver: zodResolver(schema) as unknown as Resolver<Values, unknown, ClaimInput>,
    mode: 'onTouched',
    defaultValues: initial,
  });
  const isRightContact = useWatch({ control, name: 'isRightContact' });
  const isAuthoritiesInvolved = useWatch({ control, name: 'isAuthoritiesInvolved' });
  const isReportFiled = useWatch({ control, name: 'isReportFiled' });

  const pick = (r: ClaimReporter | null) => {
    const opts = { shouldDirty: true, shouldValidate: true } as const;
    setValue('name', r?.name ?? '', opts);
    setValue('reporterUserId', r?.userId ?? null, opts);
    if (!r) return;
    setValue('role', r.roleName, opts);
    setValue('email', r.email, opts);
    setValue('companyName', r.organization, opts);
  };

  const submit = (isFiled: boolean) =>
    handleSubmit((input) => {
      setError(undefined);
      save.mutate(
        { id: saved?.id, accountId, input: { ...input, isFiled } },
        {
          onSuccess: (result) => {
            enqueueSnackbar(result.message, { variant: 'success' });
            if (result.claim.status === 'FILED') {
              onClose();
              return;
            }
            setSaved(result.claim);
            reset(valuesOf(result.claim, defaults));
          },
          onError: (e) => {
            setError(e.message);
            enqueueSnackbar(CLAIM_MESSAGES.saveFailed, { variant: 'error' });
          },
        },
      );
    });

  const text = (
    name: Path<Values>,
    props: { required?: boolean; multiline?: boolean; type?: string } = {},
  ) => (
    <FormTextField
      control={control}
      name={name}
      id={`claim-${name}`}
      label={t(`claims.fields.${name}`)}
      required={props.required}
      multiline={props.multiline}
      minRows={props.multiline ? 3 : undefined}
      type={props.type}
    />
  );
  const phone = (name: Path<Values>, required = false) => (
    <PhoneField
      control={control}
      name={name}
      id={`claim-${name}`}
      label={t(`claims.fields.${name}`)}
      region={region}
      required={required}
    />
  );

  return (
    <form noValidate onSubmit={(e) => void submit(false)(e)}>
      <DialogTitle id="claim-form-title">
        {saved
          ? t('claims.editTitle', { claimNumber: saved.claimNumber })
          : t('claims.createTitle')}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          {error && <Alert severity="error">{error}</Alert>}
          <FormCard title={t('claims.cards.reportedBy')}>
            <Cell>
              <ReporterField
                control={control}
                reporters={reporters.data?.content ?? []}
                loading={reporters.isFetching}
                onPick={pick}
              />
            </Cell>
            <Cell>{text('role')}</Cell>
            <Cell>{text('email', { type: 'email' })}</Cell>
            <Cell>{text('companyName')}</Cell>
            <Cell>{phone('workPhone')}</Cell>
            <Cell>{phone('cellPhone')}</Cell>
            <Cell wide>
              <YesNoField
                control={control}
                name="isRightContact"
                label={t('claims.fields.isRightContact')}
                required
              />
            </Cell>
            {isRightContact === false && (
              <>
                <Cell>{text('contactName', { required: true })}</Cell>
                <Cell>{text('contactEmail', { required: true, type: 'email' })}</Cell>
                <Cell>{phone('contactPhone', true)}</Cell>
              </>
            )}
          </FormCard>
          <FormCard title={t('claims.cards.loss')}>
            <Cell wide>{text('address')}</Cell>
            <Cell>{text('city', { required: true })}</Cell>
            <Cell>
              {region === 'US' ? (
                <Controller
                  control={control}
                  name="state"
                  render={({ field, fieldState }) => (
                    <StatePicker
                      id="claim-state"
                      label={t('claims.fields.state')}
                      value={(field.value as string | null) || null}
                      onChange={(code) => field.onChange(code ?? '')}
                      required
                      error={!!fieldState.error}
                      helperText={fieldState.error?.message}
                    />
                  )}
                />
              ) : (
                text('state', { required: true })
              )}
            </Cell>
            <Cell>{text('zipCode', { required: true })}</Cell>
            <Cell>{text('lossDate', { type: 'date' })}</Cell>
            <Cell>{text('incidentNoticed', { type: 'date' })}</Cell>
            <Cell wide>{text('lossDescription', { required: true, multiline: true })}</Cell>
            <Cell>{text('impactedDevicesOs')}</Cell>
            <Cell>{text('impactedDevicesType')}</Cell>
            <Cell wide>{text('lossInformationExplanation', { multiline: true })}</Cell>
          </FormCard>
          <FormCard title={t('claims.cards.other')}>
            <Cell wide>
              <YesNoField
                control={control}
                name="isAuthoritiesInvolved"
                label={t('claims.fields.isAuthoritiesInvolved')}
              />
            </Cell>
            {isAuthoritiesInvolved && (
              <>
                <Cell>{text('authorityName', { required: true })}</Cell>
                <Cell>{phone('authorityPhoneNumber', true)}</Cell>
              </>
            )}
            <Cell wide>
              <YesNoField
                control={control}
                name="isReportFiled"
                label={t('claims.fields.isReportFiled')}
              />
            </Cell>
            {isReportFiled && <Cell>{text('reportNumber', { required: true })}</Cell>}
            <Cell wide>
              <YesNoField
                control={control}
                name="isBusinessImpacted"
                label={t('claims.fields.isBusinessImpacted')}
              />
            </Cell>
            <Cell wide>
              <YesNoField
                control={control}
                name="isCyberIncident"
                label={t('claims.fields.isCyberIncident')}
              />
            </Cell>
            <Cell wide>
              <YesNoField
                control={control}
                name="isRemediationServiceBegun"
                label={t('claims.fields.isRemediationServiceBegun')}
              />
            </Cell>
            <Cell wide>{text('otherInformationExplanation', { multiline: true })}</Cell>
          </FormCard>
          <Typography variant="body2" color="text.secondary" data-testid="claim-footer">
            {t('claims.footer', { phone: REGION_SETTINGS[region].claimsPhone })}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('claims.buttons.cancel')}</Button>
        <Button type="submit" variant="outlined" disabled={!formState.isDirty || save.isPending}>
          {t('claims.buttons.save')}
        </Button>
        <Button variant="contained" disabled={save.isPending} onClick={(e) => void submit(true)(e)}>
          {t('claims.buttons.file')}
        </Button>
      </DialogActions>
    </form>
  );
}

export type ClaimFormDialogProps = {
  open: boolean;
  accountId: string;
  /** Edit mode: the saved claim's id. */
  claimId?: string | undefined;
  onClose: () => void;
};

/** The dialog around the form: loads the claim (edit) or the account's defaults (create). */
export function ClaimFormDialog({ open, accountId, claimId, onClose }: ClaimFormDialogProps) {
  const claim = useClaim(claimId);
  const defaults = useClaimDefaults(accountId);
  const ready = claimId ? claim.data : defaults.data;
  const failed = claimId ? claim.error : defaults.error;
  const region: Region = claim.data?.region ?? defaults.data?.region ?? 'US';
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="lg"
      aria-labelledby="claim-form-title"
    >
      {failed ? (
        <DialogContent>
          <Alert severity="error">{failed.message}</Alert>
        </DialogContent>
      ) : ready ? (
        <ClaimForm
          accountId={accountId}
          region={region}
          claim={claim.data}
          defaults={defaults.data}
          onClose={onClose}
        />
      ) : (
        <DialogContent>
          <Stack alignItems="center" sx={{ py: 6 }}>
            <CircularProgress aria-label="Loading" />
          </Stack>
        </DialogContent>
      )}
    </Dialog>
  );
}
