import { isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import { errorToastText, isBackgroundCall } from '@shop/web/data-access-api';
import { toastAdded } from './toast-slice';

/**
 * Spec §8: every failing call shows one destructive toast titled "Error" with the error's text.
 * Done once here for every RTK Query call, so no form can forget it; a refresh the visitor did
 * not ask for (`isBackgroundCall`) is not theirs to be told about.
 */
export const apiErrorToaster: Middleware = (store) => (next) => (action) => {
  if (isRejectedWithValue(action) && !isBackgroundCall(action)) {
    store.dispatch(toastAdded({ title: 'Error', description: errorToastText(action.payload), variant: 'destructive' }));
  }
  return next(action);
};
