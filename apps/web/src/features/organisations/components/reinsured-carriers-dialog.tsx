import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AddReinsuredCarrierSchema,
  type AddReinsuredCarrier,
  type Organisation,
  type ReinsuranceTreaty,
} from '@cyber/domain';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../components/data-table/use-debounced-value.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { noOptionsText } from '../../../components/picker-text.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useAddReinsuredCarrier } from '../api/add-reinsured-carrier.ts';
import { useReinsuredCarriers } from '../api/reinsured-carriers.ts';
import { useRemoveReinsuredCarrier } from '../api/remove-reinsured-carrier.ts';
import { useOrganisations } from '../api/search-organisations.ts';
import { saveErrorOf } from './save-error.ts';
import { PanelDialog } from './panel-dialog.tsx';

/** The carrier search in the picker waits for typing to stop, as the agency picker does. */
const CARRIER_SEARCH_DEBOUNCE_MS = 500;

export type ReinsuredCarriersDialogProps = {
  /** The reinsurer whose carriers are shown; null when closed. */
  reinsurer: Organisation | null;
  /** Provider admins add and remove carriers; other staff read them. */
  canManage: boolean;
  onClose: () => void;
};

/**
 * The carriers a reinsurer reinsures, with its quota share of each: the reinsurer sees the
 * binders, policies and claims written on these carriers' paper.
 */
export function ReinsuredCarriersDialog({
  reinsurer,
  canManage,
  onClose,
}: ReinsuredCarriersDialogProps) {
  const { t } = useTranslation();
  return (
    <PanelDialog
      open={!!reinsurer}
      id="reinsured-carriers-title"
      title={t('reinsurance.title', { name: reinsurer?.name ?? '' })}
      onClose={onClose}
    >
      {reinsurer && <ReinsuredCarriersPanel reinsurer={reinsurer} canManage={canManage} />}
    </PanelDialog>
  );
}

function ReinsuredCarriersPanel({
  reinsurer,
  canManage,
}: {
  reinsurer: Organisation;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const treaties = useReinsuredCarriers(reinsurer.id);
  const remove = useRemoveReinsuredCarrier(reinsurer.id);
  const rows = treaties.data ?? [];
  const label = t('reinsurance.tableLabel', { name: reinsurer.name });

  const removeTreaty = (treaty: ReinsuranceTreaty) =>
    remove.mutate(treaty.carrierId, {
      onSuccess: () =>
        enqueueSnackbar(t('reinsurance.removedToast', { name: treaty.carrierName }), {
          variant: 'success',
        }),
    });

  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <Typography color="text.secondary">
        {t('reinsurance.help', { name: reinsurer.name })}
      </Typography>
      {canManage && (
        <AddCarrierForm reinsurerId={reinsurer.id} taken={rows.map((r) => r.carrierId)} />
      )}
      {remove.error && (
        <Alert severity="error" role="alert">
          {saveErrorOf(remove.error)}
        </Alert>
      )}
      {treaties.isError && <Alert severity="error">{treaties.error.message}</Alert>}
      {treaties.isSuccess && rows.length === 0 && (
        <Typography color="text.secondary">{t('reinsurance.none')}</Typography>
      )}
      {rows.length > 0 && (
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell>{t('reinsurance.carrier')}</TableCell>
              <TableCell align="right">{t('reinsurance.share')}</TableCell>
              <TableCell>{t('organisations.added')}</TableCell>
              {canManage && <TableCell align="right">{t('organisations.actions')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.carrierId}>
                <TableCell>{r.carrierName}</TableCell>
                <TableCell align="right">{r.sharePercent}%</TableCell>
                <TableCell>{formatDateTime(r.createdAt)}</TableCell>
                {canManage && (
                  <TableCell align="right">
                    <Tooltip title={t('organisations.remove')}>
                      <IconButton
                        size="small"
                        aria-label={`${t('organisations.remove')} ${r.carrierName}`}
                        disabled={remove.isPending}
                        onClick={() => removeTreaty(r)}
                      >
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}

type AddFormValues = { carrierId: string; sharePercent: string };

/** Pick a carrier (the carriers search) and the reinsurer's share; validated with the API's schema. */
function AddCarrierForm({ reinsurerId, taken }: { reinsurerId: string; taken: string[] }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const add = useAddReinsuredCarrier(reinsurerId);
  const [carrier, setCarrier] = useState<Organisation | null>(null);
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input, CARRIER_SEARCH_DEBOUNCE_MS);
  const carriers = useOrganisations('carrier', {
    page: 0,
    size: 100,
    sort: 'name,asc',
    search: search || undefined,
  });
  const options = (carriers.data?.content ?? []).filter((c) => !taken.includes(c.id));
  const { control, handleSubmit, reset } = useForm<AddFormValues>({
    resolver: zodResolver(AddReinsuredCarrierSchema) as unknown as Resolver<AddFormValues>,
    defaultValues: { carrierId: '', sharePercent: '' },
  });

  const submit = handleSubmit((values) => {
    const body = values as unknown as AddReinsuredCarrier;
    const name = carrier?.name ?? '';
    add.mutate(body, {
      onSuccess: () => {
        enqueueSnackbar(t('reinsurance.addedToast', { name }), { variant: 'success' });
        setCarrier(null);
        setInput('');
        reset();
      },
    });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('reinsurance.add')}>
      <Stack spacing={2}>
        {add.error && (
          <Alert severity="error" role="alert">
            {saveErrorOf(add.error)}
          </Alert>
        )}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          alignItems={{ sm: 'flex-start' }}
        >
          <Controller
            control={control}
            name="carrierId"
            render={({ field, fieldState }) => (
              <Autocomplete
                sx={{ flex: 2 }}
                options={options}
                value={carrier}
                loading={carriers.isFetching}
                filterOptions={(x) => x}
                getOptionLabel={(o) => o.name}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                noOptionsText={noOptionsText(carriers, t('organisations.noResults'))}
                inputValue={input}
                onInputChange={(_, v) => setInput(v)}
                onChange={(_, v) => {
                  setCarrier(v);
                  field.onChange(v?.id ?? '');
                }}
                onBlur={field.onBlur}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    id="reinsured-carrier"
                    label={t('reinsurance.carrier')}
                    required
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message}
                  />
                )}
              />
            )}
          />
          <Box sx={{ flex: 1, minWidth: 140 }}>
            <FormTextField
              control={control}
              name="sharePercent"
              id="reinsured-carrier-share"
              label={t('reinsurance.sharePercent')}
              type="number"
              required
              inputProps={{ min: 1, max: 100, step: 1 }}
            />
          </Box>
          <Button
            type="submit"
            variant="contained"
            disabled={add.isPending}
            sx={{ alignSelf: { sm: 'center' } }}
          >
            {t('reinsurance.add')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
