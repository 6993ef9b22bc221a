import { Alert, LinearProgress } from '@mui/material';
import { productCodeSchema, type ProductCode } from '@cyber/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What the quote screens (calculator, flow) show before they can work: an unknown product in the
 * address, the account loading, or why it failed to load; then the screen itself, given the
 * product and the account.
 */
export function QuoteScreenGate<A>({
  productType,
  account,
  children,
}: {
  productType: string;
  account: UseQueryResult<A>;
  children: (product: ProductCode, account: A) => ReactNode;
}) {
  const { t } = useTranslation();
  const product = productCodeSchema.safeParse(productType);
  if (!product.success) {
    return (
      <Alert severity="error" role="alert">
        {t('quoteCalculator.unknownProduct')}
      </Alert>
    );
  }
  if (account.isPending) return <LinearProgress aria-label={t('common.loading')} />;
  if (account.isError) {
    return (
      <Alert severity="error" role="alert">
        {account.error.message || t('quoteCalculator.loadFailed')}
      </Alert>
    );
  }
  return children(product.data, account.data);
}
