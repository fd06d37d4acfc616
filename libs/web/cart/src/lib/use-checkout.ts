import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { dollarsToCents, formatDollars } from '@shop/contract';
import { CART_COPY } from './copy';
import { useCreateOrderMutation } from '@shop/web/data-access-api';
import { splitToast, toastAdded, cartClosed } from '@shop/web/shell';
import { useDispatch, useSelector } from 'react-redux';
import { checkoutStarted, orderFailed, selectCartItems, selectCartTotal, type CartRootState } from './cart-slice';
import { newIdempotencyKey } from './idempotency-key';

/**
 * The demo checkout (spec §7, §8): nothing for an empty cart; otherwise the "Demo Order Placed!"
 * toast, the cart emptied and the drawer closed at the click, then POST /api/order with the total
 * in cents. A failed order puts the lines back (the error toast comes from the API middleware).
 */
export function useCheckout() {
  const dispatch = useDispatch<ThunkDispatch<CartRootState, unknown, UnknownAction>>();
  const items = useSelector((state: CartRootState) => selectCartItems(state));
  const total = useSelector((state: CartRootState) => selectCartTotal(state));
  const [createOrder, { isLoading }] = useCreateOrderMutation();

  const checkout = async () => {
    if (items.length === 0) return;
    const lines = items.map((item) => ({ ...item }));
    const reference = `ORD-${Date.now()}`;
    dispatch(
      toastAdded({ title: CART_COPY.placedToastTitle, description: CART_COPY.placedToastText(reference, formatDollars(total).slice(1)) }),
    );
    dispatch(checkoutStarted());
    dispatch(cartClosed());
    const result = await createOrder({ order: { items: lines, total: dollarsToCents(total) }, idempotencyKey: newIdempotencyKey() });
    if (result.error) dispatch(orderFailed(lines));
    else dispatch(toastAdded(splitToast(CART_COPY.successToast)));
  };

  return { checkout, isPending: isLoading };
}
