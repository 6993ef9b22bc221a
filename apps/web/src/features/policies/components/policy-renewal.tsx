import {
  regionOfCurrency,
  isActingAsProvider,
  matchPermissions,
  REGION_SETTINGS,
  type Policy,
  type PolicyRenewal,
  type Region,
  type RenewalDiff,
  type ServicingActor,
} from '@cyber/domain';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  FormControlLabel,
  Link,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DetailList } from '../../../components/detail-list.tsx';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { formatDate, formatMoney, formatWholeMoney } from '../../../lib/format.ts';
import { QuoteStatusChip } from '../../quotes/index.ts';
import { actionFailure } from '../../underwriting/index.ts';
import {
  useMuteRenewalReminders,
  usePolicyRenewal,
  usePrepareRenewal,
  useRenewalOptOut,
} from '../api/renewal.ts';
import { useServicingActor } from '../hooks/use-servicing-actor.ts';

/** The statuses a policy has (or had) a renewal in: in cover, or its term over. */
const RENEWAL_STATUSES: readonly string[] = ['IN FORCE', 'ISSUED', 'EXPIRED', 'RENEWED'];
/** The statuses a renewal quote may be prepared in (as the server decides). */
const PREPARABLE_STATUSES: readonly string[] = ['IN FORCE'];
/** The personas with the renewal flow's routes (those of the quote flows). */
const RENEWAL_FLOW_PERSONAS: readonly string[] = ['agency', 'admin'];

/** Whether the policy shows its renewal: an issued policy (one with revisions) in those statuses. */
export const hasRenewalSection = (policy: Pick<Policy, 'revision' | 'status'>): boolean =>
  policy.revision > 0 && RENEWAL_STATUSES.includes(policy.status);

const percentFormatters = new Map<Region, Intl.NumberFormat>();

/** A change in percent, signed ("+10%", "-3.5%"); 0 unsigned. */
export function formatPercentChange(percent: number, region: Region): string {
  let made = percentFormatters.get(region);
  if (!made) {
    made = new Intl.NumberFormat(REGION_SETTINGS[region].language, {
      style: 'percent',
      signDisplay: 'exceptZero',
      maximumFractionDigits: 1,
    });
    percentFormatters.set(region, made);
  }
  return made.format(percent / 100);
}

type T = ReturnType<typeof useTranslation>['t'];

/** One row of the renewal diff: what changed, and its value before → after. */
type DiffRow = { key: string; label: string; value: string };

/**
 * The rows of the renewal diff: the annual premium (money, with its change in percent), the limit
 * and the deductible (whole units), each coverage whose sub-limit changed, each rating factor
 * that moved (by its detail, else its value). Nothing on a side is '—'.
 */
function diffRows(diff: RenewalDiff, region: Region, t: T): DiffRow[] {
  const side = (value: number | null, format: (n: number) => string) =>
    value === null ? '—' : format(value);
  const money = (value: number | null) => side(value, (n) => formatMoney(n, region));
  const whole = (value: number | null) => side(value, (n) => formatWholeMoney(n, region));
  const change = (before: string, after: string) =>
    t('policies.renewal.diff.value', { before, after });
  const { premium } = diff;
  return [
    {
      key: 'premium',
      label: t('policies.renewal.diff.premium'),
      value:
        premium.percent === null
          ? change(money(premium.before), money(premium.after))
          : t('policies.renewal.diff.valueWithPercent', {
              before: money(premium.before),
              after: money(premium.after),
              percent: formatPercentChange(premium.percent, region),
            }),
    },
    {
      key: 'limit',
      label: t('policies.renewal.diff.limit'),
      value: change(whole(diff.limit.before), whole(diff.limit.after)),
    },
    {
      key: 'deductible',
      label: t('policies.renewal.diff.deductible'),
      value: change(whole(diff.deductible.before), whole(diff.deductible.after)),
    },
    ...diff.coverages.map((coverage) => ({
      key: `coverage:${coverage.key}`,
      label: coverage.label,
      value: change(whole(coverage.before), whole(coverage.after)),
    })),
    ...diff.factors.map((factor) => ({
      key: `factor:${factor.code}`,
      label: factor.label,
      value: change(
        factor.beforeDetail || (factor.before === null ? '—' : String(factor.before)),
        factor.afterDetail || (factor.after === null ? '—' : String(factor.after)),
      ),
    })),
  ];
}

export type RenewalDiffViewProps = { diff: RenewalDiff; region: Region };

/**
 * What changed at renewal, as a table, then why the premium changed: the policy drawer's Renewal
 * section and the renewal flow's summary show it.
 */
export function RenewalDiffView({ diff, region }: RenewalDiffViewProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Stack spacing={1.5}>
      <Typography id={`${id}-diff`} variant="subtitle2" component="h4">
        {t('policies.renewal.diff.title')}
      </Typography>
      <TableContainer>
        <Table size="small" aria-labelledby={`${id}-diff`} sx={{ '& td, & th': { px: 1 } }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('policies.renewal.diff.item')}</TableCell>
              <TableCell>{t('policies.renewal.diff.change')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {diffRows(diff, region, t).map((row) => (
              <TableRow key={row.key}>
                <TableCell component="th" scope="row">
                  {row.label}
                </TableCell>
                <TableCell>{row.value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography id={`${id}-reasons`} variant="subtitle2" component="h4">
        {t('policies.renewal.reasons.title')}
      </Typography>
      {diff.reasons.length > 0 ? (
        <Box
          component="ul"
          aria-labelledby={`${id}-reasons`}
          sx={{ m: 0, pl: 3, typography: 'body2' }}
        >
          {diff.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('policies.renewal.reasons.none')}
        </Typography>
      )}
    </Stack>
  );
}

/** The renewal quote: its number, status, day and premium, and a link to it on the quotes screen. */
function RenewalQuote({
  quote,
  region,
}: {
  quote: NonNullable<PolicyRenewal['quote']>;
  region: Region;
}) {
  const { t } = useTranslation();
  const { persona, permissions } = useCurrentUser();
  const id = useId();
  return (
    <Stack spacing={1.5} component="section" aria-labelledby={id}>
      <Typography id={id} variant="subtitle2" component="h4">
        {t('policies.renewal.quote.title')}
      </Typography>
      <DetailList
        items={[
          { label: t('policies.renewal.quote.number'), value: quote.quoteNumber },
          {
            label: t('policies.renewal.quote.status'),
            value: <QuoteStatusChip status={quote.status} />,
          },
          {
            label: t('policies.renewal.quote.effectiveDate'),
            value: formatDate(quote.effectiveDate),
          },
          { label: t('policies.renewal.quote.premium'), value: formatMoney(quote.premium, region) },
          {
            label: t('policies.renewal.quote.totalPremium'),
            value: formatMoney(quote.totalPremium, region),
          },
        ]}
      />
      {matchPermissions(permissions, 'quote:view') && (
        <Box>
          <Link
            href={`${paths.persona.quotes(persona)}?${new URLSearchParams({ quote: quote.id })}`}
          >
            {t('policies.renewal.quote.open')}
          </Link>
        </Box>
      )}
    </Stack>
  );
}

/**
 * Where the policy stands: open for renewal, opted out, renewed (with a link opening the policy
 * that renewed it in the same drawer, `?policy={id}` beside the screen's other parameters).
 */
function RenewalState({ policy, renewal }: { policy: Policy; renewal: PolicyRenewal }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const renewedBy = renewal.renewedByPolicyId;
  const renewedHref = () => {
    const next = new URLSearchParams(params);
    next.set('policy', renewedBy ?? '');
    return `?${next}`;
  };
  const none =
    !renewal.openForRenewal && !renewal.optOut && renewedBy === null && renewal.quote === null;
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {renewal.openForRenewal && (
        <Chip size="small" color="info" label={t('policies.renewal.openForRenewal')} />
      )}
      {renewal.optOut && (
        <Chip size="small" color="warning" label={t('policies.renewal.optedOut')} />
      )}
      {renewedBy !== null && (
        <>
          <Chip size="small" color="success" label={t('policies.renewal.renewed')} />
          <Link href={renewedHref()} variant="body2">
            {t('policies.renewal.renewedBy')}
          </Link>
        </>
      )}
      {none && (
        <Typography variant="body2" color="text.secondary">
          {t(
            PREPARABLE_STATUSES.includes(policy.status)
              ? 'policies.renewal.notYet'
              : 'policies.renewal.notRenewed',
          )}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * What those who service the policy may do: prepare the renewal quote now (in cover, not opted
 * out, none yet), open the renewal flow (in cover, not opted out: verify, summary, custom quote),
 * opt the policy out of renewal (or back in), mute its renewal reminders. Each shows the server's
 * message; a refusal stays in the section.
 */
function RenewalControls({ policy, renewal }: { policy: Policy; renewal: PolicyRenewal }) {
  const { t } = useTranslation();
  const { persona } = useCurrentUser();
  const { enqueueSnackbar } = useSnackbar();
  const prepare = usePrepareRenewal();
  const optOut = useRenewalOptOut();
  const mute = useMuteRenewalReminders();
  const all = [prepare, optOut, mute];
  const saved = ({ message }: { message: string }) =>
    enqueueSnackbar(message, { variant: 'success' });
  /** One action at a time: the failure shown is the last one's. */
  const start = (current: (typeof all)[number]) =>
    all.filter((m) => m !== current).forEach((m) => m.reset());
  const renewable = !renewal.optOut && PREPARABLE_STATUSES.includes(policy.status);
  const preparable = renewal.quote === null && renewable;
  const error =
    actionFailure(prepare.error, t('policies.renewal.prepareFailed')) ??
    actionFailure(optOut.error, t('policies.renewal.optOutFailed')) ??
    actionFailure(mute.error, t('policies.renewal.muteFailed'));
  const optedOut = optOut.isPending ? optOut.variables.optOut : renewal.optOut;
  const muted = mute.isPending ? mute.variables.muted : renewal.remindersMuted;

  return (
    <Stack spacing={1.5}>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Stack
        role="group"
        aria-label={t('policies.renewal.actionsLabel')}
        direction="row"
        spacing={2}
        alignItems="center"
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        {preparable && (
          <Button
            variant="contained"
            disabled={prepare.isPending}
            startIcon={prepare.isPending ? <CircularProgress size={16} /> : undefined}
            onClick={() => {
              start(prepare);
              prepare.mutate(policy.id, { onSuccess: saved });
            }}
          >
            {t('policies.renewal.prepare')}
          </Button>
        )}
        {renewable && RENEWAL_FLOW_PERSONAS.includes(persona) && (
          <Button
            variant="outlined"
            href={paths.persona.policyRenewal(
              persona,
              policy.id,
              policy.accountId,
              policy.product,
              'verify',
            )}
          >
            {t('renewalFlow.open')}
          </Button>
        )}
        <FormControlLabel
          control={
            <Switch
              checked={optedOut}
              disabled={optOut.isPending}
              onChange={(event) => {
                start(optOut);
                optOut.mutate(
                  { policyIds: [policy.id], optOut: event.target.checked },
                  { onSuccess: saved },
                );
              }}
            />
          }
          label={t('policies.renewal.optOut')}
        />
        <FormControlLabel
          control={
            <Switch
              checked={muted}
              disabled={mute.isPending}
              onChange={(event) => {
                start(mute);
                mute.mutate({ id: policy.id, muted: event.target.checked }, { onSuccess: saved });
              }}
            />
          }
          label={t('policies.renewal.mute')}
        />
      </Stack>
    </Stack>
  );
}

function RenewalSection({ policy, actor }: { policy: Policy; actor: ServicingActor | null }) {
  const { t } = useTranslation();
  const headingId = useId();
  const renewal = usePolicyRenewal(policy.id, true);
  const region = regionOfCurrency(policy.currency);
  const data = renewal.data;
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('policies.renewal.title')}
      </Typography>
      {renewal.isPending && <CircularProgress aria-label={t('policies.renewal.loading')} />}
      {renewal.isError && (
        <Alert severity="error">
          {actionFailure(renewal.error, t('policies.renewal.loadFailed'))}
        </Alert>
      )}
      {data && (
        <>
          <RenewalState policy={policy} renewal={data} />
          {actor && <RenewalControls policy={policy} renewal={data} />}
          {data.quote && <RenewalQuote quote={data.quote} region={region} />}
          {data.diff && <RenewalDiffView diff={data.diff} region={region} />}
        </>
      )}
    </Stack>
  );
}

export type PolicyRenewalSectionProps = { policy: Policy };

/**
 * The policy's renewal (decision 048), for an issued policy in force, expired or renewed: whether
 * it is open for renewal, opted out or renewed (and by which policy); its renewal quote once
 * prepared, with a link to it on the quotes screen; what changed at renewal (the annual premium
 * and its change, the limit, the deductible, the coverages and rating factors that moved) and why
 * the premium changed. Those who service the policy (provider staff with policy:manage, the
 * agency with quote:manage) may prepare the renewal quote now, opt the policy out of renewal and
 * mute its renewal reminders; anyone else reads it.
 */
export function PolicyRenewalSection({ policy }: PolicyRenewalSectionProps) {
  const { claims } = useCurrentUser();
  const actor = useServicingActor(isActingAsProvider(claims));
  if (!hasRenewalSection(policy)) return null;
  return <RenewalSection policy={policy} actor={actor} />;
}
