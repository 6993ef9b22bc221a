import {
  IRPM_CHARACTERISTICS,
  SaveIrpmRequestSchema,
  UNDERWRITING_MESSAGES,
  irpmFor,
  type IrpmCharacteristicKey,
  type SaveIrpmRequest,
} from '@cyber/domain';
import {
  Box,
  Chip,
  InputAdornment,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import type { UnderwritingDialogProps } from './dialog-props.ts';

type Entries = Record<IrpmCharacteristicKey, string>;

/** What was typed as a number: blank is 0 %, anything else must read as a number. */
const percentOf = (text: string): number => (text.trim() === '' ? 0 : Number(text.trim()));

/**
 * The IRPM editor (spec 3 §3, §5): the seven characteristics as percentages, computed live with
 * the domain's `irpmFor` (the server's arithmetic): each 'Invalid' outside its range, the total,
 * the modifier to 10 decimals, CREDIT or DEBIT, and the state's range that bounds it. Save stays
 * disabled while a characteristic is invalid.
 */
export function IrpmDialog({
  detail,
  pending,
  error,
  onSubmit,
  onClose,
}: UnderwritingDialogProps<SaveIrpmRequest>) {
  const { t } = useTranslation();
  const { quote } = detail;
  const [entries, setEntries] = useState<Entries>(
    () =>
      Object.fromEntries(
        IRPM_CHARACTERISTICS.map((c) => {
          const saved = detail.irpm.characteristics.find((x) => x.key === c.key)?.value ?? 0;
          return [c.key, String(saved)];
        }),
      ) as Entries,
  );
  const [note, setNote] = useState(detail.irpm.note ?? '');
  const characteristics = Object.fromEntries(
    IRPM_CHARACTERISTICS.map((c) => [c.key, percentOf(entries[c.key])]),
  ) as Record<IrpmCharacteristicKey, number>;
  const result = irpmFor({
    state: quote.state ?? '',
    product: quote.product,
    isSurplus: quote.isSurplus,
    characteristics,
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = SaveIrpmRequestSchema.safeParse({
      ...characteristics,
      irpmNote: note.trim() || null,
      irpmModifier: result.modifier ?? undefined,
      accountId: quote.accountId,
      accountName: quote.companyName,
      quoteId: quote.id,
      quoteNumber: quote.quoteNumber,
    });
    if (result.valid && parsed.success) onSubmit(parsed.data);
  };

  return (
    <FormDialog
      open
      maxWidth="md"
      title={t('underwriting.dialogs.irpmTitle')}
      error={error}
      pending={pending}
      submitLabel={t('underwriting.dialogs.save')}
      cancelLabel={t('underwriting.dialogs.cancel')}
      submitDisabled={!result.valid}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      <Table size="small" aria-label={t('underwriting.dialogs.irpmTitle')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('underwriting.dialogs.characteristic')}</TableCell>
            <TableCell sx={{ width: 200 }}>%</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {result.characteristics.map((c) => (
            <TableRow key={c.key}>
              <TableCell>
                <Typography variant="body2">{c.label}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {t('underwriting.dialogs.range', { min: c.min, max: c.max })}
                </Typography>
              </TableCell>
              <TableCell>
                <TextInput
                  id={`irpm-${c.key}`}
                  label={t('underwriting.dialogs.percent', { label: c.label })}
                  size="small"
                  inputMode="decimal"
                  value={entries[c.key as IrpmCharacteristicKey]}
                  onChange={(e) => setEntries((prev) => ({ ...prev, [c.key]: e.target.value }))}
                  error={!c.valid}
                  helperText={
                    c.valid ? undefined : (c.message ?? UNDERWRITING_MESSAGES.irpmInvalid)
                  }
                  endAdornment={<InputAdornment position="end">%</InputAdornment>}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Box
        role="group"
        aria-label={t('underwriting.dialogs.modifier')}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
          gap: 2,
        }}
      >
        <Stack>
          <Typography variant="caption" color="text.secondary">
            {t('underwriting.dialogs.total')}
          </Typography>
          <Typography data-testid="irpm-total">{`${result.total}%`}</Typography>
        </Stack>
        <Stack>
          <Typography variant="caption" color="text.secondary">
            {t('underwriting.dialogs.modifier')}
          </Typography>
          <Stack direction="row" spacing={1} alignItems="center">
            <Typography data-testid="irpm-modifier">
              {result.modifier === null ? '—' : result.modifier.toFixed(10)}
            </Typography>
            {result.direction && (
              <Chip
                size="small"
                color={result.direction === 'DEBIT' ? 'warning' : 'success'}
                label={result.direction}
              />
            )}
          </Stack>
        </Stack>
        <Stack>
          <Typography variant="caption" color="text.secondary">
            {t('underwriting.dialogs.stateRange')}
          </Typography>
          <Typography data-testid="irpm-bounds">
            {t('underwriting.dialogs.stateRangeValue', {
              min: result.bounds.min,
              max: result.bounds.max,
            })}
          </Typography>
        </Stack>
        <Stack>
          <Typography variant="caption" color="text.secondary">
            {t('underwriting.dialogs.applied')}
          </Typography>
          <Typography data-testid="irpm-applied">
            {result.applied === null ? '—' : result.applied.toFixed(10)}
          </Typography>
        </Stack>
      </Box>
      <TextInput
        id="irpm-note"
        label={t('underwriting.dialogs.irpmNote')}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        multiline
        minRows={2}
      />
    </FormDialog>
  );
}
