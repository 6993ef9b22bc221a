import type { OutboundMessage } from '@cyber/domain';
import { Box, Chip, Link, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';

export type MessageViewProps = { message: OutboundMessage };

/** Every http(s) link of a message, in order, without duplicates. */
export const linksOf = (message: Pick<OutboundMessage, 'text' | 'html'>): string[] => {
  const found = new Set<string>();
  for (const match of message.text.matchAll(/https?:\/\/[^\s<>"']+/g)) found.add(match[0]);
  if (message.html) {
    for (const match of message.html.matchAll(/href\s*=\s*"(https?:\/\/[^"]+)"/gi)) {
      if (match[1]) found.add(match[1].replace(/&amp;/g, '&'));
    }
  }
  return [...found];
};

/**
 * One message: its text, and its HTML in a sandboxed frame (no scripts, no same-origin access;
 * links open in a new tab). Its links are listed as plain, clickable anchors as well.
 */
export function MessageView({ message }: MessageViewProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'html' | 'text'>(message.html ? 'html' : 'text');
  const links = linksOf(message);
  // Links inside the frame open a new tab rather than navigating the sandboxed frame.
  const srcDoc = message.html ? `<base target="_blank">${message.html}` : '';

  return (
    <Stack spacing={2} aria-label={message.subject ?? t('adminMailbox.noSubject')}>
      <div>
        <Typography variant="h6" component="h2">
          {message.subject ?? t('adminMailbox.noSubject')}
        </Typography>
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <Typography variant="body2" color="text.secondary">
            {message.recipient}
          </Typography>
          <Chip size="small" label={message.channel} />
          <Chip size="small" variant="outlined" label={message.template} />
          <Typography variant="caption" color="text.secondary">
            {formatDateTime(message.createdAt)}
          </Typography>
        </Stack>
      </div>
      {message.html && (
        <Tabs value={tab} onChange={(_, next: 'html' | 'text') => setTab(next)}>
          <Tab value="html" label={t('adminMailbox.html')} />
          <Tab value="text" label={t('adminMailbox.text')} />
        </Tabs>
      )}
      {tab === 'html' && message.html ? (
        <Box
          component="iframe"
          title={t('adminMailbox.htmlFrame')}
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="no-referrer"
          srcDoc={srcDoc}
          sx={{
            width: '100%',
            height: 420,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: '#fff',
          }}
        />
      ) : (
        <Box
          component="pre"
          data-testid="message-text"
          sx={{
            m: 0,
            p: 2,
            bgcolor: 'action.hover',
            borderRadius: 1,
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
            fontFamily: 'monospace',
            fontSize: 13,
          }}
        >
          {message.text}
        </Box>
      )}
      <div>
        <Typography variant="subtitle2">{t('adminMailbox.links')}</Typography>
        {links.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('adminMailbox.noLinks')}
          </Typography>
        ) : (
          <Stack component="ul" sx={{ pl: 2, m: 0 }}>
            {links.map((href) => (
              <li key={href}>
                <Link
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  sx={{ wordBreak: 'break-all' }}
                >
                  {href}
                </Link>
              </li>
            ))}
          </Stack>
        )}
      </div>
    </Stack>
  );
}
