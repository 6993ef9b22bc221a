import { MESSAGE_CHANNELS, type MessageChannel, type OutboundMessage } from '@cyber/domain';
import {
  Alert,
  Box,
  Grid,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, DEFAULT_PAGE_SIZE } from '@cyber/domain';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useMailbox } from '../api/get-mailbox.ts';
import { MessageView } from './message-view.tsx';

export type MailboxScreenProps = { canRead: boolean };

const SEARCH_SETTLE_MS = 300;

/** {base}/manage/mailbox: the dev mailbox, searchable and paged, newest first. */
export function MailboxScreen({ canRead }: MailboxScreenProps) {
  const { t } = useTranslation();
  if (!canRead) return <Alert severity="warning">{t('adminMailbox.notAllowed')}</Alert>;
  return <MailboxContent />;
}

function MailboxContent() {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [channel, setChannel] = useState<MessageChannel | ''>('');
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [selected, setSelected] = useState<OutboundMessage | null>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSearch(input.trim());
      setPage(0);
    }, SEARCH_SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [input]);

  const mailbox = useMailbox({ page, size, search, ...(channel ? { channel } : {}) });
  const rows = mailbox.data?.content ?? [];

  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1">
          {t('adminMailbox.title')}
        </Typography>
        <Typography color="text.secondary">{t('adminMailbox.subtitle')}</Typography>
      </div>
      {mailbox.isError && (
        <Alert severity="error">
          {isApiError(mailbox.error) && mailbox.error.status === 404
            ? t('adminMailbox.unavailable')
            : mailbox.error.message}
        </Alert>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Paper variant="outlined">
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ p: 2 }}>
              <TextField
                id="mailbox-search"
                label={t('adminMailbox.search')}
                value={input}
                onChange={(event) => setInput(event.target.value)}
                sx={{ flex: 1, minWidth: 0 }}
                type="search"
              />
              <TextField
                select
                id="mailbox-channel"
                label={t('adminMailbox.channel')}
                value={channel}
                onChange={(event) => {
                  setChannel(event.target.value as MessageChannel | '');
                  setPage(0);
                }}
                sx={{ width: { sm: 180 }, flexShrink: 0 }}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              >
                <MenuItem value="">{t('adminMailbox.allChannels')}</MenuItem>
                {MESSAGE_CHANNELS.map((c) => (
                  <MenuItem key={c} value={c}>
                    {c}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={t('adminMailbox.title')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('adminMailbox.recipient')}</TableCell>
                    <TableCell>{t('adminMailbox.subject')}</TableCell>
                    <TableCell>{t('adminMailbox.template')}</TableCell>
                    <TableCell>{t('adminMailbox.channel')}</TableCell>
                    <TableCell>{t('adminMailbox.sentAt')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={5}>
                        {mailbox.isPending ? t('common.loading') : t('adminMailbox.empty')}
                      </TableCell>
                    </TableRow>
                  )}
                  {rows.map((message) => (
                    <TableRow
                      key={message.id}
                      hover
                      selected={selected?.id === message.id}
                      onClick={() => setSelected(message)}
                      onKeyDown={(event) => {
                        if (event.key === 'Enter' || event.key === ' ') setSelected(message);
                      }}
                      tabIndex={0}
                      sx={{ cursor: 'pointer' }}
                    >
                      <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 160 }}>
                        {message.recipient}
                      </TableCell>
                      <TableCell>{message.subject ?? t('adminMailbox.noSubject')}</TableCell>
                      <TableCell>{message.template}</TableCell>
                      <TableCell>{message.channel}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(message.createdAt)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
            <TablePagination
              component="div"
              count={mailbox.data?.totalElements ?? 0}
              page={page}
              rowsPerPage={size}
              rowsPerPageOptions={[...PAGE_SIZES]}
              onPageChange={(_, next) => setPage(next)}
              onRowsPerPageChange={(event) => {
                setSize(Number(event.target.value));
                setPage(0);
              }}
            />
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <Paper variant="outlined" sx={{ p: 2.5 }}>
            {selected ? (
              <MessageView key={selected.id} message={selected} />
            ) : (
              <Typography color="text.secondary">{t('adminMailbox.select')}</Typography>
            )}
          </Paper>
        </Grid>
      </Grid>
    </Stack>
  );
}
