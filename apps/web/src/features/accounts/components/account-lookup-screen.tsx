import { US_STATES, type Region } from '@cyber/domain';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Grid,
  Link,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { ModalHost, openModal } from '../../../components/modal-registry/index.ts';
import { paths } from '../../../config/paths.ts';
import { useAccountSearch } from '../api/search-accounts.ts';
import { NEW_ACCOUNT_MODAL, type NewAccountModalData } from './new-account-modal.tsx';

type LookupForm = {
  state: string;
  accountName: string;
  city: string;
  zip: string;
  phone: string;
  street: string;
};

const FIELDS: (keyof LookupForm)[] = ['state', 'accountName', 'city', 'zip', 'phone', 'street'];

/** The lookup's query string: `zip` or (MSSP route) `zipCode`. */
const formFromParams = (params: URLSearchParams): LookupForm => ({
  state: params.get('state') ?? '',
  accountName: params.get('accountName') ?? '',
  city: params.get('city') ?? '',
  zip: params.get('zip') ?? params.get('zipCode') ?? '',
  phone: params.get('phone') ?? '',
  street: params.get('street') ?? '',
});

/**
 * Account lookup {base}/manage/account/lookup (and /mssp/manage/accountlookup): the form is
 * preloaded from the query string (state, accountName, city, zip, phone, street, team, region);
 * searching updates it, so results can be shared and reloaded.
 */
export function AccountLookupScreen() {
  const { t } = useTranslation();
  const { me, persona, permissions } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const region: Region =
    params.get('region') === 'UK' || (!params.get('region') && me.account.region === 'UK')
      ? 'UK'
      : 'US';
  const submitted = formFromParams(params);
  const [form, setForm] = useState<LookupForm>(submitted);
  const hasQuery = FIELDS.some((f) => submitted[f].trim());
  const results = useAccountSearch(
    {
      search: submitted.accountName || undefined,
      state: submitted.state || undefined,
      city: submitted.city || undefined,
      zipCode: submitted.zip || undefined,
      phone: submitted.phone || undefined,
      street: submitted.street || undefined,
      country: region === 'UK' ? 'GBR' : 'USA',
      page: 0,
      size: 10,
    },
    hasQuery,
  );
  const canCreate =
    permissions.includes('account:manage') && ['admin', 'agency', 'mssp'].includes(persona);
  const agencyName = params.get('agencyName');

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const field of FIELDS) {
        const value = form[field].trim();
        if (value) next.set(field, value);
        else next.delete(field);
      }
      next.delete('zipCode');
      return next;
    });
  };

  const text = (field: keyof LookupForm, label: string) => (
    <TextField
      id={`lookup-${field}`}
      label={label}
      fullWidth
      value={form[field]}
      onChange={(e) => setForm({ ...form, [field]: e.target.value })}
    />
  );

  const modalData: NewAccountModalData = {
    state: submitted.state || undefined,
    accountName: submitted.accountName || undefined,
    city: submitted.city || undefined,
    zipCode: submitted.zip || undefined,
    phone: submitted.phone || undefined,
    street: submitted.street || undefined,
    region,
  };

  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Typography variant="h2" component="h1">
          {t('accountLookup.title')}
        </Typography>
        <Typography color="text.secondary">
          {t('accountLookup.subtitle')}
          {agencyName ? ` · ${agencyName}` : ''}
        </Typography>
      </Stack>
      <Card>
        <CardContent>
          <Box component="form" onSubmit={handleSubmit} aria-label={t('accountLookup.title')}>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 6 }}>{text('accountName', t('accounts.name'))}</Grid>
              <Grid size={{ xs: 12, md: 3 }}>
                {region === 'UK' ? (
                  text('state', t('accountForm.county'))
                ) : (
                  <TextField
                    select
                    id="lookup-state"
                    label={t('accountForm.state')}
                    fullWidth
                    value={form.state}
                    onChange={(e) => setForm({ ...form, state: e.target.value })}
                  >
                    <MenuItem value="">{t('account.none')}</MenuItem>
                    {US_STATES.map((s) => (
                      <MenuItem key={s.code} value={s.code}>
                        {s.name}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              </Grid>
              <Grid size={{ xs: 12, md: 3 }}>{text('city', t('accountForm.city'))}</Grid>
              <Grid size={{ xs: 12, md: 3 }}>{text('zip', t('accountForm.zip'))}</Grid>
              <Grid size={{ xs: 12, md: 3 }}>{text('phone', t('accountLookup.phone'))}</Grid>
              <Grid size={{ xs: 12, md: 6 }}>{text('street', t('accountLookup.street'))}</Grid>
            </Grid>
            <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ mt: 2 }}>
              {canCreate && (
                <Button onClick={() => openModal(NEW_ACCOUNT_MODAL, modalData)}>
                  {t('accountLookup.createNew')}
                </Button>
              )}
              <Button type="submit" variant="contained">
                {t('accountLookup.search')}
              </Button>
            </Stack>
          </Box>
        </CardContent>
      </Card>
      {results.isError && <Alert severity="error">{results.error.message}</Alert>}
      {hasQuery && results.data && (
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2">
              {t('accountLookup.results')}
            </Typography>
            {results.data.content.length === 0 ? (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {t('accountLookup.noResults')}
              </Typography>
            ) : (
              <List aria-label={t('accountLookup.results')}>
                {results.data.content.map((a) => (
                  <ListItem key={a.id} divider>
                    <ListItemText
                      primary={
                        <Link component={RouterLink} to={paths.persona.account(persona, a.id)}>
                          {a.name}
                        </Link>
                      }
                      secondary={[a.cbid, a.address1, a.city, a.state, a.zipCode]
                        .filter(Boolean)
                        .join(' · ')}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </CardContent>
        </Card>
      )}
      <ModalHost />
    </Stack>
  );
}
