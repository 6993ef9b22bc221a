import { zodResolver } from '@hookform/resolvers/zod';
import { TeamInputSchema, type TeamInput, type TeamRow } from '@cyber/domain';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '../../../components/form/form-notice.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';

export type TeamFormDialogProps = {
  open: boolean;
  /** The team being renamed; a new team when absent. */
  team?: TeamRow | undefined;
  pending: boolean;
  error?: string | undefined;
  onSubmit: (values: TeamInput) => void;
  onClose: () => void;
};

/** A team's name, for create and rename (the API's schema; unique per organisation). */
export function TeamFormDialog({
  open,
  team,
  pending,
  error,
  onSubmit,
  onClose,
}: TeamFormDialogProps) {
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm<TeamInput>({
    resolver: zodResolver(TeamInputSchema),
    mode: 'onTouched',
    values: { name: team?.name ?? '' },
  });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
        <DialogTitle>
          {team ? t('teamAdmin.renameTitle', { name: team.name }) : t('teamAdmin.createTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormNotice notice={error ? { message: error, severity: 'error' } : null} />
            <FormTextField
              control={control}
              name="name"
              id="team-name"
              label={t('teamAdmin.name')}
              required
              autoFocus
              inputProps={{ maxLength: 100 }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('teamAdmin.cancel')}</Button>
          <SubmitButton size="medium" busy={pending}>
            {team ? t('teamAdmin.save') : t('teamAdmin.create')}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
