import type { EmotionCache } from '@emotion/cache';
import type { Persistor } from 'redux-persist';
import { readHeroDrop } from '@shop/web/landing';
import { createEmotionCache, type StartableShop } from '@shop/web/startup';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { whenCartRestored } from './cart-restored';
import { ShopProviders } from './ShopProviders';
import { createBrowserStore } from './store';

/**
 * The storefront in the browser, as `startShop` (main.tsx) starts it: MUI, Emotion, Redux, the
 * router and the app, a chunk of its own so that evaluating it is a task of its own. Makes the
 * store; `restoreCart` and `prepare` are the steps that follow, each in a task of its own.
 */
export function createBrowserShop(): StartableShop {
  const { store, restoreCart } = createBrowserStore();
  // Now, before redux-persist has put the stored cart back: the state the prerendered page was
  // made from.
  const serverState = store.getState();
  // Likewise the drop the server wrote into the page: the hero hydrates with it.
  const pageDrop = readHeroDrop(document);
  let persistor: Persistor | undefined;
  let emotionCache: EmotionCache | undefined;
  const cache = () => (emotionCache ??= createEmotionCache());
  const tree = (providers: { serverState?: ReturnType<typeof store.getState>; globalCss: boolean }) => (
    <ShopProviders store={store} emotionCache={cache()} {...providers}>
      <BrowserRouter>
        <App pageDrop={pageDrop} />
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
