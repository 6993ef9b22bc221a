import {
  PolicyFormInputSchema,
  type FormType,
  type PolicyForm,
  type PolicyFormInput,
} from '@cyber/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DownloadIcon from '@mui/icons-material/Download';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { useTableQuery } from '../../../components/data-table/use-table-query.ts';
import { useLabelValueMap } from '../api/get-doc-types.ts';
import {
  downloadFormFile,
  useDeleteForm,
  useDeleteFormType,
  useFormTypes,
  useForms,
  useSaveForm,
  useSaveFormType,
} from '../api/forms.ts';

type FormDraft = Required<
  Pick<PolicyFormInput, 'formNumber' | 'name' | 'formTypeId' | 'productType' | 'paperType'>
> & {
  state: string;
  editionDate: string;
};

const EMPTY: FormDraft = {
  formNumber: '',
  name: '',
  formTypeId: '',
  productType: 'P100',
  paperType: 'ADMITTED',
  state: '',
  editionDate: '',
};

/** Add or change a form of the library, with its PDF. */
function FormDialog({ form, onClose }: { form: PolicyForm | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const types = useFormTypes();
  const products = useLabelValueMap('producttypes');
  const papers = useLabelValueMap('papertypes');
  const save = useSaveForm();
  const [draft, setDraft] = useState<FormDraft>(
    form
      ? {
          ...form,
          productType: form.productType as FormDraft['productType'],
          paperType: form.paperType as FormDraft['paperType'],
          state: form.state ?? '',
          editionDate: form.editionDate ?? '',
        }
      : EMPTY,
  );
  const [file, setFile] = useState<File | null>(null);
  const [issues, setIssues] = useState<Record<string, string>>({});
  const set = (key: keyof FormDraft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = PolicyFormInputSchema.safeParse(draft);
    if (!parsed.success) {
      setIssues(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setIssues({});
    save.mutate(
      { id: form?.id, input: draft, file },
      {
        onSuccess: () => {
          enqueueSnackbar(t('documents.formSaved'), { variant: 'success' });
          onClose();
        },
      },
    );
  };
  const field = (key: keyof FormDraft, label: string, extra: object = {}) => (
    <TextField
      fullWidth
      label={label}
      value={draft[key]}
      onChange={set(key)}
      error={!!issues[key]}
      helperText={issues[key]}
      {...extra}
    />
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle>{form ? t('documents.editForm') : t('documents.addForm')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {save.error && <Alert severity="error">{save.error.message}</Alert>}
            {field('formNumber', t('documents.formNumber'), { required: true })}
            {field('name', t('documents.formName'), { required: true })}
            <TextField
              select
              fullWidth
              required
              label={t('documents.formType')}
              value={draft.formTypeId}
              onChange={set('formTypeId')}
              error={!!issues.formTypeId}
              helperText={issues.formTypeId}
            >
              {(types.data ?? []).map((ft) => (
                <MenuItem key={ft.id} value={ft.id}>
                  {ft.name}
                </MenuItem>
              ))}
            </TextField>
            <Stack direction="row" spacing={2}>
              <TextField
                select
                fullWidth
                required
                label={t('documents.product')}
                value={draft.productType}
                onChange={set('productType')}
              >
                {Object.entries(products.data ?? {}).map(([label, value]) => (
                  <MenuItem key={value} value={value}>
                    {label}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                fullWidth
                required
                label={t('documents.paperType')}
                value={draft.paperType}
                onChange={set('paperType')}
              >
                {Object.entries(papers.data ?? {}).map(([label, value]) => (
                  <MenuItem key={value} value={value}>
                    {label}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <Stack direction="row" spacing={2}>
              {field('state', t('documents.state'), {
                helperText: issues.state ?? t('documents.stateHelp'),
              })}
              {field('editionDate', t('documents.edition'))}
            </Stack>
            <Stack direction="row" spacing={2} alignItems="center">
              <Button variant="outlined" component="label">
                {t('documents.choosePdf')}
                <input
                  hidden
                  type="file"
                  accept=".pdf"
                  aria-label={t('documents.formPdf')}
                  onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                />
              </Button>
              <Typography variant="body2" color="text.secondary">
                {file?.name ?? form?.fileName ?? t('documents.noFile')}
              </Typography>
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('documents.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('documents.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The form types: add, rename, delete (only when no form uses one). */
function FormTypesPanel() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const types = useFormTypes();
  const save = useSaveFormType();
  const remove = useDeleteFormType();
  const [name, setName] = useState('');
  const [editing, setEditing] = useState<FormType | null>(null);

  const handleAdd = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    save.mutate(
      { id: editing?.id, input: { name: name.trim(), description: editing?.description ?? null } },
      {
        onSuccess: (r) => {
          enqueueSnackbar(r.message, { variant: 'success' });
          setName('');
          setEditing(null);
        },
      },
    );
  };
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('documents.formTypes')}
      </Typography>
      {(save.error ?? remove.error) && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {(save.error ?? remove.error)?.message}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
        {(types.data ?? []).map((ft) => (
          <Chip
            key={ft.id}
            label={`${ft.name} (${ft.formCount})`}
            onClick={() => {
              setEditing(ft);
              setName(ft.name);
            }}
            onDelete={
              ft.formCount === 0
                ? () =>
                    remove.mutate(ft.id, {
                      onSuccess: (r) => enqueueSnackbar(r.message, { variant: 'success' }),
                    })
                : undefined
            }
          />
        ))}
      </Stack>
      <Stack component="form" direction="row" spacing={1} onSubmit={handleAdd}>
        <TextField
          size="small"
          label={editing ? t('documents.renameFormType') : t('documents.newFormType')}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <Button type="submit" variant="outlined" disabled={!name.trim() || save.isPending}>
          {editing ? t('documents.save') : t('documents.add')}
        </Button>
        {editing && (
          <Button
            onClick={() => {
              setEditing(null);
              setName('');
            }}
          >
            {t('documents.cancel')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}

/** Provider admins: the forms library (forms with their PDFs, form types). */
export function FormsLibrary() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { query, onQueryChange } = useTableQuery({ sort: 'formNumber,asc' });
  const forms = useForms(query);
  const remove = useDeleteForm();
  const [dialog, setDialog] = useState<{ form: PolicyForm | null } | null>(null);
  const [toDelete, setToDelete] = useState<PolicyForm | null>(null);

  const columns: DataTableColumn<PolicyForm>[] = [
    {
      id: 'formNumber',
      header: t('documents.formNumber'),
      cell: (f) => f.formNumber,
      sortable: true,
      hideable: false,
    },
    { id: 'name', header: t('documents.formName'), cell: (f) => f.name, sortable: true },
    { id: 'formType', header: t('documents.formType'), cell: (f) => f.formTypeName },
    {
      id: 'productType',
      header: t('documents.product'),
      cell: (f) => f.productType,
      sortable: true,
    },
    { id: 'paperType', header: t('documents.paperType'), cell: (f) => f.paperType, sortable: true },
    {
      id: 'state',
      header: t('documents.state'),
      cell: (f) => f.state ?? t('documents.allStates'),
      sortable: true,
    },
    { id: 'editionDate', header: t('documents.edition'), cell: (f) => f.editionDate ?? '—' },
    {
      id: 'actions',
      header: '',
      hideable: false,
      align: 'right',
      cell: (f) => (
        <Stack direction="row" justifyContent="flex-end">
          {f.fileName && (
            <IconButton
              size="small"
              aria-label={t('documents.downloadNamed', { name: f.formNumber })}
              onClick={() =>
                void downloadFormFile(f).catch((e: Error) =>
                  enqueueSnackbar(e.message, { variant: 'error' }),
                )
              }
            >
              <DownloadIcon fontSize="small" />
            </IconButton>
          )}
          <IconButton
            size="small"
            aria-label={t('documents.editNamed', { name: f.formNumber })}
            onClick={() => setDialog({ form: f })}
          >
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={t('documents.deleteNamed', { name: f.formNumber })}
            onClick={() => setToDelete(f)}
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Stack>
      ),
    },
  ];

  return (
    <Box>
      <DataTable
        tableId="forms-library"
        label={t('documents.formsLibrary')}
        columns={columns}
        rows={forms.data?.content}
        totalElements={forms.data?.totalElements ?? 0}
        loading={forms.isFetching}
        error={forms.error}
        getRowId={(f) => f.id}
        query={query}
        onQueryChange={onQueryChange}
        toolbar={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setDialog({ form: null })}
          >
            {t('documents.addForm')}
          </Button>
        }
      />
      <FormTypesPanel />
      {dialog && <FormDialog form={dialog.form} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('documents.deleteFormTitle')}
        body={t('documents.deleteBody', { name: toDelete?.formNumber ?? '' })}
        confirmLabel={t('documents.delete')}
        danger
        pending={remove.isPending}
        error={remove.error?.message ?? null}
        onConfirm={() =>
          toDelete &&
          remove.mutate(toDelete.id, {
            onSuccess: (r) => {
              setToDelete(null);
              enqueueSnackbar(r.message, { variant: 'success' });
            },
          })
        }
        onClose={() => {
          setToDelete(null);
          remove.reset();
        }}
      />
    </Box>
  );
}
