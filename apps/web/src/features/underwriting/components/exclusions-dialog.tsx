import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { zodResolver } from '@hookform/resolvers/zod';
import { SaveExclusionsRequestSchema, type SaveExclusionsRequest } from '@cyber/domain';
import { Box, Button, IconButton, Paper, Stack, Typography } from '@mui/material';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import type { UnderwritingDialogProps } from './dialog-props.ts';

type Values = { exclusions: NonNullable<SaveExclusionsRequest['exclusions']> };

const EMPTY_ROW = { claimNumber: '', claimName: '', claimDescription: '', claimDate: '' };

/**
 * The event exclusion list editor (spec 3 §3, §5): rows of claim number, name, description and
 * date (YYYY-MM-DD), added and removed here and saved as one list (an empty list clears it).
 */
export function ExclusionsDialog({
  detail,
  pending,
  error,
  onSubmit,
  onClose,
}: UnderwritingDialogProps<SaveExclusionsRequest>) {
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(SaveExclusionsRequestSchema) as never,
    mode: 'onTouched',
    defaultValues: {
      exclusions: detail.exclusions.map((e) => ({
        ...e,
        claimDescription: e.claimDescription ?? '',
      })),
    },
  });
  const rows = useFieldArray({ control, name: 'exclusions' });
  const submit = (values: Values) =>
    onSubmit({
      exclusions: values.exclusions.map((e) => ({
        ...e,
        claimDescription: e.claimDescription || null,
      })),
    });
  return (
    <FormDialog
      open
      maxWidth="md"
      title={t('underwriting.dialogs.exclusionsTitle')}
      error={error}
      pending={pending}
      submitLabel={t('underwriting.dialogs.save')}
      cancelLabel={t('underwriting.dialogs.cancel')}
      onSubmit={handleSubmit(submit)}
      onClose={onClose}
    >
      {rows.fields.length === 0 && (
        <Typography color="text.secondary">{t('underwriting.workbench.noExclusions')}</Typography>
      )}
      {rows.fields.map((row, index) => (
        <Paper key={row.id} variant="outlined" sx={{ p: 2 }}>
          <Stack direction="row" spacing={1} alignItems="flex-start">
            <Box
              sx={{
                flex: 1,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' },
              }}
            >
              <FormTextField
                control={control}
                name={`exclusions.${index}.claimNumber`}
                id={`exclusion-${index}-number`}
                label={t('underwriting.dialogs.claimNumber')}
                required
              />
              <FormTextField
                control={control}
                name={`exclusions.${index}.claimName`}
                id={`exclusion-${index}-name`}
                label={t('underwriting.dialogs.claimName')}
                required
              />
              <FormTextField
                control={control}
                name={`exclusions.${index}.claimDate`}
                id={`exclusion-${index}-date`}
                label={t('underwriting.dialogs.claimDate')}
                placeholder="YYYY-MM-DD"
                required
              />
              <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
                <FormTextField
                  control={control}
                  name={`exclusions.${index}.claimDescription`}
                  id={`exclusion-${index}-description`}
                  label={t('underwriting.dialogs.claimDescription')}
                  multiline
                />
              </Box>
            </Box>
            <IconButton
              aria-label={t('underwriting.dialogs.removeExclusion', { index: index + 1 })}
              onClick={() => rows.remove(index)}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Stack>
        </Paper>
      ))}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => rows.append(EMPTY_ROW)}>
          {t('underwriting.dialogs.addExclusion')}
        </Button>
      </Box>
    </FormDialog>
  );
}
