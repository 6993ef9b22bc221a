import { accountDisplayName, type MyAccount } from '@cyber/domain';
import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { createSwitchToken } from '../api/create-switch-token.ts';

export type SwitchAccountDialogProps = {
  open: boolean;
  accounts: MyAccount[];
  onClose: () => void;
};

/** Choose another of the user's organisations; it opens in this tab through the jump entry. */
export function SwitchAccountDialog({ open, accounts, onClose }: SwitchAccountDialogProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const handleSwitch = async (account: MyAccount) => {
    setPending(account.id);
    setError(null);
    try {
      const { token } = await createSwitchToken(account.id);
      window.location.assign(paths.jumpEntry.href(token, accountDisplayName(account)));
    } catch (e) {
      setError((e as Error).message);
      setPending(null);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('switchAccount.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{t('switchAccount.body')}</DialogContentText>
        {error && <Alert severity="error">{error}</Alert>}
        <List>
          {accounts.map((account) => (
            <ListItemButton
              key={account.id}
              disabled={account.current || pending !== null}
              onClick={() => void handleSwitch(account)}
            >
              <ListItemText
                primary={accountDisplayName(account)}
                secondary={`${t(`accountType.${account.accountType}`)} · ${account.role.name}`}
              />
              {account.current && <Chip size="small" label={t('switchAccount.current')} />}
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('switchAccount.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
