import {
  AUTHORITY_MESSAGES,
  PRODUCT_CODES,
  PRODUCT_NAMES,
  UpdateAuthorityRequestSchema,
  type ProductCode,
  type Underwriter,
  type UpdateAuthorityRequest,
} from '@cyber/domain';
import {
  Box,
  Button,
  Checkbox,
  Chip,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  InputAdornment,
  Switch,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { useTableQuery } from '../../../components/data-table/use-table-query.ts';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { formatMoney, formatWholeMoney } from '../../../lib/format.ts';
import { useUnderwriters } from '../api/get-underwriters.ts';
import { useUpdateAuthority } from '../api/update-authority.ts';
import { actionFailure } from './helpers.ts';

/** A bound as typed: blank is "no bound", else whole units (grouping and symbols ignored). */
const boundOf = (text: string): number | null => {
  const cleaned = text.replace(/[,\s$£]/g, '');
  return cleaned === '' ? null : Number(cleaned);
};
const textOf = (value: number | null) => (value === null ? '' : String(value));

type AuthorityDialogProps = {
  underwriter: Underwriter;
  pending: boolean;
  error: string | undefined;
  onSubmit: (value: UpdateAuthorityRequest) => void;
  onClose: () => void;
};

/**
 * The authority of one underwriter: the largest limit and premium they may release (blank for no
 * bound), the products they may release (every product, or those ticked) and whether they are
 * a senior underwriter (no bounds; they work the senior queue). Checked with the server's schema.
 */
function AuthorityDialog({ underwriter, pending, error, onSubmit, onClose }: AuthorityDialogProps) {
  const { t } = useTranslation();
  const [maxLimit, setMaxLimit] = useState(textOf(underwriter.maxLimit));
  const [maxPremium, setMaxPremium] = useState(
    textOf(underwriter.maxPremium === null ? null : underwriter.maxPremium / 100),
  );
  const [allProducts, setAllProducts] = useState(underwriter.products === null);
  const [products, setProducts] = useState<ProductCode[]>(underwriter.products ?? []);
  const [isSenior, setIsSenior] = useState(underwriter.isSenior);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const premium = boundOf(maxPremium);
    const parsed = UpdateAuthorityRequestSchema.safeParse({
      maxLimit: boundOf(maxLimit),
      maxPremium: premium === null || Number.isNaN(premium) ? premium : Math.round(premium * 100),
      products: allProducts ? null : products,
      isSenior,
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]);
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  const toggle = (code: ProductCode) =>
    setProducts((current) =>
      current.includes(code) ? current.filter((c) => c !== code) : [...current, code],
    );

  return (
    <FormDialog
      open
      title={t('underwriting.authority.editTitle', { name: underwriter.name })}
      error={error}
      pending={pending}
      submitLabel={t('underwriting.authority.save')}
      cancelLabel={t('underwriting.authority.cancel')}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormControlLabel
        control={<Switch checked={isSenior} onChange={(e) => setIsSenior(e.target.checked)} />}
        label={t('underwriting.authority.senior')}
      />
      <TextInput
        id="authority-max-limit"
        label={t('underwriting.authority.maxLimit')}
        value={maxLimit}
        onChange={(e) => setMaxLimit(e.target.value)}
        disabled={isSenior}
        inputMode="numeric"
        error={!!errors.maxLimit}
        helperText={errors.maxLimit ?? t('underwriting.authority.blankIsUnbounded')}
      />
      <TextInput
        id="authority-max-premium"
        label={t('underwriting.authority.maxPremium')}
        value={maxPremium}
        onChange={(e) => setMaxPremium(e.target.value)}
        disabled={isSenior}
        inputMode="decimal"
        startAdornment={<InputAdornment position="start">$</InputAdornment>}
        error={!!errors.maxPremium}
        helperText={errors.maxPremium ?? t('underwriting.authority.blankIsUnbounded')}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} disabled={isSenior}>
        <FormLabel component="legend">{t('underwriting.authority.products')}</FormLabel>
        <FormControlLabel
          control={
            <Checkbox
              checked={allProducts}
              onChange={(e) => setAllProducts(e.target.checked)}
              disabled={isSenior}
            />
          }
          label={t('underwriting.authority.allProducts')}
        />
        {!allProducts && (
          <FormGroup row>
            {PRODUCT_CODES.map((code) => (
              <FormControlLabel
                key={code}
                control={
                  <Checkbox
                    checked={products.includes(code)}
                    onChange={() => toggle(code)}
                    disabled={isSenior}
                  />
                }
                label={PRODUCT_NAMES[code]}
              />
            ))}
          </FormGroup>
        )}
        {errors.products && <FormHelperText error>{errors.products}</FormHelperText>}
      </Box>
    </FormDialog>
  );
}

/**
 * Underwriting authority ({base}/manage/underwriting-authority, provider admins; decision 040):
 * each underwriter with the largest limit and premium they may release, their products and
 * seniority. A release beyond them goes to the senior queue. Edit opens the authority dialog.
 */
export function AuthorityScreen() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { query, onQueryChange } = useTableQuery({ size: 25 });
  const underwriters = useUnderwriters();
  const update = useUpdateAuthority();
  const [editing, setEditing] = useState<Underwriter | null>(null);
  const rows = underwriters.data?.content;
  const page = rows?.slice(query.page * query.size, (query.page + 1) * query.size);

  const close = () => {
    setEditing(null);
    update.reset();
  };
  const unbounded = t('underwriting.authority.unbounded');
  const columns: DataTableColumn<Underwriter>[] = [
    {
      id: 'name',
      header: t('underwriting.authority.name'),
      hideable: false,
      cell: (u) => (
        <Box>
          <Typography variant="body2">{u.name}</Typography>
          <Typography variant="caption" color="text.secondary">
            {u.email}
          </Typography>
        </Box>
      ),
    },
    {
      id: 'senior',
      header: t('underwriting.authority.senior'),
      cell: (u) =>
        u.isSenior ? (
          <Chip size="small" color="primary" label={t('underwriting.authority.seniorChip')} />
        ) : (
          '—'
        ),
    },
    {
      id: 'maxLimit',
      header: t('underwriting.authority.maxLimit'),
      align: 'right',
      cell: (u) =>
        u.isSenior || u.maxLimit === null ? unbounded : formatWholeMoney(u.maxLimit, 'US'),
    },
    {
      id: 'maxPremium',
      header: t('underwriting.authority.maxPremium'),
      align: 'right',
      cell: (u) =>
        u.isSenior || u.maxPremium === null ? unbounded : formatMoney(u.maxPremium, 'US'),
    },
    {
      id: 'products',
      header: t('underwriting.authority.products'),
      cell: (u) =>
        u.isSenior || u.products === null
          ? t('underwriting.authority.allProducts')
          : u.products.map((p) => PRODUCT_NAMES[p]).join(', '),
    },
    {
      id: 'actions',
      header: t('underwriting.authority.actions'),
      hideable: false,
      cell: (u) => (
        <Button
          size="small"
          aria-label={t('underwriting.authority.edit', { name: u.name })}
          onClick={() => setEditing(u)}
        >
          {t('underwriting.authority.editShort')}
        </Button>
      ),
    },
  ];

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('underwriting.authority.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('underwriting.authority.intro')}
      </Typography>
      <DataTable
        tableId="uw-authority"
        label={t('underwriting.authority.title')}
        columns={columns}
        rows={page}
        totalElements={rows?.length ?? 0}
        loading={underwriters.isFetching}
        error={underwriters.error}
        getRowId={(u) => u.id}
        query={query}
        onQueryChange={onQueryChange}
        searchable={false}
      />
      {editing && (
        <AuthorityDialog
          underwriter={editing}
          pending={update.isPending}
          error={actionFailure(update.error, AUTHORITY_MESSAGES.failed)}
          onSubmit={(value) =>
            update.mutate(
              { userId: editing.id, ...value },
              {
                onSuccess: (result) => {
                  close();
                  enqueueSnackbar(result.message, { variant: 'success' });
                },
              },
            )
          }
          onClose={close}
        />
      )}
    </Box>
  );
}
