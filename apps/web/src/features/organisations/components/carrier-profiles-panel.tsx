import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AM_BEST_RATINGS,
  CARRIER_PAPERS,
  CarrierProfileUpdateSchema,
  PRODUCT_CODES,
  PRODUCT_NAMES,
  UK_NATIONS,
  US_STATES,
  isUkProduct,
  type CarrierProfile,
  type CarrierProfileUpdateInput,
  type Organisation,
  type ProductCode,
} from '@cyber/domain';
import {
  Alert,
  Autocomplete,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  MenuItem,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import type { TFunction } from 'i18next';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import {
  useCarrierProfiles,
  useCreateCarrierProfile,
  useDeleteCarrierProfile,
  useUpdateCarrierProfile,
} from '../api/carrier-profiles.ts';
import { saveErrorOf } from './save-error.ts';

export type CarrierProfilesPanelProps = {
  carrier: Organisation;
  /** Provider admins add, edit and delete profiles; other staff read them. */
  canManage: boolean;
};

/** Where a profile writes: its states or nations, or the product's whole region. */
const whereText = (p: CarrierProfile, t: TFunction) =>
  p.states.length === 0
    ? isUkProduct(p.product)
      ? t('carrierProfiles.allNations')
      : t('carrierProfiles.allStates')
    : p.states.length > 8
      ? t('carrierProfiles.stateCount', { count: p.states.length })
      : p.states.join(', ');

/**
 * A carrier's rater profiles (spec 2 §7 rater carriers): which product it writes on which paper,
 * where, with what share and ratings. Shown under the carrier's row on the carriers tab.
 */
export function CarrierProfilesPanel({ carrier, canManage }: CarrierProfilesPanelProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const profiles = useCarrierProfiles(carrier.id);
  const remove = useDeleteCarrierProfile();
  const [editing, setEditing] = useState<CarrierProfile | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CarrierProfile | null>(null);
  const rows = profiles.data ?? [];
  const label = t('carrierProfiles.tableLabel', { name: carrier.name });

  return (
    <Stack spacing={1.5} sx={{ py: 1 }}>
      <Stack direction="row" alignItems="center" spacing={2}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {label}
        </Typography>
        {canManage && (
          <Button size="small" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('carrierProfiles.add')}
          </Button>
        )}
      </Stack>
      {profiles.isError && <Alert severity="error">{profiles.error.message}</Alert>}
      {profiles.isSuccess && rows.length === 0 && (
        <Typography color="text.secondary">{t('carrierProfiles.none')}</Typography>
      )}
      {rows.length > 0 && (
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell>{t('carrierProfiles.product')}</TableCell>
              <TableCell>{t('carrierProfiles.paper')}</TableCell>
              <TableCell>{t('carrierProfiles.states')}</TableCell>
              <TableCell align="right">{t('carrierProfiles.share')}</TableCell>
              <TableCell>{t('carrierProfiles.ratings')}</TableCell>
              <TableCell>{t('carrierProfiles.effective')}</TableCell>
              <TableCell>{t('carrierProfiles.status')}</TableCell>
              {canManage && <TableCell align="right">{t('organisations.actions')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((p) => (
              <TableRow key={p.id}>
                <TableCell>{p.productName}</TableCell>
                <TableCell>{t(`carrierProfiles.paper_${p.paper}`)}</TableCell>
                <TableCell>{whereText(p, t)}</TableCell>
                <TableCell align="right">{p.sharePercent}%</TableCell>
                <TableCell>
                  {[
                    p.amBestRating && `AM Best ${p.amBestRating}`,
                    p.naicCompanyCode && `NAIC ${p.naicCompanyCode}`,
                  ]
                    .filter(Boolean)
                    .join(' · ') || '—'}
                </TableCell>
                <TableCell>
                  {p.effectiveTo ? `${p.effectiveFrom} – ${p.effectiveTo}` : `${p.effectiveFrom} –`}
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={p.active ? 'success' : 'default'}
                    label={p.active ? t('carrierProfiles.active') : t('carrierProfiles.inactive')}
                  />
                </TableCell>
                {canManage && (
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={t('carrierProfiles.edit')}>
                      <IconButton
                        size="small"
                        aria-label={t('carrierProfiles.editNamed', { name: p.productName })}
                        onClick={() => setEditing(p)}
                      >
                        <EditOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={t('carrierProfiles.delete')}>
                      <IconButton
                        size="small"
                        aria-label={t('carrierProfiles.deleteNamed', { name: p.productName })}
                        onClick={() => setDeleting(p)}
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
      {editing && (
        <CarrierProfileDialog
          carrier={carrier}
          profile={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title={t('carrierProfiles.deleteTitle', { name: deleting?.productName ?? '' })}
        body={t('carrierProfiles.deleteBody', {
          product: deleting?.productName ?? '',
          carrier: carrier.name,
        })}
        confirmLabel={t('carrierProfiles.delete')}
        danger
        pending={remove.isPending}
        error={remove.isError ? saveErrorOf(remove.error) : null}
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: ({ message }) => {
              setDeleting(null);
              enqueueSnackbar(message, { variant: 'success' });
            },
          })
        }
      />
    </Stack>
  );
}

type ProfileFormValues = {
  product: ProductCode | '';
  paper: 'ADMITTED' | 'SURPLUS';
  states: string[];
  sharePercent: string;
  naicCompanyCode: string;
  amBestRating: string;
  effectiveFrom: string;
  effectiveTo: string;
  active: boolean;
};

const valuesOf = (p: CarrierProfile | undefined): ProfileFormValues => ({
  product: p?.product ?? '',
  paper: p?.paper ?? 'ADMITTED',
  states: p?.states ?? [],
  sharePercent: String(p?.sharePercent ?? 100),
  naicCompanyCode: p?.naicCompanyCode ?? '',
  amBestRating: p?.amBestRating ?? '',
  effectiveFrom: p?.effectiveFrom ?? new Date().toISOString().slice(0, 10),
  effectiveTo: p?.effectiveTo ?? '',
  active: p?.active ?? true,
});

/** Add or edit one profile; the form validates with the API's own schema. */
function CarrierProfileDialog({
  carrier,
  profile,
  onClose,
}: {
  carrier: Organisation;
  profile: CarrierProfile | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateCarrierProfile();
  const update = useUpdateCarrierProfile();
  const { control, handleSubmit, setValue } = useForm<ProfileFormValues>({
    mode: 'onTouched',
    resolver: zodResolver(CarrierProfileUpdateSchema) as unknown as Resolver<ProfileFormValues>,
    defaultValues: valuesOf(profile),
  });
  const product = useWatch({ control, name: 'product' });
  const uk = product !== '' && isUkProduct(product);
  const regionOptions = useMemo(
    () => (uk ? UK_NATIONS.map((n) => ({ ...n })) : US_STATES.map((s) => ({ ...s }))),
    [uk],
  );
  const error = create.error ?? update.error;
  const pending = create.isPending || update.isPending;

  const submit = handleSubmit((values) => {
    const body = values as unknown as CarrierProfileUpdateInput;
    const done = ({ message }: { message: string }) => {
      enqueueSnackbar(message, { variant: 'success' });
      onClose();
    };
    if (profile) update.mutate({ ...body, id: profile.id }, { onSuccess: done });
    else create.mutate({ ...body, carrierId: carrier.id }, { onSuccess: done });
  });

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="carrier-profile-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="carrier-profile-title">
          {profile
            ? t('carrierProfiles.editTitle', { name: profile.productName, carrier: carrier.name })
            : t('carrierProfiles.addTitle', { carrier: carrier.name })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && (
              <Alert severity="error" role="alert">
                {saveErrorOf(error)}
              </Alert>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Controller
                control={control}
                name="product"
                render={({ field, fieldState }) => (
                  <TextField
                    select
                    fullWidth
                    required
                    id="carrier-profile-product"
                    label={t('carrierProfiles.product')}
                    value={field.value}
                    onChange={(e) => {
                      const next = e.target.value as ProductCode;
                      // Changing region (US ⇄ UK) empties the places written in.
                      if (isUkProduct(next) !== uk) setValue('states', []);
                      field.onChange(next);
                    }}
                    onBlur={field.onBlur}
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message}
                  >
                    {PRODUCT_CODES.map((code) => (
                      <MenuItem key={code} value={code}>
                        {PRODUCT_NAMES[code]} ({code})
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <Controller
                control={control}
                name="paper"
                render={({ field, fieldState }) => (
                  <TextField
                    select
                    fullWidth
                    required
                    id="carrier-profile-paper"
                    label={t('carrierProfiles.paper')}
                    {...field}
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message}
                  >
                    {CARRIER_PAPERS.map((paper) => (
                      <MenuItem key={paper} value={paper}>
                        {t(`carrierProfiles.paper_${paper}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Stack>
            <Controller
              control={control}
              name="states"
              render={({ field, fieldState }) => (
                <Autocomplete
                  multiple
                  id="carrier-profile-states"
                  options={regionOptions.map((o) => o.code)}
                  value={field.value}
                  onChange={(_e, next) => field.onChange(next)}
                  onBlur={field.onBlur}
                  getOptionLabel={(code) =>
                    regionOptions.find((o) => o.code === code)?.name
                      ? `${code} – ${regionOptions.find((o) => o.code === code)!.name}`
                      : code
                  }
                  filterSelectedOptions
                  disableCloseOnSelect
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      label={uk ? t('carrierProfiles.nations') : t('carrierProfiles.states')}
                      error={!!fieldState.error}
                      helperText={
                        fieldState.error?.message ??
                        (uk ? t('carrierProfiles.nationsHelp') : t('carrierProfiles.statesHelp'))
                      }
                    />
                  )}
                />
              )}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                control={control}
                name="sharePercent"
                id="carrier-profile-share"
                label={t('carrierProfiles.sharePercent')}
                type="number"
                required
                inputProps={{ min: 1, max: 100, step: 1 }}
              />
              <FormTextField
                control={control}
                name="naicCompanyCode"
                id="carrier-profile-naic"
                label={t('carrierProfiles.naic')}
                inputProps={{ maxLength: 5, inputMode: 'numeric' }}
              />
              <Controller
                control={control}
                name="amBestRating"
                render={({ field, fieldState }) => (
                  <TextField
                    select
                    fullWidth
                    id="carrier-profile-am-best"
                    label={t('carrierProfiles.amBest')}
                    {...field}
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message}
                  >
                    <MenuItem value="">{t('carrierProfiles.notRated')}</MenuItem>
                    {AM_BEST_RATINGS.map((r) => (
                      <MenuItem key={r} value={r}>
                        {r}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {(['effectiveFrom', 'effectiveTo'] as const).map((name) => (
                <Controller
                  key={name}
                  control={control}
                  name={name}
                  render={({ field, fieldState }) => (
                    <TextField
                      type="date"
                      fullWidth
                      required={name === 'effectiveFrom'}
                      id={`carrier-profile-${name}`}
                      label={t(`carrierProfiles.${name}`)}
                      {...field}
                      error={!!fieldState.error}
                      helperText={fieldState.error?.message}
                      slotProps={{ inputLabel: { shrink: true } }}
                    />
                  )}
                />
              ))}
            </Stack>
            <Controller
              control={control}
              name="active"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch
                      checked={field.value}
                      onChange={(e) => field.onChange(e.target.checked)}
                    />
                  }
                  label={t('carrierProfiles.activeLabel')}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('organisations.cancel')}</Button>
          <SubmitButton busy={pending}>{t('organisations.save')}</SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
