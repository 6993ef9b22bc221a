import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMMISSION_MESSAGES,
  isStatementMonth,
  statementYears,
  STATEMENT_FORMATS,
  type Agency,
} from '@cyber/domain';
import { FormHelperText, Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormSelectField } from '../../../components/form/form-picker-fields.tsx';
import { AgencyPicker } from '../../agencies/index.ts';
import { useDownloadStatement } from '../api/download-statement.ts';
import { monthLabel, MONTHS } from './period.ts';

export type StatementDialogProps = {
  /** Provider staff: the agency whose statement it is must be picked. */
  provider: boolean;
  onDownloaded: (fileName: string) => void;
  onClose: () => void;
};

const statementFormSchema = (provider: boolean, today: Date) =>
  z
    .object({
      year: z.number(),
      month: z.number(),
      format: z.enum(STATEMENT_FORMATS),
      agency: z.custom<Agency | null>(),
    })
    .refine((v) => isStatementMonth(v.year, v.month, today), {
      path: ['month'],
      message: COMMISSION_MESSAGES.statementYearRange,
    })
    .refine((v) => !provider || v.agency !== null, {
      path: ['agency'],
      message: COMMISSION_MESSAGES.agencyRequired,
    });
type StatementForm = z.infer<ReturnType<typeof statementFormSchema>>;

/**
 * Download a month's commission statement (spec 3 §8, §9): the year (this year back to 2020, at
 * most seven), the month, PDF or spreadsheet, and for provider staff the agency. Why it could not
 * be downloaded shows in the dialog in the spec's words. Render it only while open.
 */
export function StatementDialog({ provider, onDownloaded, onClose }: StatementDialogProps) {
  const { t, i18n } = useTranslation();
  /** Today, as the dialog opened: the years offered and the last month with a statement. */
  const [today] = useState(() => new Date());
  const download = useDownloadStatement();
  const years = useMemo(() => statementYears(today), [today]);
  const schema = useMemo(() => statementFormSchema(provider, today), [provider, today]);
  const { control, handleSubmit } = useForm<StatementForm>({
    resolver: zodResolver(schema),
    defaultValues: {
      year: today.getUTCFullYear(),
      month: today.getUTCMonth() + 1,
      format: 'pdf',
      agency: null,
    },
  });

  const handleDownload = ({ year, month, format, agency }: StatementForm) =>
    download.mutate(
      { year, month, format, ...(provider && agency ? { agencyId: agency.id } : {}) },
      { onSuccess: onDownloaded },
    );

  return (
    <FormDialog
      open
      title={t('commissions.statementDialog.title')}
      error={download.error?.message}
      pending={download.isPending}
      submitLabel={t('commissions.statementDialog.submit')}
      cancelLabel={t('commissions.statementDialog.cancel')}
      onSubmit={handleSubmit(handleDownload)}
      onClose={onClose}
    >
      {provider && (
        <Controller
          control={control}
          name="agency"
          render={({ field, fieldState }) => (
            <Stack spacing={0.5}>
              <AgencyPicker
                id="statement-agency"
                label={t('commissions.agency')}
                required
                value={field.value}
                onChange={field.onChange}
              />
              {fieldState.error && (
                <FormHelperText error>{fieldState.error.message}</FormHelperText>
              )}
            </Stack>
          )}
        />
      )}
      <FormSelectField
        control={control}
        name="year"
        id="statement-year"
        label={t('commissions.statementDialog.year')}
        options={years}
        optionLabel={String}
        parse={Number}
      />
      <FormSelectField
        control={control}
        name="month"
        id="statement-month"
        label={t('commissions.statementDialog.month')}
        options={MONTHS}
        optionLabel={(m) => monthLabel(m, i18n.language)}
        parse={Number}
      />
      <FormSelectField
        control={control}
        name="format"
        id="statement-format"
        label={t('commissions.statementDialog.format')}
        options={STATEMENT_FORMATS}
        optionLabel={(f) => t(`commissions.statementDialog.formats.${f}`)}
      />
    </FormDialog>
  );
}
