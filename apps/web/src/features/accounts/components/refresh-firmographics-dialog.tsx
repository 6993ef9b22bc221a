import {
  type FirmographicsChange,
  type FirmographicRefreshField,
  type Region,
} from '@cyber/domain';
import {
  Alert,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatWholeMoney } from '../../../lib/format.ts';
import { useFirmographicsProposal } from '../api/get-firmographics-proposal.ts';
import { useRefreshFirmographics } from '../api/refresh-firmographics.ts';

const ACTION_COLOURS = { FILL: 'success', OVERWRITE: 'warning', SAME: 'default' } as const;

export type RefreshFirmographicsDialogProps = {
  accountId: string;
  region: Region;
  onClose: () => void;
};

/**
 * Refresh firmographic data (spec 2 §2): shows what the provider proposes — which empty fields
 * it fills in, which values it would replace — then applies it. Values already entered are kept
 * unless the user ticks "replace".
 */
export function RefreshFirmographicsDialog({
  accountId,
  region,
  onClose,
}: RefreshFirmographicsDialogProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const proposal = useFirmographicsProposal(accountId);
  const refresh = useRefreshFirmographics(accountId);
  const [overwrite, setOverwrite] = useState(false);
  const changes = proposal.data?.changes ?? [];
  const replaceable = changes.some((c) => c.action === 'OVERWRITE');
  const nothingNew = changes.every(
    (c) => c.action === 'SAME' || (c.action === 'OVERWRITE' && !overwrite),
  );

  const handleApply = () =>
    refresh.mutate(
      { overwrite },
      {
        onSuccess: () => {
          enqueueSnackbar(t('accountEnrichment.refreshed'), { variant: 'success' });
          onClose();
        },
      },
    );

  const show = (field: FirmographicRefreshField, value: FirmographicsChange['current']) => {
    if (value === null || value === '') return t('account.none');
    if (field === 'totalRevenue' && typeof value === 'number') {
      return formatWholeMoney(value, region);
    }
    return String(value);
  };

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="refresh-title">
      <DialogTitle id="refresh-title">{t('accountEnrichment.refreshTitle')}</DialogTitle>
      <DialogContent>
        {proposal.isPending && <LinearProgress aria-label={t('common.loading')} />}
        {proposal.isError && (
          <Alert severity="error" role="alert">
            {proposal.error.message || t('accountEnrichment.proposalFailed')}
          </Alert>
        )}
        {proposal.data && (
          <Stack spacing={2}>
            <Typography variant="body2">
              {t('accountEnrichment.refreshIntro', { source: proposal.data.source })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {proposal.data.lastRefreshedAt
                ? t('accountEnrichment.lastRefreshed', {
                    time: formatDateTime(proposal.data.lastRefreshedAt),
                    source: proposal.data.lastSource ?? '',
                  })
                : t('accountEnrichment.neverRefreshed')}
            </Typography>
            {changes.length === 0 ? (
              <Alert severity="info">{t('accountEnrichment.nothingNew')}</Alert>
            ) : (
              <Table size="small" aria-label={t('accountEnrichment.proposedChanges')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('accountEnrichment.field')}</TableCell>
                    <TableCell>{t('accountEnrichment.current')}</TableCell>
                    <TableCell>{t('accountEnrichment.proposed')}</TableCell>
                    <TableCell>{t('accountEnrichment.change')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {changes.map((c) => (
                    <TableRow key={c.field}>
                      <TableCell component="th" scope="row">
                        {t(`accountEnrichment.field_${c.field}`)}
                      </TableCell>
                      <TableCell>{show(c.field, c.current)}</TableCell>
                      <TableCell>
                        {show(c.field, c.proposed)}
                        {c.description && (
                          <Typography variant="caption" component="div" color="text.secondary">
                            {c.description}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          color={ACTION_COLOURS[c.action]}
                          label={
                            c.action === 'OVERWRITE' && !overwrite
                              ? t('accountEnrichment.action_KEPT')
                              : t(`accountEnrichment.action_${c.action}`)
                          }
                        />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
            {replaceable && (
              <FormControlLabel
                control={
                  <Checkbox checked={overwrite} onChange={(e) => setOverwrite(e.target.checked)} />
                }
                label={t('accountEnrichment.overwrite')}
              />
            )}
            {changes.length > 0 && nothingNew && (
              <Typography variant="body2" color="text.secondary">
                {t('accountEnrichment.nothingToApply')}
              </Typography>
            )}
            {refresh.isError && (
              <Alert severity="error" role="alert">
                {refresh.error.message || t('accountEnrichment.refreshFailed')}
              </Alert>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={refresh.isPending}>
          {t('account.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={!proposal.data || refresh.isPending}
          onClick={handleApply}
        >
          {t('accountEnrichment.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
