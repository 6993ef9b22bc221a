import { zodResolver } from '@hookform/resolvers/zod';
import {
  rolesOf,
  SSO_MESSAGES,
  SsoProviderWriteSchema,
  type AccountType,
  type SsoProvider,
} from '@cyber/domain';
import { Alert, Button, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DetailList } from '../../../components/detail-list.tsx';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormSelectField } from '../../../components/form/form-picker-fields.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useDisableSsoProvider, useSaveSsoProvider, useSsoProvider } from '../api/sso-providers.ts';

export type SsoSettingsCardProps = {
  organisationId: string;
  accountType: AccountType;
};

/**
 * "Single sign-on" on an organisation's admin page (provider staff; decision 061): the
 * organisation's OpenID Connect provider, the e-mail domains that sign in through it and the role
 * of people it brings in. The client secret is write-only.
 */
export function SsoSettingsCard({ organisationId, accountType }: SsoSettingsCardProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const provider = useSsoProvider(organisationId);
  const disable = useDisableSsoProvider(organisationId);
  const [editing, setEditing] = useState(false);
  const [disabling, setDisabling] = useState(false);
  const roles = rolesOf(accountType);
  const roleName = (key: string) => roles.find((r) => r.key === key)?.name ?? key;
  const p = provider.data;

  return (
    <SectionCard title={t('ssoSettings.title')}>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {t('ssoSettings.intro')}
        </Typography>
        {provider.isLoading && <LinearProgress aria-label={t('common.loading')} />}
        {provider.isError && <Alert severity="error">{provider.error.message}</Alert>}
        {provider.isSuccess && !p && <Typography>{t('ssoSettings.notSetUp')}</Typography>}
        {p && (
          <DetailList
            items={[
              {
                label: t('ssoSettings.status'),
                value: (
                  <Chip
                    size="small"
                    color={p.enabled ? 'success' : 'default'}
                    label={p.enabled ? t('ssoSettings.enabled') : t('ssoSettings.disabled')}
                  />
                ),
                testId: 'sso-status',
              },
              { label: t('ssoSettings.issuer'), value: p.issuer },
              { label: t('ssoSettings.clientId'), value: p.clientId },
              { label: t('ssoSettings.domains'), value: p.emailDomains.join(', ') },
              { label: t('ssoSettings.defaultRole'), value: roleName(p.defaultRoleKey) },
              { label: t('ssoSettings.redirectUri'), value: p.redirectUri },
            ]}
          />
        )}
        {provider.isSuccess && (
          <Stack direction="row" spacing={1}>
            <Button onClick={() => setEditing(true)}>
              {p ? t('ssoSettings.edit') : t('ssoSettings.setUp')}
            </Button>
            {p?.enabled && (
              <Button color="error" onClick={() => setDisabling(true)}>
                {t('ssoSettings.disable')}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
      {editing && provider.isSuccess && (
        <SsoSettingsDialog
          organisationId={organisationId}
          accountType={accountType}
          current={p ?? null}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            enqueueSnackbar(SSO_MESSAGES.saved, { variant: 'success' });
          }}
        />
      )}
      <ConfirmDialog
        open={disabling}
        title={t('ssoSettings.disableTitle')}
        body={t('ssoSettings.disableBody')}
        confirmLabel={t('ssoSettings.disable')}
        danger
        pending={disable.isPending}
        error={disable.error?.message}
        onClose={() => {
          setDisabling(false);
          disable.reset();
        }}
        onConfirm={() =>
          disable.mutate(undefined, {
            onSuccess: () => {
              setDisabling(false);
              enqueueSnackbar(SSO_MESSAGES.disabled, { variant: 'success' });
            },
          })
        }
      />
    </SectionCard>
  );
}

type FormValues = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  domains: string;
  defaultRoleKey: string;
};

/** The dialog's rules: the domain's write schema, with the domains typed as one line. */
const formSchema = (secretRequired: boolean) =>
  z.object({
    issuer: SsoProviderWriteSchema.shape.issuer,
    clientId: SsoProviderWriteSchema.shape.clientId,
    clientSecret: secretRequired
      ? z.string().min(1, SSO_MESSAGES.clientSecretRequired).max(1024)
      : z.string().max(1024),
    domains: z
      .string()
      .transform((line) => line.split(/[\s,;]+/).filter(Boolean))
      .pipe(SsoProviderWriteSchema.shape.emailDomains),
    defaultRoleKey: SsoProviderWriteSchema.shape.defaultRoleKey,
  });

function SsoSettingsDialog({
  organisationId,
  accountType,
  current,
  onClose,
  onSaved,
}: {
  organisationId: string;
  accountType: AccountType;
  current: SsoProvider | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveSsoProvider(organisationId);
  const roles = rolesOf(accountType);
  const { control, handleSubmit } = useForm<FormValues>({
    mode: 'onTouched',
    resolver: zodResolver(formSchema(!current?.hasClientSecret)) as unknown as Resolver<FormValues>,
    defaultValues: {
      issuer: current?.issuer ?? '',
      clientId: current?.clientId ?? '',
      clientSecret: '',
      domains: current?.emailDomains.join(', ') ?? '',
      defaultRoleKey:
        current?.defaultRoleKey ?? roles.find((r) => !r.isAdmin)?.key ?? roles[0]?.key ?? '',
    },
  });

  const onValid = (values: FormValues) => {
    // The resolver hands over the schema's output: the domains as a list.
    const parsed = values as unknown as Omit<FormValues, 'domains'> & { domains: string[] };
    save.mutate(
      {
        issuer: parsed.issuer,
        clientId: parsed.clientId,
        ...(parsed.clientSecret ? { clientSecret: parsed.clientSecret } : {}),
        emailDomains: parsed.domains,
        defaultRoleKey: parsed.defaultRoleKey,
        enabled: true,
      },
      { onSuccess: onSaved },
    );
  };

  return (
    <FormDialog
      open
      title={current ? t('ssoSettings.title') : t('ssoSettings.setUp')}
      error={save.error?.message}
      pending={save.isPending}
      submitLabel={current?.enabled === false ? t('ssoSettings.enable') : t('ssoSettings.save')}
      cancelLabel={t('ssoSettings.cancel')}
      onSubmit={handleSubmit(onValid)}
      onClose={onClose}
    >
      <FormTextField
        control={control}
        name="issuer"
        id="sso-issuer"
        label={t('ssoSettings.issuer')}
        helperText={t('ssoSettings.issuerHelp')}
        required
      />
      <FormTextField
        control={control}
        name="clientId"
        id="sso-client-id"
        label={t('ssoSettings.clientId')}
        required
      />
      <FormTextField
        control={control}
        name="clientSecret"
        id="sso-client-secret"
        type="password"
        autoComplete="new-password"
        label={t('ssoSettings.clientSecret')}
        helperText={current?.hasClientSecret ? t('ssoSettings.clientSecretKeep') : undefined}
        required={!current?.hasClientSecret}
      />
      <FormTextField
        control={control}
        name="domains"
        id="sso-domains"
        label={t('ssoSettings.domains')}
        helperText={t('ssoSettings.domainsHelp')}
        required
      />
      <FormSelectField
        control={control}
        name="defaultRoleKey"
        id="sso-default-role"
        label={t('ssoSettings.defaultRole')}
        options={roles.map((r) => r.key)}
        optionLabel={(key) => roles.find((r) => r.key === key)?.name ?? key}
      />
    </FormDialog>
  );
}
