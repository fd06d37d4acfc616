import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { whenCartRestored } from './app/cart-restored';
import { createEmotionCache } from './app/emotion-cache';
import { ShopProviders } from './app/ShopProviders';
import { createStore } from './app/store';

const { store, persistor } = createStore();
const emotionCache = createEmotionCache();
const container = document.getElementById('root') as HTMLElement;

if (container.firstElementChild) {
  // A prerendered page (every page of the production build): React adopts the HTML that is
  // already on screen. It hydrates with the state the page was rendered with, an empty cart, so
  // the HTML matches; the stored cart (redux-persist restores it a microtask later) then fills in
  // the badge as an ordinary update. In a transition, so React yields to the browser between
  // slices of the work instead of one long task.
  const serverState = store.getState();
  startTransition(() => {
    hydrateRoot(
      container,
      <ShopProviders store={store} emotionCache={emotionCache} serverState={serverState} globalCss={false}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </ShopProviders>,
    );
  });
} else {
  // The Vite dev server's empty page: render from scratch, once the stored cart is back, so the
  // badge never flashes empty.
  const root = createRoot(container);
  const render = () =>
    startTransition(() =>
      root.render(
        <ShopProviders store={store} emotionCache={emotionCache}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </ShopProviders>,
      ),
    );
  whenCartRestored(persistor, render);
}
