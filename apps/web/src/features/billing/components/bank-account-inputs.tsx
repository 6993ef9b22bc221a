import type { Region } from '@cyber/domain';
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/text-input.tsx';

export type BankAccountType = 'CHECKING' | 'SAVINGS';
export type BankAccountEntry = {
  nameOnAccount: string;
  routingOrSortCode: string;
  accountNumber: string;
  accountType: BankAccountType;
};
export const EMPTY_BANK_ACCOUNT: BankAccountEntry = {
  nameOnAccount: '',
  routingOrSortCode: '',
  accountNumber: '',
  accountType: 'CHECKING',
};

export type BankAccountInputsProps = {
  /** The fields' id prefix (a `useId()`). */
  id: string;
  /** A US account has a routing number, a UK one a sort code. */
  region: Region;
  value: BankAccountEntry;
  onChange: <F extends keyof BankAccountEntry>(field: F, value: BankAccountEntry[F]) => void;
  /** Each field's error, shown under it. */
  errors: Partial<Record<keyof BankAccountEntry, string>>;
  required?: boolean;
};

/**
 * A bank account's details as entered before the browser tokenises them (decisions 052, 054):
 * the name on the account, the routing number or sort code, the account number and its type.
 * The payment form's e-check / Direct Debit and an agency's commission payout account share it.
 */
export function BankAccountInputs({
  id,
  region,
  value,
  onChange,
  errors,
  required = false,
}: BankAccountInputsProps) {
  const { t } = useTranslation();
  const field = (name: Exclude<keyof BankAccountEntry, 'accountType'>) => ({
    id: `${id}-${name}`,
    value: value[name],
    error: Boolean(errors[name]),
    helperText: errors[name],
    required,
    onChange: (e: { target: { value: string } }) => onChange(name, e.target.value),
  });
  return (
    <>
      <TextInput
        {...field('nameOnAccount')}
        label={t('billing.payment.bank.nameOnAccount')}
        autoComplete="name"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          {...field('routingOrSortCode')}
          label={t(
            region === 'UK'
              ? 'billing.payment.bank.sortCode'
              : 'billing.payment.bank.routingNumber',
          )}
          inputProps={{ inputMode: 'numeric' }}
        />
        <TextInput
          {...field('accountNumber')}
          label={t('billing.payment.bank.accountNumber')}
          autoComplete="off"
          inputProps={{ inputMode: 'numeric' }}
        />
      </Stack>
      <FormControl>
        <FormLabel id={`${id}-account-type`}>{t('billing.payment.bank.accountType')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={`${id}-account-type`}
          value={value.accountType}
          onChange={(e) => onChange('accountType', e.target.value as BankAccountType)}
        >
          {(['CHECKING', 'SAVINGS'] as const).map((type) => (
            <FormControlLabel
              key={type}
              value={type}
              control={<Radio />}
              label={t(`billing.payment.bank.${type}`)}
            />
          ))}
        </RadioGroup>
      </FormControl>
    </>
  );
}
