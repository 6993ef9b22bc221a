import { zodResolver } from '@hookform/resolvers/zod';
import { isoDay } from '@cyber/domain';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useMemo } from 'react';
import {
  Controller,
  useForm,
  useWatch,
  type Control,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormCheckbox } from '../../../components/form/form-checkbox.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { StatePicker } from '../../reference/index.ts';
import type { LicenseDialogProps } from './license-table.tsx';
import { AgencyField, AgentField } from './license-pickers.tsx';

/** What a field's visibility may depend on: the form's current values and who is editing. */
type FieldContext = { values: FieldValues; canSetSignature: boolean };

/** One field of a licence form; `label` is an i18n key. */
export type LicenseField<N extends string = string> =
  | {
      kind: 'text';
      name: N;
      id: string;
      label: string;
      required?: boolean;
      type?: 'date' | 'email';
      autoFocus?: boolean;
      inputProps?: { maxLength?: number; inputMode?: 'numeric' };
    }
  | { kind: 'state'; name: N; id: string }
  | { kind: 'agent'; name: N }
  | { kind: 'checkbox'; name: N; label: string; when?: (context: FieldContext) => boolean };

/** The agency picker, shown to provider staff ahead of the kind's own fields. */
type AgencyPick = { kind: 'agency'; name: 'agencyId' };
const AGENCY_PICK: AgencyPick = { kind: 'agency', name: 'agencyId' };

type Schema = z.ZodType<FieldValues, FieldValues>;

/**
 * A licence kind's form: the schema from `packages/domain` (given the browser's today), the values
 * of a licence being edited (or of a new one), and the fields in order. Provider staff also pick
 * the agency, first: on add, or on edit too where the licence may move (`agencyOnEdit`).
 */
export type LicenseForm<T, S extends Schema> = {
  kind: 'agency' | 'agent' | 'surplus';
  schema: (today: string) => S;
  valuesOf: (license: T | undefined) => z.input<S>;
  fields: LicenseField<keyof z.input<S> & string>[];
  agencyOnEdit?: boolean;
  /** What is sent, from the parsed values (e.g. dropping a field the caller may not set). */
  toInput?: (values: z.output<S>, context: FieldContext) => z.output<S>;
};

/** Licence number, state, expiry and NPN: the fields agency and agent licences share. */
export const licenseNumberFields = (
  idPrefix: string,
  autoFocus = false,
): LicenseField<'number' | 'state' | 'expirationDate' | 'npn'>[] => [
  {
    kind: 'text',
    name: 'number',
    id: `${idPrefix}-number`,
    label: 'licenses.fields.number',
    required: true,
    autoFocus,
    inputProps: { maxLength: 50 },
  },
  { kind: 'state', name: 'state', id: `${idPrefix}-state` },
  {
    kind: 'text',
    name: 'expirationDate',
    id: `${idPrefix}-expiration`,
    label: 'licenses.fields.expirationDate',
    type: 'date',
    required: true,
  },
  {
    kind: 'text',
    name: 'npn',
    id: `${idPrefix}-npn`,
    label: 'licenses.fields.npn',
    inputProps: { inputMode: 'numeric', maxLength: 10 },
  },
];

/** The values of those shared fields (and the agency) for a licence being edited, or a new one. */
export const licenseNumberValues = (
  license:
    | {
        agencyId: string;
        number: string;
        state: string;
        expirationDate: string;
        npn: string | null;
      }
    | undefined,
) => ({
  agencyId: license?.agencyId,
  number: license?.number ?? '',
  state: license?.state ?? '',
  expirationDate: license?.expirationDate ?? '',
  npn: license?.npn ?? '',
});

export type LicenseFormDialogProps<T, S extends Schema> = LicenseDialogProps<T, z.output<S>> & {
  form: LicenseForm<T, S>;
  /** Provider staff: the agency picker (spec 2 §6). */
  pickAgency: boolean;
  /** Provider admins: signature on file, for LA and MT only. */
  canSetSignature?: boolean;
};

/** The add/edit dialog of every licence kind (spec 2 §5), driven by the kind's form. */
export function LicenseDialog<T, S extends Schema>(props: LicenseFormDialogProps<T, S>) {
  const { form, open, license, pickAgency, canSetSignature = false } = props;
  const { pending, error, onSubmit, onClose } = props;
  const { t } = useTranslation();
  const schema = useMemo(() => form.schema(isoDay(new Date())), [form]);
  const { control, handleSubmit } = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    mode: 'onTouched',
    values: form.valuesOf(license),
  });
  const values = useWatch({ control }) as FieldValues;
  const context: FieldContext = { values, canSetSignature };
  const agencyId = values.agencyId as string | undefined;
  const fieldControl = control as unknown as Control<FieldValues>;

  const submit = (parsed: z.output<S>) => onSubmit(form.toInput?.(parsed, context) ?? parsed);

  const renderField = (field: LicenseField | AgencyPick) => {
    if (field.kind === 'text') {
      const { kind: _kind, name, label, ...rest } = field;
      return (
        <FormTextField key={name} control={fieldControl} name={name} label={t(label)} {...rest} />
      );
    }
    if (field.kind === 'checkbox') {
      if (field.when && !field.when(context)) return null;
      return (
        <FormCheckbox
          key={field.name}
          control={fieldControl}
          name={field.name}
          label={t(field.label)}
        />
      );
    }
    // The pickers: the agency, the agent, the state.
    return (
      <Controller
        key={field.name}
        control={fieldControl}
        name={field.name}
        render={({ field: f, fieldState }) => {
          const message = fieldState.error?.message;
          switch (field.kind) {
            case 'agency':
              return (
                <AgencyField
                  value={f.value as string | undefined}
                  onChange={f.onChange}
                  error={message}
                />
              );
            case 'agent':
              return (
                <AgentField
                  agencyId={agencyId}
                  enabled={open && (!pickAgency || !!agencyId)}
                  value={f.value as string}
                  onChange={(id) => f.onChange(id ?? '')}
                  onBlur={f.onBlur}
                  error={message}
                />
              );
            case 'state':
              return (
                <StatePicker
                  id={field.id}
                  value={(f.value as string) || null}
                  onChange={(code) => f.onChange(code ?? '')}
                  required
                  error={!!message}
                  helperText={message}
                />
              );
          }
        }}
      />
    );
  };
  // Provider staff pick the agency first: on add, or on edit too where the licence may move.
  const fields = [
    ...(pickAgency && (!license || form.agencyOnEdit) ? [AGENCY_PICK] : []),
    ...form.fields,
  ];

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
        <DialogTitle>
          {t(`licenses.${form.kind}.${license ? 'editTitle' : 'addTitle'}`)}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            {fields.map(renderField)}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('licenses.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {license ? t('licenses.save') : t('licenses.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
