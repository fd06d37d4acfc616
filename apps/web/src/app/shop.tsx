import type { EmotionCache } from '@emotion/cache';
import type { Persistor } from 'redux-persist';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { whenCartRestored } from './cart-restored';
import { createEmotionCache } from './emotion-cache';
import { ShopProviders } from './ShopProviders';
import { createBrowserStore } from './store';

/**
 * The storefront in the browser, as `main.tsx` starts it: MUI, Emotion, Redux, the router and the
 * app, a chunk of its own so that evaluating it is a task of its own.
 */
export interface BrowserShop {
  /** Starts restoring the stored cart (a read of local storage): a step of its own, after the store is made. */
  restoreCart(): void;
  /** Makes the Emotion cache (it reads the page's CSS): a step of its own. */
  prepare(): void;
  /** The tree that hydrates the prerendered page: the state it was rendered with, an empty cart. */
  prerendered(): ReactNode;
  /** The tree the Vite dev server's empty page renders, once the stored cart is back. */
  whenReady(render: (tree: ReactNode) => void): void;
}

/**
 * React Router's BrowserRouter numbers the current history entry (`history.state.idx`, so that it
 * can tell Back from Forward) with a `replaceState` as it first renders: a synchronous call into
 * the browser, about 10 ms of hydration's first slice on a desktop. Done before hydration, as a
 * step of its own, it leaves the router nothing to do (app/shop.test.tsx checks that it still
 * reads the same field).
 */
export function markHistoryEntry(history: History = window.history): void {
  if (history.state?.idx == null) history.replaceState({ ...history.state, idx: 0 }, '');
}

/** Makes the store; `restoreCart` and `prepare` are the steps that follow, each in a task of its own (main.tsx). */
export function createBrowserShop(): BrowserShop {
  const { store, restoreCart } = createBrowserStore();
  // Now, before redux-persist has put the stored cart back: the state the prerendered page was
  // made from.
  const serverState = store.getState();
  let persistor: Persistor | undefined;
  let emotionCache: EmotionCache | undefined;
  const cache = () => (emotionCache ??= createEmotionCache());
  const tree = (providers: { serverState?: ReturnType<typeof store.getState>; globalCss: boolean }) => (
    <ShopProviders store={store} emotionCache={cache()} {...providers}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </ShopProviders>
  );
  return {
    restoreCart: () => void (persistor ??= restoreCart()),
    prepare: () => void cache(),
    // React adopts the HTML on screen. It hydrates with the state the page was rendered with, an
    // empty cart, so the HTML matches; the stored cart (redux-persist restores it a microtask
    // after restoreCart) then fills in the badge as an ordinary update. The page already holds
    // its global CSS.
    prerendered: () => tree({ serverState, globalCss: false }),
    // Rendered from scratch once the stored cart is back, so the badge never flashes empty.
    whenReady: (render) => whenCartRestored((persistor ??= restoreCart()), () => render(tree({ globalCss: true }))),
  };
}
