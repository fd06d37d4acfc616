import type { Persistor, PersistorState } from 'redux-persist';
import { whenCartRestored } from './cart-restored';

/** A persistor whose state the test moves by hand, with redux-persist's subscribe contract. */
function fakePersistor(bootstrapped: boolean) {
  let state: PersistorState = { registry: [], bootstrapped };
  const listeners = new Set<() => void>();
  const persistor = {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as Persistor;
  const set = (next: Partial<PersistorState>) => {
    state = { ...state, ...next };
    [...listeners].forEach((listener) => listener());
  };
  return { persistor, set, listenerCount: () => listeners.size };
}

describe('whenCartRestored', () => {
  it('waits for redux-persist to finish restoring, then calls back exactly once and stops listening', () => {
    const { persistor, set, listenerCount } = fakePersistor(false);
    const then = jest.fn();
    whenCartRestored(persistor, then);
    set({ registry: ['contest-holder-cart'] });
    expect(then).not.toHaveBeenCalled();
    set({ bootstrapped: true });
    set({ bootstrapped: true });
    expect(then).toHaveBeenCalledTimes(1);
    expect(listenerCount()).toBe(0);
  });

  it('calls back at once when the cart is already back', () => {
    const { persistor, listenerCount } = fakePersistor(true);
    const then = jest.fn();
    whenCartRestored(persistor, then);
    expect(then).toHaveBeenCalledTimes(1);
    expect(listenerCount()).toBe(0);
  });
});
