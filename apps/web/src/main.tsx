import { readHeroDrop } from '@shop/web/landing';
import { createEmotionCache } from '@shop/web/startup';
import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { ShopProviders } from './app/ShopProviders';
import { createBrowserStore } from './app/store';

const container = document.getElementById('root') as HTMLElement;
const { store, restoreCart } = createBrowserStore();
// Read before redux-persist puts the stored cart back: the state (an empty cart) and the drop the
// prerendered page was made from, which hydration must match.
const serverState = store.getState();
const pageDrop = readHeroDrop(document);
const persistor = restoreCart();
const tree = (globalCss?: ReactNode) => (
  <ShopProviders store={store} emotionCache={createEmotionCache()} serverState={globalCss ? undefined : serverState} globalCss={globalCss}>
    <BrowserRouter>
      <App pageDrop={pageDrop} />
    </BrowserRouter>
  </ShopProviders>
);

if (container.firstElementChild) {
  // A prerendered page (every page of the production build), which already holds its global CSS.
  // The stored cart then fills in the badge as an ordinary update. In a transition, so React
  // yields to the browser between slices of the work instead of one long task.
  startTransition(() => void hydrateRoot(container, tree()));
} else {
  // The Vite dev server's empty page, rendered once the stored cart is back so the badge never
  // flashes empty. Its PersistGate and page-wide CSS are fetched here: prerendered pages never need them.
  void Promise.all([import('redux-persist/integration/react'), import('./app/GlobalCss')]).then(([{ PersistGate }, { GlobalCss }]) =>
    createRoot(container).render(
      <PersistGate persistor={persistor} loading={null}>
        {tree(<GlobalCss />)}
      </PersistGate>,
    ),
  );
}
