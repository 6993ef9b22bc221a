import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import {
  type Account,
  type AccountUpdateInput,
  formatAccountPhone,
  isActingAsProvider,
  PROFILE_SCORE_FACTS,
} from '@cyber/domain';
import {
  Alert,
  Box,
  Button,
  Chip,
  Grid,
  LinearProgress,
  Link,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { DetailList } from '../../../components/detail-list.tsx';
import { ModalHost, openModal } from '../../../components/modal-registry/index.ts';
import { SectionCard } from '../../../components/section-card.tsx';
import { paths } from '../../../config/paths.ts';
import { useDeclineAccount } from '../api/decline-account.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { useAccount } from '../api/get-account.ts';
import { useProfileScore } from '../api/get-profile-score.ts';
import { useUpdateAccount } from '../api/update-account.ts';
import { DeclineAccountDialog, DeleteAccountDialog } from './account-action-dialogs.tsx';
import {
  REFRESH_FIRMOGRAPHICS_MODAL,
  SYNC_LEADS_MODAL,
  type EnrichmentModalData,
} from './enrichment-modals.tsx';
import {
  SECURITY_QUESTIONS_MODAL,
  type SecurityQuestionsModalData,
} from '../../security-questions/index.ts';
import {
  defaultQuoteProduct,
  REQUEST_QUOTE_PERSONAS,
  QuoteReadinessAlert,
  requestQuoteEligibility,
  requestQuotePath,
} from '../../quoting/index.ts';
import { FirmographicsForm } from './firmographics-form.tsx';
import { RiskFactorsCard } from './risk-factors-card.tsx';
import { formatWholeMoney } from '../../../lib/format.ts';

const money = (value: number | null, region: Account['region']) =>
  value === null ? null : formatWholeMoney(value, region);

const addressLine = (a: Account['physicalAddress']) =>
  [a.address1, a.address2, a.city, [a.state, a.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');

export type AccountScreenProps = {
  accountId: string;
  /**
   * The cards other features add below the account's own (its notes, agencies, claims, documents
   * and connections): the route composes them, so this feature does not depend on theirs.
   */
  children?: ReactNode;
};

/**
 * The account page {base}/accounts/:accountId: firmographics (edit form, refresh from the
 * enrichment provider), addresses, domains, revenue, employees and year; profile score; risk
 * factors with the on-demand scan; agencies; sync leads, delete and decline (the notes and the
 * other features' cards come as children).
 */
export function AccountScreen({ accountId, children }: AccountScreenProps) {
  const { t } = useTranslation();
  const { persona, permissions, claims } = useCurrentUser();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const account = useAccount(accountId);
  const score = useProfileScore(accountId);
  const update = useUpdateAccount();
  const remove = useDeleteAccount();
  const decline = useDeclineAccount();
  // `?edit=firmographics` (the calculator's "complete the account details") opens the editor
  const [searchParams, setSearchParams] = useSearchParams();
  const [editing, setEditingState] = useState(searchParams.get('edit') === 'firmographics');
  const setEditing = (next: boolean) => {
    setEditingState(next);
    if (!next && searchParams.has('edit')) {
      const rest = new URLSearchParams(searchParams);
      rest.delete('edit');
      setSearchParams(rest, { replace: true });
    }
  };
  const [dialog, setDialog] = useState<'delete' | 'decline' | null>(null);
  const canManage = permissions.includes('account:manage');
  const isAdmin = claims.scopes.includes('role:admin');
  const type = claims.accountType;
  const provider = isActingAsProvider(claims);
  const canDelete = canManage && isAdmin && (provider || type === 'AGENCY' || type === 'MSSP');
  // Declining is an underwriting decision (provider staff); an agency cannot decline.
  const canDecline = canManage && provider;
  // Provider staff and the account's agencies send it to the CRM (spec 2 §7).
  const canSyncLeads = canManage && (provider || type === 'AGENCY');

  if (account.isPending) return <LinearProgress aria-label={t('common.loading')} />;
  if (account.isError) {
    return (
      <Alert severity="error" role="alert">
        {account.error.message === 'Account not found.'
          ? t('account.noData')
          : t('account.loadFailed')}
      </Alert>
    );
  }
  const a = account.data;
  const none = t('account.none');
  const show = (value: string | number | null | undefined) =>
    value === null || value === undefined || value === '' ? none : String(value);

  const handleSave = (values: AccountUpdateInput) =>
    update.mutate(
      { accountId, ...values },
      {
        onSuccess: () => {
          setEditing(false);
          void score.refetch();
          enqueueSnackbar(t('account.saved'), { variant: 'success' });
        },
      },
    );

  const handleDelete = () =>
    remove.mutate(accountId, {
      onSuccess: ({ message }) => {
        enqueueSnackbar(message, { variant: 'success' });
        void navigate(paths.persona.accounts(persona));
      },
      onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
    });

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-end' }}>
        <Stack spacing={0.5} sx={{ flex: 1 }}>
          <Link component={RouterLink} to={paths.persona.accounts(persona)} underline="hover">
            {t('account.back')}
          </Link>
          <Typography variant="h2" component="h1">
            {a.name}
          </Typography>
          <Stack direction="row" spacing={1} alignItems="center">
            <Typography color="text.secondary">{a.cbid}</Typography>
            <Chip
              size="small"
              label={t(`accounts.status_${a.accountStatus}`, { defaultValue: a.accountStatus })}
            />
          </Stack>
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {canManage && !editing && (
            <Button variant="contained" onClick={() => setEditing(true)}>
              {t('account.edit')}
            </Button>
          )}
          {canManage && !editing && (
            <Button
              onClick={() =>
                openModal<EnrichmentModalData>(REFRESH_FIRMOGRAPHICS_MODAL, {
                  accountId,
                  region: a.region,
                })
              }
            >
              {t('accountEnrichment.refresh')}
            </Button>
          )}
          {canManage && !editing && (
            <Button
              onClick={() =>
                openModal<SecurityQuestionsModalData>(SECURITY_QUESTIONS_MODAL, {
                  accountId,
                  region: a.region,
                })
              }
            >
              {t('securityQuestions.open')}
            </Button>
          )}
          {REQUEST_QUOTE_PERSONAS.includes(persona) && !editing && (
            // the dashboard's lists narrowed to this account (spec 3 §2 prefilterAccountId)
            <Button
              component={RouterLink}
              to={paths.persona.dashboard(persona, {
                tab: 'QUOTES',
                prefilterAccountId: accountId,
              })}
            >
              {t('account.book')}
            </Button>
          )}
          {REQUEST_QUOTE_PERSONAS.includes(persona) &&
            !editing &&
            (() => {
              // spec 3 §4: Open, Quoted or Active Policy and a profile score of at least 4
              const eligibility = requestQuoteEligibility(a);
              const reason = eligibility.eligible ? '' : t(`quoteCalculator.${eligibility.reason}`);
              return (
                <Tooltip title={reason}>
                  <span>
                    <Button
                      variant="contained"
                      disabled={!eligibility.eligible}
                      onClick={() =>
                        void navigate(
                          requestQuotePath(persona, defaultQuoteProduct(a.region), accountId),
                        )
                      }
                    >
                      {t('quoteCalculator.requestQuote')}
                    </Button>
                    <Button
                      sx={{ ml: 1 }}
                      disabled={!eligibility.eligible}
                      onClick={() =>
                        void navigate(
                          paths.persona.quoteFlow(
                            persona,
                            'requestQuote',
                            defaultQuoteProduct(a.region),
                            accountId,
                            'no-quote',
                            'verify',
                          ),
                        )
                      }
                    >
                      {t('quoteFlow.guided')}
                    </Button>
                  </span>
                </Tooltip>
              );
            })()}
          {canSyncLeads && (
            <Button
              onClick={() =>
                openModal<EnrichmentModalData>(SYNC_LEADS_MODAL, { accountId, name: a.name })
              }
            >
              {t('accountEnrichment.syncLeads')}
            </Button>
          )}
          {canDecline && !a.declined && (
            <Button color="warning" onClick={() => setDialog('decline')}>
              {t('account.decline')}
            </Button>
          )}
          {canDelete && (
            <Button color="error" onClick={() => setDialog('delete')}>
              {type === 'AGENCY' ? t('account.deleteAgency') : t('account.delete')}
            </Button>
          )}
        </Stack>
      </Stack>

      {REQUEST_QUOTE_PERSONAS.includes(persona) &&
        canManage &&
        !editing &&
        (() => {
          const eligibility = requestQuoteEligibility(a);
          return eligibility.eligible || eligibility.reason !== 'needsMoreInformation' ? null : (
            <QuoteReadinessAlert
              eligibility={eligibility}
              persona={persona}
              accountId={accountId}
              onEdit={() => setEditing(true)}
            />
          );
        })()}

      {a.declined && (
        <Alert severity="warning">
          {t('account.declinedOn', {
            product: t(`account.product_${a.declined.productType ?? ''}`, {
              defaultValue: a.declined.productType ?? '',
            }),
            reason: a.declined.reason ?? '',
          })}
          {a.declined.reasonSummary ? ` — ${a.declined.reasonSummary}` : ''}
        </Alert>
      )}

      {editing ? (
        <SectionCard title={t('account.firmographics')}>
          <FirmographicsForm
            account={a}
            mayConfirmAddress={provider}
            busy={update.isPending}
            error={update.error ? update.error.message || t('account.updateFailed') : null}
            onSave={handleSave}
            onCancel={() => {
              update.reset();
              setEditing(false);
            }}
          />
        </SectionCard>
      ) : (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 8 }}>
            <SectionCard title={t('account.firmographics')}>
              <DetailList
                items={[
                  { label: t('account.name'), value: a.name },
                  { label: t('account.entityType'), value: show(a.entityType) },
                  { label: t('account.ownershipType'), value: show(a.ownershipType) },
                  {
                    label: t('account.phone'),
                    value: show(formatAccountPhone(a.phone, a.region)),
                    testId: 'account-phone',
                  },
                  { label: t('account.dunsNumber'), value: show(a.dunsNumber) },
                  {
                    label: a.region === 'UK' ? t('account.sicCode') : t('account.naicsCode'),
                    value: show(a.region === 'UK' ? a.sicCode : a.naicsCode),
                  },
                  { label: t('account.primaryIndustry'), value: show(a.primaryIndustry) },
                  { label: t('account.secondaryIndustry'), value: show(a.secondaryIndustry) },
                  {
                    label: t('account.isFranchise'),
                    value: a.isFranchise ? t('account.yes') : t('account.no'),
                  },
                ]}
              />
            </SectionCard>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <ProfileScoreCard accountId={accountId} fallback={a.profileScore} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <SectionCard title={t('account.addresses')}>
              <DetailList
                items={[
                  {
                    label: t('account.physicalAddress'),
                    value: show(addressLine(a.physicalAddress)),
                    testId: 'physical-address',
                  },
                  {
                    label: t('account.mailingAddress'),
                    value: a.mailingSameAsPhysical
                      ? `${show(addressLine(a.mailingAddress))} (${t('accountForm.sameAsPhysical')})`
                      : show(addressLine(a.mailingAddress)),
                    testId: 'mailing-address',
                  },
                ]}
              />
            </SectionCard>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <SectionCard title={t('account.domains')}>
              <DetailList
                items={[
                  {
                    label: t('account.domainName'),
                    value: show(a.domainName),
                    testId: 'domain-name',
                  },
                  { label: t('account.otherDomains'), value: show(a.otherDomains.join(', ')) },
                  { label: t('account.url'), value: show(a.url) },
                  {
                    label: t('account.noDomainAttested'),
                    value: a.noDomainAttested ? t('account.yes') : t('account.no'),
                  },
                ]}
              />
            </SectionCard>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <SectionCard title={t('account.financials')}>
              <DetailList
                items={[
                  {
                    label: t('account.domesticRevenue'),
                    value: show(money(a.domesticRevenue, a.region)),
                  },
                  {
                    label: t('account.foreignRevenue'),
                    value: show(money(a.foreignRevenue, a.region)),
                  },
                  {
                    label: t('account.totalRevenue'),
                    value: show(money(a.totalRevenue, a.region)),
                    testId: 'total-revenue',
                  },
                  {
                    label: t('account.noOfEmployees'),
                    value: show(a.noOfEmployees),
                    testId: 'employees',
                  },
                  {
                    label: t('account.yearEstablished'),
                    value: show(a.yearEstablished),
                    testId: 'year-established',
                  },
                ]}
              />
            </SectionCard>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <SectionCard title={t('account.agencies')}>
              {a.agencies.length === 0 ? (
                <Typography color="text.secondary">{none}</Typography>
              ) : (
                <DetailList
                  items={a.agencies.map((agency) => ({
                    label: `${agency.agencyName} · ${t(`account.relation_${agency.relation}`)}`,
                    value:
                      [
                        agency.agent
                          ? `${agency.agent.firstName} ${agency.agent.lastName} (${agency.agent.emailAddress})`
                          : null,
                        agency.team?.name,
                      ]
                        .filter(Boolean)
                        .join(' · ') || none,
                  }))}
                />
              )}
            </SectionCard>
          </Grid>
        </Grid>
      )}

      <RiskFactorsCard accountId={accountId} accountName={a.name} canScan={canManage} />
      {children}

      {dialog === 'delete' && (
        <DeleteAccountDialog
          name={a.name}
          agencyVariant={type === 'AGENCY'}
          busy={remove.isPending}
          onConfirm={handleDelete}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'decline' && (
        <DeclineAccountDialog
          name={a.name}
          busy={decline.isPending}
          onClose={() => setDialog(null)}
          onConfirm={(input) =>
            decline.mutate(
              { accountId, ...input },
              {
                onSuccess: ({ message }) => {
                  setDialog(null);
                  enqueueSnackbar(message, { variant: 'success' });
                },
                onError: (error) =>
                  enqueueSnackbar(error.message || t('account.declineFailed'), {
                    variant: 'error',
                  }),
              },
            )
          }
        />
      )}
      <ModalHost />
    </Stack>
  );
}

function ProfileScoreCard({ accountId, fallback }: { accountId: string; fallback: number }) {
  const { t } = useTranslation();
  const score = useProfileScore(accountId);
  const value = score.data?.profileScore ?? fallback;
  const max = score.data?.maxScore ?? 10;
  return (
    <SectionCard title={t('account.profileScore')}>
      <Stack spacing={1.5}>
        {score.isError && <Alert severity="error">{score.error.message}</Alert>}
        <Typography variant="h4" component="p" data-testid="profile-score">
          {t('account.scoreOf', { score: value, max })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(value / max) * 100}
          aria-label={t('account.profileScore')}
        />
        {score.data && (
          <Typography color={score.data.canQuote ? 'success.main' : 'warning.main'}>
            {score.data.canQuote
              ? t('account.canQuote')
              : t('account.cannotQuote', { min: score.data.minToQuote })}
          </Typography>
        )}
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {PROFILE_SCORE_FACTS.map((fact) => {
            const present = score.data?.facts[fact] ?? false;
            return (
              <Stack component="li" key={fact} direction="row" spacing={1} alignItems="center">
                {present ? (
                  <CheckCircleIcon fontSize="small" color="success" />
                ) : (
                  <RadioButtonUncheckedIcon fontSize="small" color="disabled" />
                )}
                <Typography variant="body2">{t(`account.fact_${fact}`)}</Typography>
              </Stack>
            );
          })}
        </Box>
      </Stack>
    </SectionCard>
  );
}
