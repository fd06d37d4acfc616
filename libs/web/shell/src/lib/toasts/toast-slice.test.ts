import { configureStore } from '@reduxjs/toolkit';
import {
  TOAST_DEFAULT_DURATION_MS,
  TOAST_REMOVE_DELAY_MS,
  toastAdded,
  toastDismissed,
  toastRemovalListener,
  toastRemoved,
  toastsReducer,
} from './toast-slice';
import { splitToast } from './split-toast';

const makeStore = () =>
  configureStore({ reducer: { toasts: toastsReducer }, middleware: (getDefault) => getDefault().prepend(toastRemovalListener.middleware) });

describe('toasts', () => {
  afterEach(() => jest.useRealTimers());

  it('keeps one toast: the newest replaces the one before', () => {
    const store = makeStore();
    store.dispatch(toastAdded({ title: 'First' }));
    store.dispatch(toastAdded({ title: 'Second', variant: 'destructive' }));
    const { toasts } = store.getState().toasts;
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ title: 'Second', variant: 'destructive', open: true, duration: TOAST_DEFAULT_DURATION_MS });
    expect(TOAST_DEFAULT_DURATION_MS).toBe(5000);
  });

  it('removes a dismissed toast only after 1,000,000 ms', async () => {
    jest.useFakeTimers();
    const store = makeStore();
    const { payload } = store.dispatch(toastAdded({ title: 'Hello' }));
    store.dispatch(toastDismissed(payload.id));
    expect(store.getState().toasts.toasts[0].open).toBe(false);
    await jest.advanceTimersByTimeAsync(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getState().toasts.toasts).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(store.getState().toasts.toasts).toHaveLength(0);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
  });

  it('dismisses and removes all toasts when no id is given', () => {
    const store = makeStore();
    store.dispatch(toastAdded({ title: 'One' }));
    store.dispatch(toastDismissed());
    expect(store.getState().toasts.toasts.every((toast) => !toast.open)).toBe(true);
    store.dispatch(toastRemoved());
    expect(store.getState().toasts.toasts).toEqual([]);
  });

  it('splits a success sentence into title and text', () => {
    expect(splitToast("Success! You'll be notified when the next drop goes live.")).toEqual({
      title: 'Success!',
      description: "You'll be notified when the next drop goes live.",
    });
    expect(splitToast('Done')).toEqual({ title: 'Done' });
  });
});
