import type { Persistor } from 'redux-persist';

/** Calls `then` once, as soon as redux-persist has put the stored cart back into the store. */
export function whenCartRestored(persistor: Persistor, then: () => void): void {
  if (persistor.getState().bootstrapped) {
    then();
    return;
  }
  const unsubscribe = persistor.subscribe(() => {
    if (!persistor.getState().bootstrapped) return;
    unsubscribe();
    then();
  });
}
