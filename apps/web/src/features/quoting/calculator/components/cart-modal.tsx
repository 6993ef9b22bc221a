import type { Persona, Region } from '@cyber/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { registerModal, type ModalProps } from '../../../../components/modal-registry/index.ts';
import { formatMoney, formatWholeMoney } from '../../../../lib/format.ts';
import { cartErrorReasons } from '../../api/cart.ts';
import { cartItemPresetName, presetLabelOf } from '../lib/preset-label.ts';
import { useCart } from '../hooks/use-cart.ts';
import { CART_REDIRECT_MS } from '../lib/cart.ts';
import type { RequestedQuotesState } from '../../../quotes/index.ts';

export const QUOTE_CART_MODAL = 'quote-cart';

export type QuoteCartModalData = {
  accountId: string;
  /** Provider staff quoting for an agency: that agency's cart (see `useCart`). */
  agencyId?: string | null;
  persona: Persona;
  region: Region;
} | null;

const amount = formatWholeMoney;

/**
 * 'List of Quotes to Request' (spec 3 §2, §4, §8): the server cart's variations (preset, limit,
 * deductible, total premium, refer flag), remove one, and Request Quotes — the server turns every
 * variation into a quote under one request group, all or nothing; on success the cart resets, the
 * modal closes and the user lands on {base}/quotes after 2 s; on failure 'Failed to send quotes'
 * with the server's reasons, and the cart stays as it was.
 */
export function QuoteCartModal({ data, onClose }: ModalProps<QuoteCartModalData>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const cart = useCart(data?.accountId ?? '', data?.agencyId);
  const { items, submit } = cart;
  const [reasons, setReasons] = useState<string[]>([]);
  if (!data) return null;
  const { region, persona } = data;
  const busy = submit.isPending || cart.remove.isPending;

  const handleRemove = (id: string) =>
    cart.remove.mutate(id, {
      onError: () => enqueueSnackbar(t('quoteCalculator.removeFailed'), { variant: 'error' }),
    });

  const handleRequest = () => {
    setReasons([]);
    // exactly the variations on screen: one requested or removed elsewhere meanwhile is a 409
    submit.mutate(
      { itemIds: items.map((i) => i.id) },
      {
        onSuccess: ({ quotes }) => {
          enqueueSnackbar(t('quoteCalculator.sent'), { variant: 'success' });
          onClose();
          const base = `/${persona}`;
          const state: RequestedQuotesState = { requestedQuotes: quotes.length };
          window.setTimeout(() => void navigate(`${base}/quotes`, { state }), CART_REDIRECT_MS);
        },
        onError: (error) => {
          setReasons(cartErrorReasons(error));
          enqueueSnackbar(t('quoteCalculator.sendFailed'), { variant: 'error' });
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="quote-cart-title">
      <DialogTitle id="quote-cart-title">{t('quoteCalculator.cartTitle')}</DialogTitle>
      <DialogContent>
        {reasons.length > 0 && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            <Typography variant="body2">{t('quoteCalculator.sendFailed')}</Typography>
            <Typography variant="body2">{t('quoteCalculator.sendFailedReasons')}</Typography>
            <List dense disablePadding>
              {reasons.map((r) => (
                <ListItem key={r} disableGutters>
                  {r}
                </ListItem>
              ))}
            </List>
          </Alert>
        )}
        {cart.error ? (
          <Alert severity="error" role="alert">
            {t('quoteCalculator.cartLoadFailed')}
          </Alert>
        ) : cart.isLoading ? (
          <LinearProgress aria-label={t('common.loading')} />
        ) : items.length === 0 ? (
          <Typography color="text.secondary">{t('quoteCalculator.cartEmpty')}</Typography>
        ) : (
          <Table size="small" aria-label={t('quoteCalculator.cartTitle')}>
            <TableHead>
              <TableRow>
                <TableCell>#</TableCell>
                <TableCell>{t('quoteCalculator.preset')}</TableCell>
                <TableCell>{t('quoteCalculator.limit')}</TableCell>
                <TableCell>{t('quoteCalculator.deductible')}</TableCell>
                <TableCell align="right">{t('quoteCalculator.total')}</TableCell>
                <TableCell>{t('quoteCalculator.referToUnderwriter')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item, index) => (
                <TableRow key={item.id} data-testid="cart-item">
                  <TableCell>{index + 1}</TableCell>
                  <TableCell>{presetLabelOf(t, cartItemPresetName(item))}</TableCell>
                  <TableCell>{amount(item.limit, region)}</TableCell>
                  <TableCell>{amount(item.deductible, region)}</TableCell>
                  <TableCell align="right">{formatMoney(item.totalPremium, region)}</TableCell>
                  <TableCell>
                    {item.referToUnderwriter ? t('quoteCalculator.yes') : t('quoteCalculator.no')}
                  </TableCell>
                  <TableCell padding="checkbox">
                    <IconButton
                      aria-label={t('quoteCalculator.removeItem', { index: index + 1 })}
                      onClick={() => handleRemove(item.id)}
                      disabled={busy}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('quoteCalculator.close')}</Button>
        <Button variant="contained" onClick={handleRequest} disabled={items.length === 0 || busy}>
          {submit.isPending ? t('quoteCalculator.requesting') : t('quoteCalculator.requestQuotes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

registerModal(QUOTE_CART_MODAL, QuoteCartModal);
