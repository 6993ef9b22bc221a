import { AGENCY_MESSAGES } from '@cyber/domain';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormNotice, type Notice } from '../../../components/form/form-notice.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { useCreateAgency } from '../api/agency.ts';
import { AgencyForm } from './agency-form.tsx';

/** 'Add agency' (provider staff): the agency form; 'Agency successfully added!' on success. */
export function AddAgencyDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateAgency();
  const [notice, setNotice] = useState<Notice | null>(null);
  return (
    <Dialog open onClose={onClose} aria-labelledby="add-agency-title" maxWidth="md" fullWidth>
      <DialogTitle id="add-agency-title">{t('agencies.addTitle')}</DialogTitle>
      <DialogContent sx={{ pt: 1 }}>
        <FormNotice notice={notice} />
        <AgencyForm
          formId="add-agency-form"
          providerFields
          onSubmit={(values) =>
            create.mutate(values, {
              onSuccess: ({ message }) => {
                enqueueSnackbar(message, { variant: 'success' });
                onClose();
              },
              onError: (error) =>
                setNotice({
                  severity: 'error',
                  message: error.message || AGENCY_MESSAGES.addFailed,
                }),
            })
          }
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('agencies.cancel')}</Button>
        <SubmitButton form="add-agency-form" busy={create.isPending} size="medium">
          {t('agencies.add')}
        </SubmitButton>
      </DialogActions>
    </Dialog>
  );
}
