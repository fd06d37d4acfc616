import { createListenerMiddleware, createSelector, createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

/** Spec §9: one toast visible at a time, shown 5 s, and kept 1,000,000 ms after dismissal. */
export const TOAST_LIMIT = 1;
export const TOAST_DEFAULT_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  /** False once dismissed; the toast stays in the state until it is removed. */
  open: boolean;
  duration: number;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
}

export interface ToastsState {
  toasts: Toast[];
}

const initialState: ToastsState = { toasts: [] };

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    toastAdded: {
      reducer(state, action: PayloadAction<Toast>) {
        // The newest toast replaces the others: only TOAST_LIMIT are ever kept.
        state.toasts = [action.payload, ...state.toasts].slice(0, TOAST_LIMIT);
      },
      prepare(input: ToastInput) {
        return {
          payload: {
            id: nanoid(),
            title: input.title,
            description: input.description,
            variant: input.variant ?? 'default',
            duration: input.duration ?? TOAST_DEFAULT_DURATION_MS,
            open: true,
          } satisfies Toast,
        };
      },
    },
    /** Without an id, every toast is dismissed. */
    toastDismissed(state, action: PayloadAction<string | undefined>) {
      for (const toast of state.toasts) if (action.payload === undefined || toast.id === action.payload) toast.open = false;
    },
    /** Without an id, every toast is removed. */
    toastRemoved(state, action: PayloadAction<string | undefined>) {
      state.toasts = action.payload === undefined ? [] : state.toasts.filter((t) => t.id !== action.payload);
    },
  },
  selectors: {
    selectVisibleToasts: createSelector([(state: ToastsState) => state.toasts], (toasts) => toasts.filter((t) => t.open)),
  },
});

export const { toastAdded, toastDismissed, toastRemoved } = toastsSlice.actions;
export const { selectVisibleToasts } = toastsSlice.selectors;
export const toastsReducer = toastsSlice.reducer;

/** Removes a dismissed toast from the state once the removal delay has passed. */
export const toastRemovalListener = createListenerMiddleware();
toastRemovalListener.startListening({
  actionCreator: toastDismissed,
  effect: async (action, api) => {
    const state = api.getOriginalState() as { toasts: ToastsState };
    const ids = state.toasts.toasts.filter((t) => action.payload === undefined || t.id === action.payload).map((t) => t.id);
    await api.delay(TOAST_REMOVE_DELAY_MS);
    for (const id of ids) api.dispatch(toastRemoved(id));
  },
});
