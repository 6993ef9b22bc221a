import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import type { Persona } from '@cyber/domain';
import { Alert, Link, List, ListItem, ListItemText, Skeleton, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../../components/section-card.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useClaims } from '../api/claims.ts';
import { ClaimStatusChip } from './claim-status-chip.tsx';

/** How many claims the dashboard card lists. */
const RECENT = 5;

/**
 * The dashboard's claims card (a vendor's work: the claims assigned to it; the server scopes
 * them): how many, the latest changed first with account and status, and the way to all.
 */
export function RecentClaimsCard({ persona }: { persona: Persona }) {
  const { t } = useTranslation();
  const claims = useClaims({ page: 0, size: RECENT, sort: 'modified,desc' });
  const title = t('claims.recent.title');
  const body = (() => {
    if (claims.isPending) return <Skeleton variant="rounded" height={64} />;
    if (claims.isError) return <Alert severity="error">{t('claims.recent.loadFailed')}</Alert>;
    if (claims.data.content.length === 0) return t('claims.recent.empty');
    return (
      <List dense disablePadding aria-label={title}>
        {claims.data.content.map((c) => (
          <ListItem
            key={c.id}
            disableGutters
            secondaryAction={<ClaimStatusChip status={c.status} />}
          >
            <ListItemText
              primary={`${c.claimNumber} · ${c.accountName}`}
              secondary={t('claims.recent.changed', { when: formatDateTime(c.updatedAt) })}
            />
          </ListItem>
        ))}
      </List>
    );
  })();
  return (
    <SectionCard title={title} icon={<GavelOutlinedIcon color="primary" />}>
      <Stack spacing={1.5}>
        {body}
        {claims.data && (
          <Link component={RouterLink} to={paths.persona.claims(persona)}>
            {t('claims.recent.all', { count: claims.data.totalElements })}
          </Link>
        )}
      </Stack>
    </SectionCard>
  );
}
