import SecurityOutlinedIcon from '@mui/icons-material/SecurityOutlined';
import { Chip, List, ListItem, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useAccountConnections } from '../api/connectors.ts';

/** The account page's connectors card: the account's connections and scores, read-only. */
export function AccountConnectionsCard({ accountId }: { accountId: string }) {
  const { permissions } = useCurrentUser();
  if (!permissions.includes('account:view')) return null;
  return <ConnectionsCardBody accountId={accountId} />;
}

function ConnectionsCardBody({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const view = useAccountConnections(accountId);
  const findings = new Map(
    (view.data?.scores ?? []).map((s) => [s.connectionId, s.findings.length]),
  );
  return (
    <SectionCard title={t('connectors.card.title')} icon={<SecurityOutlinedIcon color="primary" />}>
      {view.isPending && <Skeleton variant="rounded" height={80} />}
      {view.isError && <Typography color="error">{t('connectors.loadFailed')}</Typography>}
      {view.data && view.data.connections.length === 0 && (
        <Typography color="text.secondary">{t('connectors.card.empty')}</Typography>
      )}
      {view.data && view.data.connections.length > 0 && (
        <List dense disablePadding aria-label={t('connectors.card.title')}>
          {view.data.connections.map((c) => (
            <ListItem key={c.id} disableGutters>
              <ListItemText
                primary={c.connectorName}
                secondary={[
                  formatDateTime(c.lastSyncedAt),
                  t('connectors.card.findings', { count: findings.get(c.id) ?? 0 }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
              <Stack direction="row" spacing={1} alignItems="center">
                <Chip
                  size="small"
                  color={c.connectorStatus === 'SUCCESS' ? 'success' : 'default'}
                  label={t(`connectors.status.${c.connectorStatus}`)}
                />
                <Typography fontWeight={600} aria-label={t('connectors.columns.score')}>
                  {c.latestScore ?? '—'}
                </Typography>
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
