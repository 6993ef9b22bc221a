import type { Cart, CartItemView } from '@cyber/domain';
import type { TestApp } from '../../helper.ts';
import { accountHelpers, usAccount, type Session } from '../accounts/support.ts';

export type Err = { message: string; errors?: string[] };

/** What the cart tests share: accounts ready to quote and the cart's calls. */
export function cartHelpers(t: TestApp) {
  const helpers = accountHelpers(t);

  const { makeQuotable } = helpers;

  /** A new quotable US account (Boston, MA) of the session's agency. */
  const newAccount = async (s: Session) => {
    const id = (await helpers.create(s, usAccount())).account.id;
    await makeQuotable(id);
    return id;
  };

  const query = (accountId: string, agencyId?: string) =>
    `accountId=${accountId}${agencyId ? `&agencyId=${agencyId}` : ''}`;

  const getCart = (
    s: Session,
    accountId: string,
    opts: { product?: string; agencyId?: string } = {},
  ) =>
    s.inject({
      method: 'GET',
      url: `/api/quote/v1/${opts.product ? `${opts.product}/` : ''}cart?${query(accountId, opts.agencyId)}`,
    });

  const cartOf = async (
    s: Session,
    accountId: string,
    opts: { product?: string; agencyId?: string } = {},
  ) => {
    const res = await getCart(s, accountId, opts);
    if (res.statusCode !== 200) throw new Error(`cart ${res.statusCode} ${res.body}`);
    return res.json<Cart>();
  };

  const add = (s: Session, product: string, payload: Record<string, unknown>) =>
    s.inject({ method: 'POST', url: `/api/quote/v1/${product}/cart`, payload });

  const addItem = async (s: Session, product: string, payload: Record<string, unknown>) => {
    const res = await add(s, product, payload);
    if (res.statusCode !== 201) throw new Error(`add ${res.statusCode} ${res.body}`);
    return res.json<CartItemView>();
  };

  const remove = (s: Session, itemId: string, agencyId?: string) =>
    s.inject({
      method: 'DELETE',
      url: `/api/quote/v1/cart/${itemId}${agencyId ? `?agencyId=${agencyId}` : ''}`,
    });

  const submit = (s: Session, payload: Record<string, unknown>, product?: string) =>
    s.inject({
      method: 'POST',
      url: `/api/quote/v1/${product ? `${product}/` : ''}cart/submit`,
      payload,
    });

  return { ...helpers, makeQuotable, newAccount, getCart, cartOf, add, addItem, remove, submit };
}
