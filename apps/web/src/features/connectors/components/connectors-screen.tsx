import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  CONNECTOR_BACKUP_PURGE_DAYS,
  CONNECTOR_CATEGORIES,
  CONNECTOR_REMOVAL_DELAY_MS,
  RISK_FACTOR_LABELS,
  type Connection,
  type ConnectorDefinitionView,
} from '@cyber/domain';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Grid,
  IconButton,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useAccounts } from '../../accounts/index.ts';
import {
  useAcceptAddendum,
  useAccountCbid,
  useActions,
  useAgreements,
  useAwsRegions,
  useConnect,
  useConnections,
  useConnectorCatalogue,
  useRefreshConnection,
  useRemoveConnection,
  useScoresHistory,
} from '../api/connectors.ts';
import { ConnectorFormDialog, type ConnectorFormValues } from './connector-form-dialog.tsx';
import { PrivacyAddendumDialog } from './privacy-addendum-dialog.tsx';
import { ScoreHistoryChart } from './score-history-chart.tsx';

type Definition = ConnectorDefinitionView;
type Step =
  | { kind: 'addendum'; connector: Definition }
  | { kind: 'form'; connector: Definition }
  | { kind: 'remove'; connection: Connection }
  | null;

const HISTORY_DAYS = 30;
const statusColor = (s: Connection['connectorStatus']) =>
  s === 'SUCCESS' ? 'success' : s === 'FAILED' ? 'error' : 'default';

/** MSSP users pick which of their accounts they manage. */
function AccountPicker({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation();
  const accounts = useAccounts({ page: 0, size: 100, sort: 'name,asc' });
  return (
    <TextField
      select
      size="small"
      label={t('connectors.account')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={accounts.isError}
      helperText={
        accounts.isError
          ? accounts.error.message
          : accounts.data?.content.length === 0
            ? t('connectors.noAccounts')
            : undefined
      }
      sx={{ minWidth: 280 }}
    >
      {(accounts.data?.content ?? []).map((a) => (
        <MenuItem key={a.id} value={a.id}>
          {a.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * {base}/connectors: the connector catalogue by category, the customer's connections with status,
 * score, history and recommended actions; connect (privacy addendum, then the tool's form) and
 * remove (confirm; the success message shows 5 s later, spec §4/§9). MSSP users choose the account.
 */
export function ConnectorsScreen() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { me, permissions } = useCurrentUser();
  const isCustomer = me.account.accountType === 'CUSTOMER';
  const canManage = permissions.includes('connector:manage');
  const [chosen, setChosen] = useState('');
  const accountId = isCustomer ? me.account.id : chosen;
  const queryAccount = isCustomer ? undefined : chosen || undefined;
  const ready = !!accountId;

  const cbid = useAccountCbid(accountId, ready);
  const catalogue = useConnectorCatalogue();
  const connections = useConnections(queryAccount, ready);
  const agreements = useAgreements(queryAccount, ready);
  const history = useScoresHistory(queryAccount, HISTORY_DAYS, ready);
  const [allActions, setAllActions] = useState(false);
  const actions = useActions(queryAccount, allActions, ready);
  const [step, setStep] = useState<Step>(null);
  const regions = useAwsRegions(step?.kind === 'form' && !!step.connector.regions);
  const accept = useAcceptAddendum();
  const connect = useConnect();
  const refresh = useRefreshConnection();
  const remove = useRemoveConnection();

  const close = () => {
    setStep(null);
    accept.reset();
    connect.reset();
    remove.reset();
  };
  const connectedTypes = new Set(
    (connections.data ?? [])
      .filter((c) => c.connectorStatus === 'SUCCESS')
      .map((c) => c.connectorType),
  );
  const agreed = new Set((agreements.data ?? []).map((a) => a.connectorType));

  const start = (connector: Definition) =>
    setStep({ kind: agreed.has(connector.type) ? 'form' : 'addendum', connector });

  const handleAccept = (connector: Definition) =>
    accept.mutate(
      { connectorType: connector.type, accountId: queryAccount },
      { onSuccess: () => setStep({ kind: 'form', connector }) },
    );

  const handleConnect = (connector: Definition, values: ConnectorFormValues) => {
    if (!cbid.data) return;
    connect.mutate(
      {
        connector: connector.type,
        cbid: cbid.data,
        credentials: values.credentials,
        metadata: values.metadata,
      },
      {
        onSuccess: (result) => {
          close();
          enqueueSnackbar(result.message, { variant: 'success' });
        },
      },
    );
  };

  const handleRemove = (connection: Connection) =>
    remove.mutate(connection.id, {
      onSuccess: (result) => {
        close();
        // spec §4/§9: the success message shows after a 5 second delay.
        window.setTimeout(
          () => enqueueSnackbar(result.message, { variant: 'success' }),
          CONNECTOR_REMOVAL_DELAY_MS,
        );
      },
    });

  const handleRefresh = (connection: Connection) =>
    refresh.mutate(connection.id, {
      onSuccess: (result) => enqueueSnackbar(result.message, { variant: 'success' }),
      onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
    });

  const definitions = catalogue.data ?? [];
  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('connectors.title')}
        subtitle={t('connectors.subtitle')}
        actions={!isCustomer && <AccountPicker value={chosen} onChange={setChosen} />}
      />
      {!ready && <Alert severity="info">{t('connectors.chooseAccount')}</Alert>}
      {(catalogue.isError || connections.isError || agreements.isError || cbid.isError) && (
        <Alert severity="error">{t('connectors.loadFailed')}</Alert>
      )}
      {ready && (
        <>
          <SectionCard title={t('connectors.connections')}>
            {connections.data && connections.data.length === 0 ? (
              <Typography color="text.secondary">{t('connectors.noConnections')}</Typography>
            ) : (
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label={t('connectors.connections')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('connectors.columns.connector')}</TableCell>
                      <TableCell>{t('connectors.columns.status')}</TableCell>
                      <TableCell align="right">{t('connectors.columns.score')}</TableCell>
                      <TableCell>{t('connectors.columns.credentials')}</TableCell>
                      <TableCell>{t('connectors.columns.synced')}</TableCell>
                      {canManage && (
                        <TableCell align="right">{t('connectors.columns.actions')}</TableCell>
                      )}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {(connections.data ?? []).map((c) => (
                      <TableRow key={c.id} data-testid={`connection-${c.connectorType}`}>
                        <TableCell>{c.connectorName}</TableCell>
                        <TableCell>
                          <Chip
                            size="small"
                            color={statusColor(c.connectorStatus)}
                            label={t(`connectors.status.${c.connectorStatus}`)}
                          />
                        </TableCell>
                        <TableCell align="right" data-testid="latest-score">
                          {c.latestScore ?? '—'}
                        </TableCell>
                        <TableCell>
                          {c.credentialHint ?? c.metadata.azureTenantId ?? c.metadata.domain ?? '—'}
                        </TableCell>
                        <TableCell>{formatDateTime(c.lastSyncedAt) ?? '—'}</TableCell>
                        {canManage && (
                          <TableCell align="right">
                            <Tooltip title={t('connectors.refresh')}>
                              <IconButton
                                size="small"
                                aria-label={t('connectors.refreshNamed', { name: c.connectorName })}
                                disabled={refresh.isPending}
                                onClick={() => handleRefresh(c)}
                              >
                                <RefreshIcon fontSize="small" />
                              </IconButton>
                            </Tooltip>
                            <Tooltip title={t('connectors.remove')}>
                              <IconButton
                                size="small"
                                aria-label={t('connectors.removeNamed', { name: c.connectorName })}
                                onClick={() => setStep({ kind: 'remove', connection: c })}
                              >
                                <DeleteOutlineIcon fontSize="small" />
                              </IconButton>
                            </Tooltip>
                          </TableCell>
                        )}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            )}
          </SectionCard>

          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 7 }}>
              <SectionCard title={t('connectors.history')}>
                <Typography variant="caption" color="text.secondary">
                  {t('connectors.days', { count: HISTORY_DAYS })}
                </Typography>
                {history.isError ? (
                  <Alert severity="error">{history.error.message}</Alert>
                ) : (
                  <ScoreHistoryChart history={history.data} />
                )}
              </SectionCard>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <SectionCard title={t('connectors.actions')}>
                {actions.isError ? (
                  <Alert severity="error">{actions.error.message}</Alert>
                ) : actions.data && actions.data.length === 0 ? (
                  <Typography color="text.secondary">{t('connectors.actionsEmpty')}</Typography>
                ) : (
                  <Stack spacing={1.5} component="ol" sx={{ pl: 2, m: 0 }}>
                    {(actions.data ?? []).map((a) => (
                      <Box component="li" key={`${a.connectionId}-${a.id}`}>
                        <Typography>{a.title}</Typography>
                        <Stack direction="row" spacing={1} alignItems="center">
                          <Chip
                            size="small"
                            variant="outlined"
                            color={
                              a.priority === 'HIGH'
                                ? 'error'
                                : a.priority === 'MEDIUM'
                                  ? 'warning'
                                  : 'default'
                            }
                            label={t(`connectors.priority.${a.priority}`)}
                          />
                          <Typography variant="caption" color="text.secondary">
                            {RISK_FACTOR_LABELS[a.factor]} ·{' '}
                            {t('connectors.points', { count: a.points })}
                          </Typography>
                        </Stack>
                      </Box>
                    ))}
                  </Stack>
                )}
                <Button size="small" sx={{ mt: 1 }} onClick={() => setAllActions((v) => !v)}>
                  {allActions ? t('connectors.showShortlist') : t('connectors.showAll')}
                </Button>
              </SectionCard>
            </Grid>
          </Grid>

          <Stack spacing={2}>
            <Typography variant="h5" component="h2">
              {t('connectors.catalogue')}
            </Typography>
            {CONNECTOR_CATEGORIES.map((category) => {
              const inCategory = definitions.filter((d) => d.category === category);
              if (inCategory.length === 0) return null;
              return (
                <Stack
                  key={category}
                  spacing={1.5}
                  component="section"
                  aria-label={t(`connectors.categories.${category}`)}
                >
                  <Typography variant="h6" component="h3">
                    {t(`connectors.categories.${category}`)}
                  </Typography>
                  <Grid container spacing={2}>
                    {inCategory.map((d) => {
                      const isConnected = connectedTypes.has(d.type);
                      return (
                        <Grid key={d.type} size={{ xs: 12, sm: 6, lg: 4 }}>
                          <Card
                            variant="outlined"
                            sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
                            data-testid={`connector-${d.type}`}
                          >
                            <CardContent sx={{ flex: 1 }}>
                              <Typography variant="subtitle1" component="h4" fontWeight={600}>
                                {d.name}
                              </Typography>
                              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                                {d.description}
                              </Typography>
                              <Typography variant="caption" color="text.secondary">
                                {t('connectors.informs', {
                                  factors: d.factors.map((f) => RISK_FACTOR_LABELS[f]).join(', '),
                                })}
                              </Typography>
                            </CardContent>
                            <CardActions>
                              {isConnected ? (
                                <Chip
                                  size="small"
                                  color="success"
                                  label={t('connectors.connected')}
                                />
                              ) : (
                                canManage && (
                                  <Button
                                    size="small"
                                    variant="contained"
                                    aria-label={t('connectors.connectNamed', { name: d.name })}
                                    disabled={!cbid.data}
                                    onClick={() => start(d)}
                                  >
                                    {t('connectors.connect')}
                                  </Button>
                                )
                              )}
                            </CardActions>
                          </Card>
                        </Grid>
                      );
                    })}
                  </Grid>
                </Stack>
              );
            })}
          </Stack>
        </>
      )}

      {step?.kind === 'addendum' && (
        <PrivacyAddendumDialog
          open
          connectorName={step.connector.name}
          pending={accept.isPending}
          error={accept.error?.message ?? null}
          onAccept={() => handleAccept(step.connector)}
          onClose={close}
        />
      )}
      {step?.kind === 'form' && (
        <ConnectorFormDialog
          open
          connector={step.connector}
          regions={regions.data ?? []}
          pending={connect.isPending}
          error={connect.error?.message ?? null}
          onSubmit={(values) => handleConnect(step.connector, values)}
          onClose={close}
        />
      )}
      {step?.kind === 'remove' && (
        <ConfirmDialog
          open
          danger
          title={t('connectors.removeTitle')}
          body={t('connectors.removeBody', {
            name: step.connection.connectorName,
            days: CONNECTOR_BACKUP_PURGE_DAYS,
          })}
          confirmLabel={t('connectors.remove')}
          pending={remove.isPending}
          error={remove.error?.message ?? null}
          onConfirm={() => handleRemove(step.connection)}
          onClose={close}
        />
      )}
    </Stack>
  );
}
