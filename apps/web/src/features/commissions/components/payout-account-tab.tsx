import { COMMISSION_MESSAGES, sandboxBankToken, type Region } from '@cyber/domain';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import type { Notice } from '../../../components/form/form-notice.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { formatDate } from '../../../lib/format.ts';
import { BankAccountInputs, EMPTY_BANK_ACCOUNT } from '../../billing/index.ts';
import { actionFailure } from '../../underwriting/index.ts';
import { useDeletePayoutAccount } from '../api/delete-payout-account.ts';
import { usePayoutAccount } from '../api/get-payout-account.ts';
import { useSavePayoutAccount } from '../api/save-payout-account.ts';

export type PayoutAccountTabProps = {
  agencyId: string;
  /** The agency's region: a routing number (US) or a sort code (UK). */
  region: Region;
  onNotice: (notice: Notice | null) => void;
};

const EMPTY = { title: '', ...EMPTY_BANK_ACCOUNT };
type Field = Exclude<keyof typeof EMPTY, 'accountType'>;

/**
 * The bank account an agency's commission is paid to (agency admins): shown masked, or a form to
 * add one. The account is tokenised here in the browser with the processor's tokeniser: only the
 * token and the account's title go to the server, never its number. Deleting asks first.
 */
export function PayoutAccountTab({ agencyId, region, onNotice }: PayoutAccountTabProps) {
  const { t } = useTranslation();
  const id = useId();
  const account = usePayoutAccount(agencyId);
  const save = useSavePayoutAccount();
  const remove = useDeletePayoutAccount();
  const [bank, setBank] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  /** The title of the account being deleted, while the confirmation is open. */
  const [confirming, setConfirming] = useState<string | null>(null);

  const change = (field: Field, value: string) => {
    setBank({ ...bank, [field]: value });
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const handleSave = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    onNotice(null);
    const { title, ...details } = bank;
    const tokenised = sandboxBankToken({ ...details, region });
    const found: Partial<Record<Field, string>> = 'errors' in tokenised ? tokenised.errors : {};
    if (!title.trim()) found.title = t('commissions.payoutAccount.titleRequired');
    setErrors(found);
    if (!('token' in tokenised) || Object.keys(found).length > 0) return;
    save.mutate(
      { agencyId, body: { token: tokenised.token, title: title.trim() } },
      {
        onSuccess: () => {
          setBank(EMPTY);
          onNotice({ message: COMMISSION_MESSAGES.payoutAccountSaved, severity: 'success' });
        },
      },
    );
  };

  const handleDelete = () =>
    remove.mutate(agencyId, {
      onSuccess: () => {
        setConfirming(null);
        onNotice({ message: COMMISSION_MESSAGES.payoutAccountDeleted, severity: 'success' });
      },
    });

  const fieldProps = (field: Field) => ({
    id: `${id}-${field}`,
    value: bank[field],
    error: Boolean(errors[field]),
    helperText: errors[field],
    onChange: (e: { target: { value: string } }) => change(field, e.target.value),
  });

  if (account.error)
    return (
      <Alert severity="error" role="alert">
        {account.error.message}
      </Alert>
    );
  if (account.isPending)
    return <Typography color="text.secondary">{t('common.loading')}</Typography>;

  const current = account.data;
  return (
    <SectionCard title={t('commissions.payoutAccount.title')}>
      {current ? (
        <Stack spacing={2} alignItems="flex-start">
          <Typography>{t('commissions.payoutAccount.intro')}</Typography>
          <Stack spacing={0.5}>
            <Typography variant="subtitle1" component="p">
              {current.title}
            </Typography>
            <Typography color="text.secondary">
              {t('commissions.payoutAccount.account', {
                type: current.accountType,
                last4: current.last4,
              })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('commissions.payoutAccount.added', { date: formatDate(current.created, region) })}
            </Typography>
          </Stack>
          <Button variant="outlined" color="error" onClick={() => setConfirming(current.title)}>
            {t('commissions.payoutAccount.delete')}
          </Button>
        </Stack>
      ) : (
        <Stack component="form" noValidate spacing={2} onSubmit={handleSave}>
          <Typography>{t('commissions.payoutAccount.none')}</Typography>
          {save.isError && (
            <Alert severity="error" role="alert">
              {actionFailure(save.error, COMMISSION_MESSAGES.genericError)}
            </Alert>
          )}
          <TextInput
            {...fieldProps('title')}
            label={t('commissions.payoutAccount.accountTitle')}
            helperText={errors.title ?? t('commissions.payoutAccount.accountTitleHelp')}
            required
            inputProps={{ maxLength: 80 }}
          />
          <BankAccountInputs
            id={id}
            region={region}
            value={bank}
            errors={errors}
            required
            onChange={(field, value) => {
              setBank({ ...bank, [field]: value });
              setErrors(({ [field]: _cleared, ...rest }) => rest);
            }}
          />
          <div>
            <SubmitButton busy={save.isPending}>{t('commissions.payoutAccount.save')}</SubmitButton>
          </div>
        </Stack>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t('commissions.payoutAccount.deleteTitle')}
        body={t('commissions.payoutAccount.deleteBody', { title: confirming ?? '' })}
        confirmLabel={t('commissions.payoutAccount.deleteConfirm')}
        danger
        pending={remove.isPending}
        error={remove.error ? actionFailure(remove.error, COMMISSION_MESSAGES.genericError) : null}
        onConfirm={handleDelete}
        onClose={() => {
          setConfirming(null);
          remove.reset();
        }}
      />
    </SectionCard>
  );
}
