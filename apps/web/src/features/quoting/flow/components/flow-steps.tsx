import {
  AdditionalInfoSchema,
  CustomQuoteRequestSchema,
  PRODUCT_NAMES,
  type Account,
  type CartItemView,
  type Persona,
  type ProductCode,
  type SecurityQuestionsInput,
} from '@cyber/domain';
import {
  Alert,
  Card,
  CardActionArea,
  CardContent,
  Grid,
  LinearProgress,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../config/paths.ts';
import { formatDate, formatMoney, formatWholeMoney } from '../../../../lib/format.ts';
import {
  useSaveSecurityQuestions,
  useSecurityQuestions,
  SecurityQuestionsForm,
} from '../../../security-questions/index.ts';
import { QuoteReadinessAlert } from '../../calculator/components/quote-readiness-alert.tsx';
import { requestQuoteEligibility } from '../../calculator/lib/eligibility.ts';
import { cartItemPresetName, presetLabelOf } from '../../calculator/lib/preset-label.ts';
import { useStateLicensedAgents, useSurplusLicencesIn } from '../../api/quote-flow.ts';
import { licenceGate, productsFor, type LicenceGate } from '../lib/flow.ts';
import type { FlowState } from '../lib/flow-state.ts';

const whole = (value: number | null, region: Account['region']) =>
  value === null ? '—' : formatWholeMoney(value, region);

/** verify: the firmographics the quote is rated on, and whether the account may be quoted. */
export function VerifyStep({ account, persona }: { account: Account; persona: Persona }) {
  const { t } = useTranslation();
  const eligibility = requestQuoteEligibility(account);
  const a = account.physicalAddress;
  const rows: [string, string][] = [
    [t('quoteFlow.verify.name'), account.name],
    [
      t('quoteFlow.verify.address'),
      [a.address1, a.city, a.state, a.zipCode].filter(Boolean).join(', ') || '—',
    ],
    [
      t(account.region === 'UK' ? 'quoteFlow.verify.sic' : 'quoteFlow.verify.naics'),
      (account.region === 'UK' ? account.sicCode : account.naicsCode) ?? '—',
    ],
    [t('quoteFlow.verify.revenue'), whole(account.totalRevenue, account.region)],
    [t('quoteFlow.verify.employees'), account.noOfEmployees?.toString() ?? '—'],
    [t('quoteFlow.verify.domain'), account.domainName ?? '—'],
  ];
  return (
    <Stack spacing={2}>
      <Table size="small" aria-label={t('quoteFlow.verify.title')}>
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ width: 220, fontWeight: 600 }}>
                {label}
              </TableCell>
              <TableCell>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Link component={RouterLink} to={paths.persona.account(persona, account.id)}>
        {t('quoteFlow.verify.edit')}
      </Link>
      {!eligibility.eligible && (
        <QuoteReadinessAlert eligibility={eligibility} persona={persona} accountId={account.id} />
      )}
    </Stack>
  );
}

/** product-selector: the region's products; choosing one moves the URL's product. */
export function ProductStep({
  account,
  product,
  onChoose,
}: {
  account: Account;
  product: ProductCode;
  onChoose: (product: ProductCode) => void;
}) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={2} role="radiogroup" aria-label={t('quoteFlow.product.title')}>
      {productsFor(account.region).map((code) => {
        const selected = code === product;
        return (
          <Grid key={code} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card
              variant="outlined"
              sx={{
                borderColor: selected ? 'primary.main' : undefined,
                borderWidth: selected ? 2 : 1,
              }}
            >
              <CardActionArea role="radio" aria-checked={selected} onClick={() => onChoose(code)}>
                <CardContent>
                  <Typography variant="h6" component="h3">
                    {PRODUCT_NAMES[code]}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(`quoteFlow.product.descriptions.${code}`)}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}

/** questions: the security questions (quote variant) inline; saving moves on. */
export function QuestionsStep({
  accountId,
  onSaved,
  onBack,
}: {
  accountId: string;
  onSaved: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const query = useSecurityQuestions(accountId);
  const save = useSaveSecurityQuestions(accountId);
  if (query.isError) return <Alert severity="error">{t('securityQuestions.loadFailed')}</Alert>;
  if (!query.data) return <LinearProgress aria-label={t('common.loading')} />;
  return (
    <Stack spacing={2}>
      {save.isError && (
        <Alert severity="error" role="alert">
          {t('securityQuestions.somethingWentWrong')}
        </Alert>
      )}
      <SecurityQuestionsForm
        answers={query.data}
        variant="quote"
        coverageIds={[]}
        busy={save.isPending}
        error={null}
        onSubmit={(values: SecurityQuestionsInput) =>
          save.mutate({ ...values, quoteId: null }, { onSuccess: onSaved })
        }
        onCancel={onBack}
      />
    </Stack>
  );
}

/** state-license: the agent's producer licence (and surplus licence) for the account's state. */
export function useLicenceGate(account: Account, product: ProductCode): LicenceGate | null {
  const state = account.region === 'US' ? (account.physicalAddress.state ?? '') : '';
  const agents = useStateLicensedAgents(state, account.region === 'US');
  const surplus = useSurplusLicencesIn(state, account.region === 'US');
  if (account.region === 'UK')
    return licenceGate({
      product,
      region: 'UK',
      state: null,
      agentLicensed: true,
      surplusLicensed: true,
    });
  if (!agents.data || !surplus.data) return null;
  return licenceGate({
    product,
    region: 'US',
    state,
    agentLicensed: agents.data.length > 0,
    surplusLicensed: surplus.data.length > 0,
  });
}

export function LicenceStep({
  account,
  gate,
  persona,
}: {
  account: Account;
  gate: LicenceGate | null;
  persona: Persona;
}) {
  const { t } = useTranslation();
  const state = account.physicalAddress.state ?? '';
  // without a gate, the queries it waits for (the same as useLicenceGate's) say why
  const waiting = !gate && account.region === 'US';
  const agents = useStateLicensedAgents(state, waiting);
  const surplus = useSurplusLicencesIn(state, waiting);
  if (!gate) {
    if (waiting && !state) {
      return (
        <Alert severity="warning" role="alert">
          {t('quoteFlow.license.noState')}
        </Alert>
      );
    }
    const failed = agents.error ?? surplus.error;
    if (failed) {
      return (
        <Alert severity="error" role="alert">
          {failed.message}
        </Alert>
      );
    }
    return <LinearProgress aria-label={t('common.loading')} />;
  }
  if (account.region === 'UK') return <Alert severity="info">{t('quoteFlow.license.uk')}</Alert>;
  return (
    <Stack spacing={2}>
      {gate.ok ? (
        <Alert severity="success">{t('quoteFlow.license.licensed', { state })}</Alert>
      ) : (
        <Alert severity="error" role="alert">
          {t(`quoteFlow.license.${gate.reason}`, { state })}
        </Alert>
      )}
      {gate.surplus && <Alert severity="info">{t('quoteFlow.license.surplus', { state })}</Alert>}
      {!gate.ok && (
        <Link component={RouterLink} to={paths.persona.licenses(persona)}>
          {t('quoteFlow.license.manage')}
        </Link>
      )}
    </Stack>
  );
}

type InfoErrors = Partial<Record<string, string>>;

/** additional-info: need-by date, a note for the underwriter, the retail agent (wholesale). */
export function AdditionalInfoStep({
  state,
  wholesale,
  today,
  onChange,
  errors,
}: {
  state: FlowState;
  wholesale: boolean;
  today: string;
  onChange: (patch: Partial<FlowState>) => void;
  errors: InfoErrors;
}) {
  const { t } = useTranslation();
  const text = (name: keyof FlowState, props: Record<string, unknown> = {}) => (
    <TextField
      label={t(`quoteFlow.info.${name}`)}
      value={state[name] ?? ''}
      onChange={(e) => onChange({ [name]: e.target.value })}
      error={!!errors[name]}
      helperText={errors[name]}
      fullWidth
      {...props}
    />
  );
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      {text('needByDate', {
        type: 'date',
        slotProps: { inputLabel: { shrink: true }, htmlInput: { min: today } },
      })}
      {text('underwriterNote', { multiline: true, minRows: 3 })}
      {wholesale && (
        <>
          <Typography variant="h6" component="h3">
            {t('quoteFlow.info.retailAgent')}
          </Typography>
          {text('retailAgentFirstName', { required: true })}
          {text('retailAgentLastName', { required: true })}
          {text('retailAgentLicenseNumber', { required: true })}
        </>
      )}
    </Stack>
  );
}

/** The additional-info rules: the retail agent is required of a wholesale agency. */
export function additionalInfoErrors(
  state: FlowState,
  wholesale: boolean,
  today: string,
): InfoErrors {
  const parsed = AdditionalInfoSchema.safeParse({ ...state, wholesale });
  const errors: InfoErrors = {};
  if (!parsed.success) for (const i of parsed.error.issues) errors[String(i.path[0])] ??= i.message;
  if (state.needByDate && state.needByDate < today)
    errors.needByDate = 'Need-by date cannot be before today';
  return errors;
}

/** custom-quote: terms outside the calculator, for the underwriter. */
export function CustomQuoteStep({
  state,
  onSave,
  onClear,
}: {
  state: FlowState;
  onSave: (custom: FlowState['customQuote']) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const [limit, setLimit] = useState(String(state.customQuote?.requestedLimit ?? ''));
  const [retention, setRetention] = useState(String(state.customQuote?.requestedRetention ?? ''));
  const [reason, setReason] = useState(state.customQuote?.reason ?? '');
  const [errors, setErrors] = useState<InfoErrors>({});
  const save = () => {
    const parsed = CustomQuoteRequestSchema.safeParse({
      requestedLimit: limit ? Number(limit.replace(/[^\d]/g, '')) : undefined,
      requestedRetention: retention ? Number(retention.replace(/[^\d]/g, '')) : null,
      reason,
    });
    if (!parsed.success) {
      const next: InfoErrors = {};
      for (const i of parsed.error.issues) next[String(i.path[0])] ??= i.message;
      setErrors(next);
      return;
    }
    setErrors({});
    onSave(parsed.data);
  };
  return (
    <Stack
      spacing={2}
      sx={{ maxWidth: 560 }}
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <Typography color="text.secondary">{t('quoteFlow.custom.intro')}</Typography>
      <TextField
        label={t('quoteFlow.custom.requestedLimit')}
        value={limit}
        onChange={(e) => setLimit(e.target.value)}
        error={!!errors.requestedLimit}
        helperText={errors.requestedLimit}
        required
        inputMode="numeric"
      />
      <TextField
        label={t('quoteFlow.custom.requestedRetention')}
        value={retention}
        onChange={(e) => setRetention(e.target.value)}
        error={!!errors.requestedRetention}
        helperText={errors.requestedRetention}
        inputMode="numeric"
      />
      <TextField
        label={t('quoteFlow.custom.reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={!!errors.reason}
        helperText={errors.reason}
        required
        multiline
        minRows={3}
      />
      <Stack direction="row" spacing={1}>
        <button type="submit" hidden />
        <Link component="button" type="button" onClick={save}>
          {t('quoteFlow.custom.save')}
        </Link>
        {state.customQuote && (
          <Link component="button" type="button" onClick={onClear}>
            {t('quoteFlow.custom.remove')}
          </Link>
        )}
      </Stack>
    </Stack>
  );
}

/** verify-submission: what will be requested. */
export function ReviewStep({
  account,
  items,
  state,
  wholesale,
}: {
  account: Account;
  items: CartItemView[];
  state: FlowState;
  wholesale: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      {items.length === 0 && !state.customQuote ? (
        <Alert severity="info">{t('quoteCalculator.cartEmpty')}</Alert>
      ) : (
        <Table size="small" aria-label={t('quoteFlow.review.variations')}>
          <TableHead>
            <TableRow>
              <TableCell>#</TableCell>
              <TableCell>{t('quoteFlow.review.product')}</TableCell>
              <TableCell>{t('quoteCalculator.preset')}</TableCell>
              <TableCell>{t('quoteCalculator.limit')}</TableCell>
              <TableCell>{t('quoteCalculator.deductible')}</TableCell>
              <TableCell align="right">{t('quoteCalculator.total')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item, i) => (
              <TableRow key={item.id} data-testid="review-item">
                <TableCell>{i + 1}</TableCell>
                <TableCell>{PRODUCT_NAMES[item.product]}</TableCell>
                <TableCell>{presetLabelOf(t, cartItemPresetName(item))}</TableCell>
                <TableCell>{whole(item.limit, account.region)}</TableCell>
                <TableCell>{whole(item.deductible, account.region)}</TableCell>
                <TableCell align="right">
                  {formatMoney(item.totalPremium, account.region)}
                </TableCell>
              </TableRow>
            ))}
            {state.customQuote && (
              <TableRow data-testid="review-item">
                <TableCell>{items.length + 1}</TableCell>
                <TableCell colSpan={2}>{t('quoteFlow.review.custom')}</TableCell>
                <TableCell>{whole(state.customQuote.requestedLimit, account.region)}</TableCell>
                <TableCell>
                  {whole(state.customQuote.requestedRetention ?? null, account.region)}
                </TableCell>
                <TableCell align="right">{t('quoteFlow.review.referred')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      )}
      <Table size="small" aria-label={t('quoteFlow.review.info')}>
        <TableBody>
          <TableRow>
            <TableCell component="th" sx={{ width: 220, fontWeight: 600 }}>
              {t('quoteFlow.info.needByDate')}
            </TableCell>
            <TableCell>{formatDate(state.needByDate) ?? '—'}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell component="th" sx={{ fontWeight: 600 }}>
              {t('quoteFlow.info.underwriterNote')}
            </TableCell>
            <TableCell>{state.underwriterNote || '—'}</TableCell>
          </TableRow>
          {wholesale && (
            <TableRow>
              <TableCell component="th" sx={{ fontWeight: 600 }}>
                {t('quoteFlow.info.retailAgent')}
              </TableCell>
              <TableCell>
                {`${state.retailAgentFirstName} ${state.retailAgentLastName} (${state.retailAgentLicenseNumber})`}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Stack>
  );
}
