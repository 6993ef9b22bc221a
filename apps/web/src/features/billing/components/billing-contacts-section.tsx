import { MAX_BILLING_CONTACTS, type BillingContact, type Region } from '@cyber/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useDialogState } from '../../../lib/use-dialog-state.ts';
import {
  billingContactError,
  useBillingContacts,
  useCreateBillingContact,
  useDeleteBillingContact,
  useUpdateBillingContact,
} from '../api/billing-contacts.ts';
import { BillingContactDialog } from './billing-contact-dialogs.tsx';

export type BillingContactsSectionProps = {
  policyId: string;
  /** The region of the policy's currency (how a phone number is written). */
  region: Region;
  /** Whoever may change the contacts: everyone on the page but the premium processor. */
  canManage: boolean;
};

type Dialog = 'add' | 'edit' | 'remove';

const nameOf = (contact: BillingContact) => `${contact.firstName} ${contact.lastName}`;

/**
 * The policy's billing contacts (decision 057): up to five people — accounts payable, a
 * controller, a bookkeeper — who receive the policy's payment reminders besides the
 * policyholder's contact. Anyone on the page sees them; all but the premium processor add, edit
 * and remove them.
 */
export function BillingContactsSection({
  policyId,
  region,
  canManage,
}: BillingContactsSectionProps) {
  const { t } = useTranslation();
  const contacts = useBillingContacts(policyId);
  const create = useCreateBillingContact();
  const update = useUpdateBillingContact();
  const remove = useDeleteBillingContact();
  const [notice, setNotice] = useState<string | null>(null);
  const dialogs = useDialogState<Dialog, BillingContact>({
    onClose: () => [create, update, remove].forEach((m) => m.reset()),
  });
  const done = (message: string) => {
    dialogs.close();
    setNotice(message);
  };
  const list = contacts.data ?? [];
  const editing = dialogs.targetOf('edit');
  const removing = dialogs.targetOf('remove');
  const saving = editing ? update : create;

  return (
    <SectionCard title={t('billing.contacts.title')}>
      <Stack spacing={2} alignItems="flex-start">
        {notice && (
          <Alert
            severity="success"
            role="status"
            sx={{ alignSelf: 'stretch' }}
            onClose={() => setNotice(null)}
          >
            {notice}
          </Alert>
        )}
        {contacts.isPending ? (
          <CircularProgress size={20} aria-label={t('billing.contacts.loading')} />
        ) : contacts.isError ? (
          <Alert severity="error" role="alert" sx={{ alignSelf: 'stretch' }}>
            {billingContactError(contacts.error)}
          </Alert>
        ) : list.length === 0 ? (
          <Typography color="text.secondary">{t('billing.contacts.empty')}</Typography>
        ) : (
          <Box sx={{ alignSelf: 'stretch' }}>
            <List dense disablePadding aria-label={t('billing.contacts.title')}>
              {list.map((contact) => (
                <ListItem
                  key={contact.id}
                  disableGutters
                  secondaryAction={
                    canManage && (
                      <Stack direction="row" spacing={0.5}>
                        <Tooltip title={t('billing.contacts.edit')}>
                          <IconButton
                            aria-label={t('billing.contacts.editOf', { name: nameOf(contact) })}
                            onClick={() => dialogs.open('edit', contact)}
                          >
                            <EditOutlinedIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                        <Tooltip title={t('billing.contacts.remove')}>
                          <IconButton
                            edge="end"
                            aria-label={t('billing.contacts.removeOf', { name: nameOf(contact) })}
                            onClick={() => dialogs.open('remove', contact)}
                          >
                            <DeleteOutlineIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      </Stack>
                    )
                  }
                >
                  <ListItemText
                    primary={nameOf(contact)}
                    secondary={`${contact.email} · ${contact.phone}`}
                  />
                </ListItem>
              ))}
            </List>
          </Box>
        )}
        {canManage && contacts.isSuccess && list.length < MAX_BILLING_CONTACTS && (
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => dialogs.open('add')}>
            {t('billing.contacts.add')}
          </Button>
        )}
      </Stack>

      {canManage && dialogs.isOpen('add', 'edit') && (
        <BillingContactDialog
          contact={editing}
          region={region}
          pending={saving.isPending}
          error={saving.isError ? billingContactError(saving.error) : undefined}
          onClose={dialogs.close}
          onSubmit={(values) =>
            editing
              ? update.mutate(
                  { id: editing.id, ...values },
                  { onSuccess: ({ message }) => done(message) },
                )
              : create.mutate(
                  { policyId, ...values },
                  { onSuccess: ({ message }) => done(message) },
                )
          }
        />
      )}
      <ConfirmDialog
        open={canManage && dialogs.isOpen('remove')}
        title={t('billing.contacts.removeTitle')}
        body={t('billing.contacts.removeBody', { name: removing ? nameOf(removing) : '' })}
        confirmLabel={t('billing.contacts.remove')}
        danger
        pending={remove.isPending}
        error={remove.isError ? billingContactError(remove.error) : null}
        onClose={dialogs.close}
        onConfirm={() => removing && remove.mutate(removing.id, { onSuccess: done })}
      />
    </SectionCard>
  );
}
