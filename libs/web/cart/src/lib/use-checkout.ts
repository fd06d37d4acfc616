import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { dollarsToCents, formatDollars, type OrderRefusalBody } from '@shop/contract';
import { CART_COPY } from './copy';
import { useCreateOrderMutation } from '@shop/web/data-access-api';
import { splitToast, toastAdded, cartClosed } from '@shop/web/shell';
import { useDispatch, useSelector } from 'react-redux';
import { checkoutStarted, orderFailed, orderRefused, selectCartItems, selectCartTotal, type CartRootState } from './cart-slice';
import { newIdempotencyKey } from './idempotency-key';

/**
 * The demo checkout (spec §7, §8): nothing for an empty cart; otherwise the "Demo Order Placed!"
 * toast, the cart emptied and the drawer closed at the click, then POST /api/order with the total
 * in cents. A failed order puts the lines back (the error toast comes from the API middleware);
 * one the drop refused line by line (409) also marks each line it could not fill with why.
 */
export function useCheckout() {
  const dispatch = useDispatch<ThunkDispatch<CartRootState, unknown, UnknownAction>>();
  const items = useSelector((state: CartRootState) => selectCartItems(state));
  const total = useSelector((state: CartRootState) => selectCartTotal(state));
  const [createOrder, { isLoading }] = useCreateOrderMutation();

  const checkout = async () => {
    if (items.length === 0) return;
    const reference = `ORD-${Date.now()}`;
    dispatch(
      toastAdded({ title: CART_COPY.placedToastTitle, description: CART_COPY.placedToastText(reference, formatDollars(total).slice(1)) }),
    );
    dispatch(checkoutStarted());
    dispatch(cartClosed());
    const result = await createOrder({ order: { items, total: dollarsToCents(total) }, idempotencyKey: newIdempotencyKey() });
    if (result.error) {
      dispatch(orderFailed(items));
      const refused = refusedLines('body' in result.error ? result.error.body : undefined);
      if (refused.length > 0) dispatch(orderRefused(refused));
    } else dispatch(toastAdded(splitToast(CART_COPY.successToast)));
  };

  return { checkout, isPending: isLoading };
}

/** The lines of a drop's refusal (OrderRefusalBody), from a failed order's body; none from any other failure. */
export function refusedLines(body: unknown): OrderRefusalBody['lines'] {
  const lines = (body as Partial<OrderRefusalBody> | undefined)?.lines;
  if (!Array.isArray(lines)) return [];
  return lines.filter((line) => typeof line?.id === 'string' && typeof line.message === 'string' && line.message !== '');
}
