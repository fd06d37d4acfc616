import type { EmotionCache } from '@emotion/cache';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { whenCartRestored } from './cart-restored';
import { createEmotionCache } from './emotion-cache';
import { ShopProviders } from './ShopProviders';
import { createStore } from './store';

/**
 * The storefront in the browser, as `main.tsx` starts it: MUI, Emotion, Redux, the router and the
 * app, a chunk of its own so that evaluating it is a task of its own.
 */
export interface BrowserShop {
  /** Makes the Emotion cache (it reads the page's CSS): a step of its own, after the store. */
  prepare(): void;
  /** The tree that hydrates the prerendered page: the state it was rendered with, an empty cart. */
  prerendered(): ReactNode;
  /** The tree the Vite dev server's empty page renders, once the stored cart is back. */
  whenReady(render: (tree: ReactNode) => void): void;
}

/** Makes the store (redux-persist starts restoring the cart); `prepare` then makes the Emotion cache. */
export function createBrowserShop(): BrowserShop {
  const { store, persistor } = createStore();
  // Now, before redux-persist has put the stored cart back (a microtask later): the state the
  // prerendered page was made from.
  const serverState = store.getState();
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
    prepare: () => void cache(),
    // React adopts the HTML on screen. It hydrates with the state the page was rendered with, an
    // empty cart, so the HTML matches; the stored cart (redux-persist restores it a microtask
    // later) then fills in the badge as an ordinary update. The page already holds its global CSS.
    prerendered: () => tree({ serverState, globalCss: false }),
    // Rendered from scratch once the stored cart is back, so the badge never flashes empty.
    whenReady: (render) => whenCartRestored(persistor, () => render(tree({ globalCss: true }))),
  };
}
