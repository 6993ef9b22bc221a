import { zodResolver } from '@hookform/resolvers/zod';
import {
  accountNameIssue,
  addressIssues,
  revenueIssue,
  isValidPhone,
  US_STATE_CODES,
  type AccountSummary,
  type Region,
} from '@cyber/domain';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  List,
  ListItemButton,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { AddressFields } from '../../../components/form/address-fields.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { MoneyField } from '../../../components/form/money-field.tsx';
import { PhoneField } from '../../../components/form/phone-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { registerModal, type ModalProps } from '../../../components/modal-registry/index.ts';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useCreateAccount } from '../api/create-account.ts';
import { useCreateMsspAccount } from '../api/create-mssp-account.ts';
import { searchAccountsQueryOptions } from '../api/search-accounts.ts';
import { IndustryCodePicker } from '../../reference/index.ts';
import { IntegerField } from './firmographics-fields.tsx';

export const NEW_ACCOUNT_MODAL = 'new-account';

/** What may preload the modal (the lookup form, or `?modal=new-account&modalData=…`). */
export type NewAccountModalData = {
  state?: string;
  accountName?: string;
  city?: string;
  zipCode?: string;
  phone?: string;
  street?: string;
  region?: Region;
} | null;

const IndustrySchema = z.object({
  code: z.string(),
  primaryIndustry: z.string(),
  secondaryIndustry: z.string(),
});

/**
 * The labels of what rating needs, in the account's region's words: a message names its field
 * with the field's own label ('Total revenue is required').
 */
export type RatingLabels = {
  industry: string;
  revenue: string;
  required: (label: string) => string;
};

const newAccountFormSchema = (labels: RatingLabels) =>
  z
    .object({
      region: z.enum(['US', 'UK']),
      name: z.string(),
      state: z.string(),
      address1: z.string(),
      city: z.string(),
      zipCode: z.string(),
      phone: z.string(),
      /** Asked in the add state (not the MSSP variant): what the rater prices on. */
      ratingFacts: z.boolean(),
      industry: IndustrySchema.nullable(),
      totalRevenue: z.number().nullable(),
      noOfEmployees: z.number().nullable(),
    })
    .superRefine((v, ctx) => {
      if (v.ratingFacts) {
        if (!v.industry) {
          ctx.addIssue({
            code: 'custom',
            path: ['industry'],
            message: labels.required(labels.industry),
          });
        }
        if (v.totalRevenue === null) {
          ctx.addIssue({
            code: 'custom',
            path: ['totalRevenue'],
            message: labels.required(labels.revenue),
          });
        } else {
          const issue = revenueIssue(v.totalRevenue, labels.revenue);
          if (issue) ctx.addIssue({ code: 'custom', path: ['totalRevenue'], message: issue });
        }
        if (v.noOfEmployees !== null && v.noOfEmployees < 1) {
          ctx.addIssue({ code: 'custom', path: ['noOfEmployees'], message: 'Must be at least 1' });
        }
      }
      const nameIssue = accountNameIssue(v.name);
      if (nameIssue) ctx.addIssue({ code: 'custom', path: ['name'], message: nameIssue });
      for (const issue of addressIssues(v, v.region, {
        required: true,
        stateCodes: US_STATE_CODES,
      })) {
        ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
      }
      if (v.phone.trim() && !isValidPhone(v.phone, v.region)) {
        ctx.addIssue({ code: 'custom', path: ['phone'], message: 'Invalid phone number' });
      }
    });
type NewAccountForm = z.infer<ReturnType<typeof newAccountFormSchema>>;

/**
 * The new-account modal (spec 2 §4): search first — only the name and state are enabled, the
 * button reads Search — then pick a found account (its fields fill in) or add a new one; the
 * button then reads Add Account. A 409 puts the form back in the search state. The MSSP variant
 * needs state and name to search, offers CLEAR ALL, and sends a known account to the MSSP
 * account lookup instead of creating it.
 */
export function NewAccountModal({ data, onClose }: ModalProps<NewAccountModalData>) {
  const { t } = useTranslation();
  const { me, persona } = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const createAccount = useCreateAccount();
  const createMsspAccount = useCreateMsspAccount();
  const isMssp = persona === 'mssp';
  const isProvider = persona === 'admin';
  const ownRegion: Region = me.account.region === 'UK' ? 'UK' : 'US';
  const initial: NewAccountForm = {
    region: isMssp ? 'US' : (data?.region ?? ownRegion),
    name: data?.accountName ?? '',
    state: data?.state ?? '',
    address1: data?.street ?? '',
    city: data?.city ?? '',
    zipCode: data?.zipCode ?? '',
    phone: data?.phone ?? '',
    ratingFacts: !isMssp,
    industry: null,
    totalRevenue: null,
    noOfEmployees: null,
  };
  // labels and messages in the words of the account's region (a provider may add either)
  const ratingLabels = (of: Region): RatingLabels => ({
    industry: t(of === 'UK' ? 'reference.picker.industryUk' : 'reference.picker.industry'),
    revenue: t(of === 'UK' ? 'newAccount.revenueUk' : 'newAccount.revenue'),
    required: (label) => t('newAccount.required', { label }),
  });
  const form = useForm<NewAccountForm>({
    resolver: (values, context, options) =>
      zodResolver(newAccountFormSchema(ratingLabels(values.region)))(values, context, options),
    defaultValues: initial,
  });
  const [mode, setMode] = useState<'search' | 'add'>('search');
  const [results, setResults] = useState<AccountSummary[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [searchError, setSearchError] = useState<string | null>(null);
  /** The name a search found nothing for: said, so an empty search is not mistaken for a glitch. */
  const [noMatch, setNoMatch] = useState<string | null>(null);
  const region = form.watch('region');
  const name = form.watch('name');
  const state = form.watch('state');
  const busy = createAccount.isPending || createMsspAccount.isPending;

  const resetToSearch = (keep?: Partial<NewAccountForm>) => {
    form.reset({ ...initial, ...keep });
    setMode('search');
    setResults(null);
    setNoMatch(null);
  };

  const handleSearch = async () => {
    const values = form.getValues();
    const nameIssue = accountNameIssue(values.name);
    if (nameIssue) {
      form.setError('name', { message: nameIssue });
      return;
    }
    setSearching(true);
    setSearchError(null);
    try {
      const page = await queryClient.fetchQuery(
        searchAccountsQueryOptions({
          search: values.name.trim(),
          state: values.state || undefined,
          country: values.region === 'UK' ? 'GBR' : 'USA',
          page: 0,
          size: 10,
        }),
      );
      if (page.content.length === 0) {
        setMode('add');
        setResults(null);
        setNoMatch(values.name.trim());
      } else {
        setResults(page.content);
      }
    } catch (error) {
      setSearchError(error instanceof Error ? error.message : String(error));
    } finally {
      setSearching(false);
    }
  };

  const handlePick = (account: AccountSummary) => {
    if (isMssp) {
      // The account exists: the MSSP continues in its lookup (the state is not sent).
      const query = new URLSearchParams({
        accountName: account.name,
        preload: 'true',
        city: account.city ?? '',
        zipCode: account.zipCode ?? '',
        phone: account.phone ?? '',
        street: account.address1 ?? '',
      });
      onClose();
      void navigate(`${paths.msspAccountLookup.href()}?${query.toString()}`);
      return;
    }
    form.reset({
      region: account.region,
      name: account.name,
      state: account.state ?? '',
      address1: account.address1 ?? '',
      city: account.city ?? '',
      zipCode: account.zipCode ?? '',
      phone: account.phone ?? '',
      ratingFacts: true,
      industry: null,
      totalRevenue: account.totalRevenue,
      noOfEmployees: null,
    });
    setResults(null);
    setMode('add');
  };

  const handleAdd = form.handleSubmit((values) => {
    const onError = (error: Error) => {
      const conflict = isApiError(error) && error.status === 409;
      const fallback = isMssp
        ? conflict
          ? t('newAccount.msspConflict')
          : t('newAccount.msspFailed')
        : t('newAccount.failed');
      const serverMessage = isApiError(error) ? error.message : '';
      enqueueSnackbar(conflict || isMssp ? serverMessage || fallback : fallback, {
        variant: 'error',
      });
      // Spec 2 §4, §8: the form goes back to the search state.
      resetToSearch({ name: values.name, state: values.state, region: values.region });
    };
    const onSuccess = ({ account }: { account: { id: string } }) => {
      enqueueSnackbar(t('newAccount.created'), { variant: 'success' });
      onClose();
      void navigate(paths.persona.account(persona, account.id));
    };
    if (isMssp) {
      createMsspAccount.mutate(
        {
          state: values.state,
          name: values.name,
          phone: values.phone || null,
          address1: values.address1 || null,
          city: values.city,
          zipCode: values.zipCode,
        },
        { onSuccess, onError },
      );
      return;
    }
    createAccount.mutate(
      {
        region: values.region,
        name: values.name,
        phone: values.phone || null,
        physicalAddress: {
          address1: values.address1 || null,
          city: values.city,
          state: values.state || null,
          zipCode: values.zipCode,
        },
        mailingSameAsPhysical: true,
        // what the rater prices on, so the new account can be quoted straight away
        ...(values.region === 'UK'
          ? { sicCode: values.industry?.code ?? null }
          : { naicsCode: values.industry?.code ?? null }),
        primaryIndustry: values.industry?.primaryIndustry ?? null,
        secondaryIndustry: values.industry?.secondaryIndustry ?? null,
        totalRevenue: values.totalRevenue,
        noOfEmployees: values.noOfEmployees,
      },
      { onSuccess, onError },
    );
  });

  const searchDisabled = isMssp ? !state.trim() || !name.trim() : !name.trim();
  const adding = mode === 'add';

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="new-account-title"
    >
      <Box
        component="form"
        noValidate
        onSubmit={
          adding
            ? handleAdd
            : (e) => {
                e.preventDefault();
                void handleSearch();
              }
        }
      >
        <DialogTitle id="new-account-title">{t('newAccount.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {isProvider && !adding && (
              <TextField
                select
                id="new-account-region"
                label={t('newAccount.region')}
                value={region}
                onChange={(e) => {
                  form.setValue('region', e.target.value as Region);
                  form.setValue('state', '');
                }}
              >
                <MenuItem value="US">{t('newAccount.regionUS')}</MenuItem>
                <MenuItem value="UK">{t('newAccount.regionUK')}</MenuItem>
              </TextField>
            )}
            <FormTextField
              control={form.control}
              name="name"
              id="new-account-name"
              label={t('accounts.name')}
              required
              autoFocus
            />
            <AddressFields
              control={form.control}
              name=""
              region={region}
              idPrefix="new-account"
              required
              withLine2={false}
              lockedExcept={adding ? undefined : ['state']}
            />
            <PhoneField
              control={form.control}
              name="phone"
              id="new-account-phone"
              label={t('accountForm.phone')}
              region={region}
              disabled={!adding}
            />
            {adding && !isMssp && (
              <>
                <Typography variant="subtitle2" component="h3">
                  {t('newAccount.ratingFacts')}
                </Typography>
                <Controller
                  control={form.control}
                  name="industry"
                  render={({ field, fieldState }) => (
                    <IndustryCodePicker
                      id="new-account-industry"
                      region={region}
                      required
                      value={field.value}
                      onChange={field.onChange}
                      error={!!fieldState.error}
                      helperText={fieldState.error?.message}
                    />
                  )}
                />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <Box sx={{ flex: 1 }}>
                    <MoneyField
                      control={form.control}
                      name="totalRevenue"
                      id="new-account-revenue"
                      label={ratingLabels(region).revenue}
                      region={region}
                      required
                    />
                  </Box>
                  <Box sx={{ flex: 1 }}>
                    <IntegerField
                      control={form.control}
                      name="noOfEmployees"
                      id="new-account-employees"
                      label={t('account.noOfEmployees')}
                    />
                  </Box>
                </Stack>
              </>
            )}
            {!adding && <Typography color="text.secondary">{t('newAccount.hint')}</Typography>}
            {adding && noMatch && (
              <Alert severity="info" data-testid="new-account-no-match">
                {t('newAccount.noMatch', { name: noMatch })}
              </Alert>
            )}
            {searchError && <Alert severity="error">{searchError}</Alert>}
            {results && (
              <Stack spacing={1}>
                <Typography variant="subtitle2">{t('newAccount.found')}</Typography>
                <List dense aria-label={t('newAccount.found')}>
                  {results.map((account) => (
                    <ListItemButton key={account.id} onClick={() => handlePick(account)}>
                      <ListItemText
                        primary={account.name}
                        secondary={[account.address1, account.city, account.state, account.zipCode]
                          .filter(Boolean)
                          .join(', ')}
                      />
                    </ListItemButton>
                  ))}
                </List>
                {!isMssp && (
                  <Button
                    onClick={() => {
                      setResults(null);
                      setMode('add');
                    }}
                  >
                    {t('newAccount.addNew')}
                  </Button>
                )}
              </Stack>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          {isMssp && (
            <Link
              component="button"
              type="button"
              onClick={() =>
                resetToSearch({
                  name: '',
                  state: '',
                  city: '',
                  zipCode: '',
                  phone: '',
                  address1: '',
                })
              }
              sx={{ mr: 'auto', ml: 2 }}
            >
              {t('newAccount.clearAll')}
            </Link>
          )}
          <Button onClick={onClose} disabled={busy}>
            {t('newAccount.cancel')}
          </Button>
          {adding ? (
            <SubmitButton busy={busy} size="medium">
              {t('newAccount.addAccount')}
            </SubmitButton>
          ) : (
            <SubmitButton busy={searching} size="medium" disabled={searchDisabled}>
              {t('newAccount.search')}
            </SubmitButton>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}

registerModal(NEW_ACCOUNT_MODAL, NewAccountModal);
